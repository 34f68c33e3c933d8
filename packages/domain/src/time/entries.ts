import { z } from 'zod';
import type { ErrorDetail } from '../errors/codes';
import type { ValidationKey } from '../validation/keys';
import { isValidIsoDate } from '../validation/dates';
import { zIsoDate, zTime, zVersion, zVersionQuery } from '../validation/zod';
import { addDays, daysBetween, elapsedMinutes, minutesToHours, stockholmTimeExists } from '../dates';
import { timeToMinutes } from '../validation/time';
import { TIME_ENTRY_EVENTS, TIME_ENTRY_STATUSES } from '../row-status';

// Time entries (tidrader) on the wire: SPEC §3 "time entries", §5 "Time reporting".

/** Result-unit dimensions 1..6 (ResEnhet1..6). */
export const RES_DIMS = [1, 2, 3, 4, 5, 6] as const;
export type ResDim = (typeof RES_DIMS)[number];
export type ResEnhetField = `ResEnhet${ResDim}`;
export const resEnhetField = (n: ResDim): ResEnhetField => `ResEnhet${n}`;

/** Longest period one request may read or change (a quarter). */
export const MAX_PERIOD_DAYS = 93;
/** Longest comment on a row. */
export const KOMMENTAR_MAX = 200;
/** Longest result-unit code: PAXml 2.0 sends it as resenhet@id, at most 10 characters (DOMAIN §12). */
export const RES_ENHET_MAX = 10;
/** Longest break of a row, in minutes (a day). */
export const RAST_MAX_MINUTES = 24 * 60;

const resEnhetShape = Object.fromEntries(
  RES_DIMS.map((n) => [
    resEnhetField(n),
    z.string().trim().max(RES_ENHET_MAX, { error: 'validation.resEnhet.maxLength' }).default(''),
  ]),
) as Record<ResEnhetField, z.ZodDefault<z.ZodString>>;

/**
 * The messages of a time entry's fields: each says what to type, not only
 * what is wrong. The one place the rule "hours, or start and end" and its words live; the web's
 * dialog and the server send the same keys.
 */
export const ENTRY_MESSAGES = {
  dateRequired: 'validation.timeEntry.dateRequired',
  codeRequired: 'validation.timeEntry.codeRequired',
  unknownCode: 'validation.timeEntry.unknownCode',
  hoursRange: 'validation.timeEntry.hoursRange',
  hoursOrTime: 'validation.timeEntry.hoursOrTime',
  startMissing: 'validation.timeEntry.startMissing',
  endMissing: 'validation.timeEntry.endMissing',
  breakMinutes: 'validation.timeEntry.breakMinutes',
  breakNeedsTimes: 'validation.timeEntry.breakNeedsTimes',
  breakTooLong: 'validation.timeEntry.breakTooLong',
  brukareRequired: 'validation.timeEntry.brukareRequired',
  unknownBrukare: 'validation.timeEntry.unknownBrukare',
  resEnhetRequired: 'validation.timeEntry.resEnhetRequired',
  unknownResEnhet: 'validation.timeEntry.unknownResEnhet',
  commentTooLong: 'validation.timeEntry.commentTooLong',
} as const satisfies Record<string, ValidationKey>;

/**
 * One time entry as typed: a time code and either hours or a start and end time. Start/end give
 * the hours: the real time between them in Stockholm (an end at or before the start is the next
 * day; clock-change nights count 7 or 9 hours, DOMAIN §14) less the row's break (RastMinuter,
 * only with times). Hours may be negative (a correction), which is warned about, not refused.
 */
