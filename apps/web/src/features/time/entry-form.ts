import type { FtgInfo } from '@lonportal/domain/auth/schemas';
import type { EmployeeListEntry } from '@lonportal/domain/employees';
import type { PortalInfo } from '@lonportal/domain/portal-info';
import {
  entryHours,
  entryRuleErrors,
  RES_DIMS,
  resEnhetField,
  TimeEntryInputSchema,
  type EntryRules,
  type ResDim,
  type TimeEntry,
  type TimeEntryInput,
} from '@lonportal/domain/time/entries';
import type { ScheduledTimes } from '@lonportal/domain/time/schedule';
import { isValidIsoDate } from '@lonportal/domain/validation/dates';
import { parseTime } from '@lonportal/domain/validation/time';
import type { TidKod } from './time-report';

// The row dialog's rules (SPEC §5 Time reporting, §6 code groups): which fields the company uses,
// which are mandatory, the codes the employee may use, and the values a new or copied row starts with.

/** The form's values: the wire input with every field present. */
export type EntryFormValues = Required<Omit<TimeEntryInput, 'Timmar'>> & { Timmar: number | null };

/** SPEC §5: mandatory brukare (UseLSS and UseMandatoryBrukare) and result units (open, registered, mandatory). */
export function entryRulesOf(
  ftg: Pick<FtgInfo, 'UseLSS' | `OpenResEnhet${ResDim}` | `RegResEnh${ResDim}`>,
  portal: Pick<PortalInfo, 'UseMandatoryBrukare' | `UseMandatoryResEnhet${ResDim}`> | undefined,
): EntryRules {
  return {
    UseLSS: ftg.UseLSS,
    UseMandatoryBrukare: portal?.UseMandatoryBrukare ?? false,
    MandatoryResEnhet: mandatoryResDims(ftg, (n) => portal?.[`UseMandatoryResEnhet${n}`] ?? false),
  };
}

/** Result unit n is mandatory when it is open, registered and the company's switch `mandatory(n)` is on (SPEC §5). */
export const mandatoryResDims = (
  ftg: Pick<FtgInfo, `OpenResEnhet${ResDim}` | `RegResEnh${ResDim}`>,
  mandatory: (n: ResDim) => boolean,
): boolean[] => RES_DIMS.map((n) => ftg[`OpenResEnhet${n}`] && ftg[`RegResEnh${n}`] && mandatory(n));

/** The result-unit dimensions the company reports on (OpenResEnhet n). */
export const openResDims = (ftg: Pick<FtgInfo, `OpenResEnhet${ResDim}`>): ResDim[] =>
  RES_DIMS.filter((n) => ftg[`OpenResEnhet${n}`]);

/** The zod schema of the dialog: the wire rules plus the company's mandatory fields. */
export const entryFormSchema = (rules: EntryRules) =>
  TimeEntryInputSchema.superRefine((v, ctx) => {
    for (const d of entryRuleErrors(v, rules))
      ctx.addIssue({ code: 'custom', path: [d.Field], message: d.Code });
  });

/** SPEC §6 code groups: the time codes of the employee's TidKodGrupp, by code. */
export const codesForGroup = (codes: readonly TidKod[], tidKodGrupp: string): TidKod[] =>
  codes.filter((c) => c.Grupper.includes(tidKodGrupp));

/**
 * Hours from typed start and end times on the row's date, less its break (shorthand allowed, an end
 * before the start crosses midnight, clock-change nights count their real hours), or null while
 * the times are incomplete. The same rule the server stores (entries.ts entryHours).
 */
export function typedHours(
  datum: string,
  start: string,
  end: string,
  rastMinuter: number | null,
): number | null {
  const a = parseTime(start);
  const b = parseTime(end);
  if (a === null || b === null || !isValidIsoDate(datum)) return null;
  return entryHours({ Datum: datum, StartTid: a, SlutTid: b, RastMinuter: rastMinuter ?? 0, Timmar: null });
}

const emptyRes = Object.fromEntries(RES_DIMS.map((n) => [resEnhetField(n), ''])) as Record<
  `ResEnhet${ResDim}`,
  string
>;

/** What a new row starts with besides the employee's defaults: their usual code and the day's schedule. */
export interface EntryStart {
  TidKod: string | null;
  /** The day's scheduled hours (0: none, or the day already has rows). */
  hours: number;
  /** The day's scheduled start, end and break, when the schedule has them. */
  times: ScheduledTimes | null;
}

/**
 * A new row on `datum`: brukare and result units 1..3 from the employee's defaults (PerStatus), and
 * from `start` the usual code and the day's scheduled times and break (or hours), so a normal day
 * needs no typing.
 */
export function newEntryValues(
  employee: Pick<EmployeeListEntry, 'AnstNr' | 'PerStatus'>,
  datum: string,
  start?: EntryStart,
): EntryFormValues {
  const s = employee.PerStatus;
  const times = start && start.hours > 0 ? start.times : null;
  return {
    AnstNr: employee.AnstNr,
    Datum: datum,
    TidKod: start?.TidKod ?? '',
    Timmar: start && start.hours > 0 && !times ? start.hours : null,
    StartTid: times?.StartTid ?? '',
    SlutTid: times?.SlutTid ?? '',
    RastMinuter: times?.RastMinuter ?? 0,
    Brukare: s.UseBrukare ? s.Brukare : '',
    ...emptyRes,
    ResEnhet1: s.UseResEnhet1 ? s.ResEnhet1 : '',
    ResEnhet2: s.UseResEnhet2 ? s.ResEnhet2 : '',
    ResEnhet3: s.UseResEnhet3 ? s.ResEnhet3 : '',
    Kommentar: '',
  };
}

/** The values of a stored row, for editing. Rows with start/end keep their hours from the times. */
export function entryValuesOf(row: TimeEntry): EntryFormValues {
  return {
    AnstNr: row.AnstNr,
    Datum: row.Datum,
    TidKod: row.TidKod,
    Timmar: row.Timmar,
    StartTid: row.StartTid,
    SlutTid: row.SlutTid,
    RastMinuter: row.RastMinuter,
    Brukare: row.Brukare,
    ResEnhet1: row.ResEnhet1,
    ResEnhet2: row.ResEnhet2,
    ResEnhet3: row.ResEnhet3,
    ResEnhet4: row.ResEnhet4,
    ResEnhet5: row.ResEnhet5,
    ResEnhet6: row.ResEnhet6,
    Kommentar: row.Kommentar,
  };
}

/** The form's fields a server error may name (Details[].Field). */
export const ENTRY_FIELDS = [
  'Datum',
  'TidKod',
  'Timmar',
  'StartTid',
  'SlutTid',
  'RastMinuter',
  'Brukare',
  ...RES_DIMS.map(resEnhetField),
  'Kommentar',
] as const;
