// Shifts (SPEC §3 "shift", §5 "Shifts and staffing"): one person's time on a staffing task on one
// day, of a kind the law reads (work, jour or beredskap). A manager plans shifts, unpublished,
// and publishes a period; a published shift is the person's schedule. A shift changed within two
// weeks of its day, once published, needs a reason (ATL 12 §: changes are notified two weeks ahead).
import { z } from 'zod';
import { addDays } from '../dates';
import { zOptionalCode, zRegisterCode } from '../registers';
import { zIsoDate, zTime, zVersion } from '../validation/zod';
import { PASS_TYPER } from '../working-time';
import { spanTimeRules, withinOneDay } from './day-span';

/** The longest unpaid break of a shift, in minutes. */
export const PASS_RAST_MAX = 240;
/** ATL 12 §: a published shift changed less than this many days ahead needs a reason. */
export const ANDRING_VARSEL_DAGAR = 14;
/** The longest reason or comment a shift carries. */
export const PASS_TEXT_MAX = 500;

const reason = () => z.string().trim().max(PASS_TEXT_MAX, { error: 'validation.maxLength' }).default('');

/** What a shift is, as a manager enters it: 22:00–06:00 is one entry and two stored shifts (day-span.ts). */
export const passFields = {
  AnstNr: zRegisterCode(),
  Datum: zIsoDate(),
  StartTid: zTime(),
  SlutTid: zTime(),
  Typ: z.enum(PASS_TYPER, { error: 'validation.required' }).default('ARBETE'),
  Bemuppgift: zRegisterCode(),
  Avdelning: zOptionalCode(),
  /** The need it covers, or null for a shift outside the needs. */
  BehovId: z.uuid().nullable().default(null),
  RastMinuter: z
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.numberBetween' })
    .max(PASS_RAST_MAX, { error: 'validation.numberBetween' })
    .default(0),
  Kommentar: reason(),
  /** Why the planner keeps the shift despite its warnings (logged, DOMAIN §4 sanction fees). */
  Overstyrning: reason(),
  /** Why a published shift changes within ANDRING_VARSEL_DAGAR (ATL 12 §). */
  Orsak: reason(),
};

/** POST /bemanna/pass. */
export const PassCreateSchema = z.object(passFields).strict().superRefine(spanTimeRules);
export type PassCreate = z.output<typeof PassCreateSchema>;

/** PUT /bemanna/pass/{Id}: the same fields and the version read (one stored part; it may not cross midnight). */
export const PassUpdateSchema = z
  .object({ ...passFields, Version: zVersion() })
  .strict()
  .superRefine(spanTimeRules)
  .superRefine(withinOneDay);
export type PassUpdate = z.output<typeof PassUpdateSchema>;

export const PassDeleteQuerySchema = z
  .object({ Version: z.coerce.number().int().min(0), Orsak: reason() })
  .strict();

/** A stored shift as the API answers it. */
export const PassSchema = z.object({
  Id: z.uuid(),
  AnstNr: z.string(),
  Datum: z.string(),
  StartTid: z.string(),
  SlutTid: z.string(),
  Typ: z.enum(PASS_TYPER),
  Bemuppgift: z.string(),
  Avdelning: z.string(),
  BehovId: z.string().nullable(),
  RastMinuter: z.int(),
  Kommentar: z.string(),
  /** Published: the person's schedule; unpublished: the planner's draft. */
  Publicerad: z.boolean(),
  Version: z.int(),
});
export type Pass = z.output<typeof PassSchema>;

/** ATL 12 §: whether changing or removing a shift on `datum` needs a reason when it is published. */
export function andringKraverOrsak(pass: { Datum: string; Publicerad: boolean }, today: string): boolean {
  return pass.Publicerad && pass.Datum < addDays(today, ANDRING_VARSEL_DAGAR);
}

/** POST /bemanna/publicera: the shifts of a period, of one department or all the manager plans. */
export const PubliceraSchema = z
  .object({ From: zIsoDate(), To: zIsoDate(), Avdelning: zOptionalCode() })
  .strict()
  .refine((p) => p.To >= p.From, { path: ['To'], error: 'validation.staffing.endBeforeStart' })
  .refine((p) => p.To <= addDays(p.From, 62), { path: ['To'], error: 'validation.staffing.periodTooLong' });
