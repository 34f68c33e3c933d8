// Staffing needs (SPEC §3 "staffing need", §5): how many people a task needs on a day, when, and
// with which competences and properties. A need may repeat weekly or every n weeks on chosen
// weekdays until an end date; it is stored as one row per day (a series), so each day's need can
// be changed on its own and the planner reads days, never rules.
import { z } from 'zod';
import { addDays, daysBetween, weekdayIndex } from '../dates';
import { zOptionalCode, zRegisterCode } from '../registers';
import { zIsoDate, zTime, zVersion } from '../validation/zod';
import { spanTimeRules, withinOneDay } from './day-span';

/** The most people one need asks for. */
export const BEHOV_ANTAL_MAX = 99;
/** The longest repetition: a year ahead. */
export const UPPREPNING_DAGAR_MAX = 366;
/** Every n weeks, at most. */
export const UPPREPNING_VECKOR_MAX = 8;

const codes = () =>
  z
    .array(zRegisterCode())
    .max(20)
    .default([])
    .transform((c) => [...new Set(c)].sort());

const needFields = {
  Bemuppgift: zRegisterCode(),
  Avdelning: zOptionalCode(),
  StartTid: zTime(),
  SlutTid: zTime(),
  Antal: z
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.numberBetween' })
    .max(BEHOV_ANTAL_MAX, { error: 'validation.numberBetween' }),
  Kompetenser: codes(),
  Egenskaper: codes(),
};

export const UpprepningSchema = z
  .object({
    /** 0: this day only; 1: every week; n: every n weeks, counted from the first day's week. */
    Veckor: z
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.numberBetween' })
      .max(UPPREPNING_VECKOR_MAX, { error: 'validation.numberBetween' })
      .default(0),
    /** Weekdays 1 (Monday) to 7; empty: the first day's weekday. */
    Veckodagar: z.array(z.int().min(1).max(7)).max(7).default([]),
    /** The last day the repetition may reach (SPEC §5: never past it). */
    Slutdatum: zIsoDate({ allowEmpty: true }).default(''),
  })
  .strict();
export type Upprepning = z.output<typeof UpprepningSchema>;

function needRules(
  row: { Datum: string; StartTid: string; SlutTid: string; Upprepning?: Upprepning },
  ctx: z.RefinementCtx,
) {
  spanTimeRules(row, ctx);
  const rep = row.Upprepning;
  if (!rep || rep.Veckor === 0) return;
  const path = ['Upprepning', 'Slutdatum'];
  if (rep.Slutdatum === '') ctx.addIssue({ code: 'custom', path, message: 'validation.required' });
  else if (rep.Slutdatum < row.Datum)
    ctx.addIssue({ code: 'custom', path, message: 'validation.staffing.endBeforeStart' });
  else if (daysBetween(row.Datum, rep.Slutdatum) > UPPREPNING_DAGAR_MAX)
    ctx.addIssue({ code: 'custom', path, message: 'validation.staffing.periodTooLong' });
}

/** POST /bemanna/behov: a need on `Datum`, repeated or not. */
export const BehovCreateSchema = z
  .object({
    ...needFields,
    Datum: zIsoDate(),
    Upprepning: UpprepningSchema.default({ Veckor: 0, Veckodagar: [], Slutdatum: '' }),
  })
  .strict()
  .superRefine(needRules);
export type BehovCreate = z.output<typeof BehovCreateSchema>;

/** PUT /bemanna/behov/{Id}: one day's need. */
export const BehovUpdateSchema = z
  .object({ ...needFields, Datum: zIsoDate(), Version: zVersion() })
  .strict()
  .superRefine(needRules)
  .superRefine(withinOneDay);
export type BehovUpdate = z.output<typeof BehovUpdateSchema>;

/** DELETE /bemanna/behov/{Id}: this day, or this day and the rest of its series. */
export const BehovDeleteQuerySchema = z
  .object({ Version: z.coerce.number().int().min(0), Serie: z.enum(['DAG', 'FRAMAT']).default('DAG') })
  .strict();

export const BehovSchema = z.object({
  Id: z.uuid(),
  SerieId: z.uuid(),
  Bemuppgift: z.string(),
  Avdelning: z.string(),
  Datum: z.string(),
  StartTid: z.string(),
  SlutTid: z.string(),
  Antal: z.int(),
  Kompetenser: z.array(z.string()),
  Egenskaper: z.array(z.string()),
  Version: z.int(),
});
export type Behov = z.output<typeof BehovSchema>;

/** The last day a need is planned for: its repetition's end, or its own day (SPEC §5: not in the past). */
export const behovSlut = (need: { Datum: string; Upprepning: Upprepning }): string =>
  need.Upprepning.Veckor === 0 ? need.Datum : need.Upprepning.Slutdatum;

/**
 * The days a need falls on: `Datum`, and with a repetition every `Veckor` weeks (weeks counted
 * from the Monday of `Datum`) on its weekdays, from `Datum` to `Slutdatum`, never past it.
 */
export function behovsdagar(need: { Datum: string; Upprepning: Upprepning }): string[] {
  const rep = need.Upprepning;
  if (rep.Veckor === 0) return [need.Datum];
  const weekdays = new Set(rep.Veckodagar.length ? rep.Veckodagar : [weekdayIndex(need.Datum) + 1]);
  const monday = addDays(need.Datum, -weekdayIndex(need.Datum));
  const days: string[] = [];
  for (let day = need.Datum; day <= rep.Slutdatum; day = addDays(day, 1)) {
    const week = Math.floor(daysBetween(monday, day) / 7);
    if (week % rep.Veckor === 0 && weekdays.has(weekdayIndex(day) + 1)) days.push(day);
  }
  return days;
}

/** SPEC §5: the end date of need planning must not be in the past. The field to correct, or null. */
export function behovSlutFel(
  need: { Datum: string; Upprepning: Upprepning },
  today: string,
): string[] | null {
  if (behovSlut(need) >= today) return null;
  return need.Upprepning.Veckor === 0 ? ['Datum'] : ['Upprepning', 'Slutdatum'];
}