export const TimeEntryInputSchema = z
  .object({
    AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
    // A blank date asks for one; a typed one that is no date says how to write it (zIsoDate).
    Datum: z.string().trim().min(1, { error: ENTRY_MESSAGES.dateRequired }).pipe(zIsoDate()),
    TidKod: z
      .string()
      .trim()
      .min(1, { error: ENTRY_MESSAGES.codeRequired })
      .max(10, { error: ENTRY_MESSAGES.unknownCode }),
    Timmar: z
      .number({ error: 'validation.number.invalid' })
      .min(-24, { error: ENTRY_MESSAGES.hoursRange })
      .max(24, { error: ENTRY_MESSAGES.hoursRange })
      .nullable()
      .default(null),
    StartTid: zTime({ allowEmpty: true }).default(''),
    SlutTid: zTime({ allowEmpty: true }).default(''),
    // An empty break field (null) is no break.
    RastMinuter: z
      .number({ error: ENTRY_MESSAGES.breakMinutes })
      .int({ error: ENTRY_MESSAGES.breakMinutes })
      .min(0, { error: ENTRY_MESSAGES.breakMinutes })
      .max(RAST_MAX_MINUTES, { error: ENTRY_MESSAGES.breakMinutes })
      .nullable()
      .default(0)
      .transform((v) => v ?? 0),
    Brukare: z.string().trim().max(20, { error: ENTRY_MESSAGES.unknownBrukare }).default(''),
    ...resEnhetShape,
    Kommentar: z.string().trim().max(KOMMENTAR_MAX, { error: ENTRY_MESSAGES.commentTooLong }).default(''),
  })
  .superRefine((v, ctx) => {
    const hasStart = v.StartTid !== '';
    const hasEnd = v.SlutTid !== '';
    if (hasStart !== hasEnd) {
      ctx.addIssue({
        code: 'custom',
        path: [hasStart ? 'SlutTid' : 'StartTid'],
        message: hasStart ? ENTRY_MESSAGES.endMissing : ENTRY_MESSAGES.startMissing,
      });
    } else if (!hasStart && v.Timmar === null) {
      ctx.addIssue({ code: 'custom', path: ['Timmar'], message: ENTRY_MESSAGES.hoursOrTime });
    }
    for (const d of skippedTimeErrors(v)) ctx.addIssue({ code: 'custom', path: [d.Field], message: d.Code });
    if (v.RastMinuter > 0 && !(hasStart && hasEnd)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RastMinuter'],
        message: ENTRY_MESSAGES.breakNeedsTimes,
      });
    } else if (hasStart && hasEnd && v.RastMinuter > 0) {
      const elapsed = elapsedMinutes(v.Datum, v.StartTid, v.SlutTid);
      if (elapsed !== null && v.RastMinuter >= elapsed)
        ctx.addIssue({ code: 'custom', path: ['RastMinuter'], message: ENTRY_MESSAGES.breakTooLong });
    }
  })
  .transform((v) => ({ ...v, Timmar: entryHours(v) }));
export type TimeEntryInput = z.input<typeof TimeEntryInputSchema>;

/**
 * A row's hours: from its start and end (real elapsed time on its date, less the break) when it
 * has them, otherwise as typed. The one rule the dialog, the server and the punch clock use.
 */
export function entryHours(v: {
  Datum: string;
  StartTid: string;
  SlutTid: string;
  RastMinuter: number;
  Timmar: number | null;
}): number {
  if (v.StartTid === '' || v.SlutTid === '') return v.Timmar ?? 0;
  const elapsed = elapsedMinutes(v.Datum, v.StartTid, v.SlutTid);
  return elapsed === null ? 0 : minutesToHours(elapsed - v.RastMinuter);
}
export type TimeEntryValues = z.output<typeof TimeEntryInputSchema>;

/** A wall time the spring clock change skips (docs/decisions/0021). */
export const SKIPPED_TIME = 'validation.time.skipped' satisfies ValidationKey;

/**
 * A row's start or end that Stockholm's clock never shows, as field errors: 02:00–02:59 on the
 * last Sunday of March (DOMAIN §14, ADR 0021). The end is on the next day when it is not after the
 * start, as the hours count it. Refused wherever a row is written (typed, copied, changed), as its
 * hours would otherwise be those of another time, or 0. Times that are not valid are left to the
 * format rule.
 */
export function skippedTimeErrors(v: Pick<TimeEntryValues, 'Datum' | 'StartTid' | 'SlutTid'>): ErrorDetail[] {
  const start = v.StartTid === '' ? null : timeToMinutes(v.StartTid);
  const end = v.SlutTid === '' ? null : timeToMinutes(v.SlutTid);
  if (!isValidIsoDate(v.Datum)) return [];
  const out: ErrorDetail[] = [];
  if (start !== null && !stockholmTimeExists(v.Datum, v.StartTid))
    out.push({ Field: 'StartTid', Code: SKIPPED_TIME });
  const endDay = start !== null && end !== null && end <= start ? addDays(v.Datum, 1) : v.Datum;
  if (end !== null && !stockholmTimeExists(endDay, v.SlutTid))
    out.push({ Field: 'SlutTid', Code: SKIPPED_TIME });
  return out;
}

/** ResEnhet1..6 from a list of codes in dimension order; a dimension the list lacks is empty. */
export const resEnhetValues = (units: readonly string[] = []): Record<ResEnhetField, string> =>
  Object.fromEntries(RES_DIMS.map((n) => [resEnhetField(n), units[n - 1] ?? ''])) as Record<
    ResEnhetField,
    string
  >;

/**
 * A time entry's values with every optional field empty (no times or break, no brukare, no result
 * units, no comment) under what `values` sets: the one shape of a generated or default row.
 */
export const timeEntryValues = (
  values: Pick<TimeEntryValues, 'AnstNr' | 'Datum' | 'TidKod' | 'Timmar'> & Partial<TimeEntryValues>,
): TimeEntryValues => ({
  StartTid: '',
  SlutTid: '',
  RastMinuter: 0,
  Brukare: '',
  ...resEnhetValues(),
  Kommentar: '',
  ...values,
});

/** Where a row came from. */
/** Where a row came from: typed, the schedule, a copy, the punch clock, an absence report or leave. */
export const TIME_ENTRY_SOURCES = [
  'MANUELL',
  'SCHEMA',
  'KOPIA',
  'STAMPLING',
  'FRANVARO',
  'LEDIGHET',
] as const;
export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];

export const TimeEntrySchema = z.object({
  Id: z.uuid(),
  AnstNr: z.string(),
  Datum: z.string(),
  TidKod: z.string(),
  Timmar: z.number(),
  StartTid: z.string(),
  SlutTid: z.string(),
  RastMinuter: z.number().int(),
  Brukare: z.string(),
  ResEnhet1: z.string(),
  ResEnhet2: z.string(),
  ResEnhet3: z.string(),
  ResEnhet4: z.string(),
  ResEnhet5: z.string(),
  ResEnhet6: z.string(),
  Kommentar: z.string(),
  Status: z.enum(TIME_ENTRY_STATUSES),
  Kalla: z.enum(TIME_ENTRY_SOURCES),
  Version: z.number().int(),
  /** Whether the caller may still change or delete the row, and if not, why (an i18n key). */
  KanAndras: z.boolean(),
  LastOrsak: z.string(),
  AndradAv: z.string(),
  AndradTid: z.string(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

/** PUT /tidrader/{Id}: the new values and the version they were read at. */
export const TimeEntryUpdateSchema = z.intersection(TimeEntryInputSchema, z.object({ Version: zVersion() }));
export const VersionQuerySchema = z.object({ Version: zVersionQuery() });
export const IdParamsSchema = z.object({ Id: z.uuid() });

/** A From/To period (SPEC §3 "Date filters use a From/To range"), at most MAX_PERIOD_DAYS long. */
export const PeriodSchema = z.object({ From: zIsoDate(), To: zIsoDate() }).superRefine((v, ctx) => {
  if (!isValidIsoDate(v.From) || !isValidIsoDate(v.To)) return;
  if (v.To < v.From)
    ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.endBeforeStart' });
  else if (periodDays(v.From, v.To) > MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.tooLong' });
});
export const EmployeePeriodQuerySchema = z.intersection(
  PeriodSchema,
  z.object({ AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20) }),
);

/** Days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** One day of an employee's time report: the schedule, the day off if any, and the day's warnings. */
export const TimeReportDaySchema = z.object({
  Datum: z.string(),
  SchemaTimmar: z.number(),
  /** The scheduled start, end and break, when the schedule has a start time and the day hours. */
  SchemaTider: z.object({ StartTid: z.string(), SlutTid: z.string(), RastMinuter: z.number() }).nullable(),
  Helgdag: z.enum(['public', 'eve']).nullable(),
  HelgdagNamn: z.string(),
});
export type TimeReportDay = z.infer<typeof TimeReportDaySchema>;

/** GET /tidrapport/{AnstNr}?From&To: the period's days and rows. */
export const TimeReportSchema = z.object({
  AnstNr: z.string(),
  From: z.string(),
  To: z.string(),
  Dagar: z.array(TimeReportDaySchema),
  Rader: z.array(TimeEntrySchema),
});
export type TimeReport = z.infer<typeof TimeReportSchema>;

/** POST /tidrader/kopiera: copy the rows of a day or week to another start date. */
export const CopyEntriesSchema = z.object({
  AnstNr: z.string().trim().min(1).max(20),
  FranDatum: zIsoDate(),
  TillDatum: zIsoDate(),
  Dagar: z.union([z.literal(1), z.literal(7)]),
});
/**
 * POST /tidrader/franschema: fill scheduled days that have no rows with the schedule's times and
 * hours. Days after today are left alone unless MedFramtida asks for them too.
 */
export const FillFromScheduleSchema = z.intersection(
  PeriodSchema,
  z.object({
    AnstNr: z.string().trim().min(1).max(20),
    TidKod: z.string().trim().max(10).optional(),
    MedFramtida: z.boolean().optional(),
  }),
);
export const CreatedCountSchema = z.object({ Skapade: z.number().int(), Rader: z.array(TimeEntrySchema) });

/** POST /godkann and POST /attest: one status action for employees over a period. */
export const StatusActionSchema = z.intersection(
  PeriodSchema,
  z.object({
    Action: z.enum(['approve', 'unapprove', 'attest', 'unattest']),
    AnstNr: z.array(z.string().trim().min(1).max(20)).min(1).max(5000),
  }),
);
export const StatusActionResultSchema = z.object({
  Andrade: z.number().int(),
  Oforandrade: z.number().int(),
});

/**
 * GET /attestlista?From&To: one line per employee the caller may attest, with the number of
 * working-time-law warnings (ATL 13 § and 15 §, working-time.ts) on their punches in the period.
 */
/** Rows per attest status. */
const statusCounts = () =>
  z.object(
    Object.fromEntries(TIME_ENTRY_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof TIME_ENTRY_STATUSES)[number],
      z.ZodNumber
    >,
  );

export const AttestListEntrySchema = z.object({
  AnstNr: z.string(),
  FoNamn: z.string(),
  EfNamn: z.string(),
  Avdelning: z.string(),
  SchemaTimmar: z.number(),
  Timmar: z.number(),
  Antal: statusCounts(),
  AntalAtlVarningar: z.number().int(),
  /** The employee's compensation rows of the period: rows per status and what they pay, in kronor. */
  Ersattningar: z.object({ Antal: statusCounts(), Summa: z.number() }),
});
export type AttestListEntry = z.infer<typeof AttestListEntrySchema>;
export const AttestListSchema = z.array(AttestListEntrySchema);

/**
 * GET /tidrader/{Id}/historik: the row's audit trail, newest last. Anvandare is the name of who did
 * it (as it was then); Detaljer the changed values ({ field: { from, to } }), a new or deleted row's
 * values, or a status step ({ From, To }); a transfer's ExportSkapad is when its payroll export was made.
 */
export const TimeEntryEventSchema = z.object({
  Handelse: z.enum(TIME_ENTRY_EVENTS),
  Tid: z.string(),
  Anvandare: z.string(),
  Detaljer: z.record(z.string(), z.unknown()),
  ExportSkapad: z.string().nullable(),
});
export type TimeEntryEvent = z.infer<typeof TimeEntryEventSchema>;
export const TimeEntryHistorySchema = z.array(TimeEntryEventSchema);

/** The company and portal switches the mandatory-field rules read (SPEC §3 FtgInfo, PortalInfo). */
export interface EntryRules {
  UseLSS: boolean;
  UseMandatoryBrukare: boolean;
  /** OpenResEnhet{n} && RegResEnh{n} && UseMandatoryResEnhet{n}, for n = 1..6. */
  MandatoryResEnhet: readonly boolean[];
}

/**
 * SPEC §5 Time reporting: brukare is required when UseLSS and mandatory-brukare are set; result
 * unit n when it is open, registered and mandatory. Field errors as the API sends them.
 */
export function entryRuleErrors(
  v: Pick<TimeEntryValues, 'Brukare' | ResEnhetField>,
  rules: EntryRules,
): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  if (rules.UseLSS && rules.UseMandatoryBrukare && v.Brukare === '')
    out.push({ Field: 'Brukare', Code: ENTRY_MESSAGES.brukareRequired });
  for (const n of RES_DIMS) {
    if (rules.MandatoryResEnhet[n - 1] && v[resEnhetField(n)] === '')
      out.push({ Field: resEnhetField(n), Code: ENTRY_MESSAGES.resEnhetRequired });
  }
  return out;
}

/** Moved to totals.ts, the home of hours per day, period and code; re-exported for old imports. */
export { tidKodKind } from './totals';
