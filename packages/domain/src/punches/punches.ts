/**
 * Stämplingar (punch clock, SPEC §2.1 /stamplingar): the documented rule.
 *
 * A punch is a punch-in (In) with an optional punch-out (Ut) and breaks (Rast, whole minutes; an
 * open break adds the minutes since it started when it ends or when the punch closes). All wall
 * times are Europe/Stockholm (CET/CEST), whatever the server's or browser's own zone is.
 *
 * 1. Day. A punch belongs to the local date of its punch-in (Datum), also when it ends after
 *    midnight: a night shift is one punch and one time entry on the day it started.
 * 2. Time entry. A closed punch becomes one time entry (Kalla STAMPLING):
 *    - Timmar = Ut − In − breaks, rounded to the minute by taking In and Ut to the whole minute
 *      (seconds dropped, so hours, StartTid and SlutTid agree), in hours with 2 decimals. Real
 *      elapsed time: a night with the clocks put back counts the extra hour, spring forward one less.
 *    - StartTid / SlutTid = the local wall-clock minute of In and Ut (SlutTid before StartTid means
 *      it ended after midnight).
 *    - A punch with no worked minute (In and Ut within one minute, or breaks as long as the punch)
 *      makes no time entry: a 0,00 h row is nothing to pay and reached the payroll file as one. The
 *      punch itself stays, without a row.
 *    - TidKod = the employee's first NORMAL-type time code (by code) in their TidKodGrupp (ARB in
 *      the demo); Brukare and ResEnhet1..3 = the employee's own from PerStatus where set to be used.
 *    A correction of the punch rewrites its time entry while that entry may still be changed
 *    (status.ts mayEdit); afterwards the punch cannot be corrected or deleted either.
 * 3. Schedule of a day. Its start is the ArbSchema's StartTid on that date (the schedule in effect
 *    by PerSchema), its end = start + the day's scheduled hours (schedule.ts expandSchedule: 0 on
 *    holidays and the three eves). A day with 0 scheduled hours has no schedule.
 * 4. Deviation. Avvikelse.In = In − scheduled start, Avvikelse.Ut = Ut − scheduled end, in whole
 *    minutes of the wall clock (seconds dropped as in rule 2; positive = later, negative =
 *    earlier), null without a schedule (or without Ut). The
 *    punch is flagged when either is more than PortalInfo.AvvikandeStamplingMinuter away.
 * 5. Forgotten punch-out (Glömd). A punch still open when its day's scheduled end plus
 *    AvvikandeStamplingMinuter has passed; on a day without a schedule, once it is still open on a
 *    later date. (Where the schedule ends after midnight, that end counts, not the date change.)
 *    A punch begun at or after its day's scheduled end (extra time in the evening) has no scheduled
 *    end of its own: it counts as on a day without a schedule.
 *    A forgotten punch can be closed at its day's scheduled end ("Stäng enligt schema"); the reason
 *    recorded is PUNCH_REASON_FROM_SCHEDULE.
 * 6. Corrections need a reason (Orsak). Ut must be after In and at most 24 h later, neither in the
 *    future, breaks no longer than the punch. A punch may be open for at most 24 h: after that it
 *    is closed from the schedule or corrected, not punched out.
 * 7. Locks (PortalInfo): LockStamplingEdit stops employees (PER) from correcting punches and
 *    LockStamplingDelete from deleting them; closing a forgotten punch from the schedule stays open
 *    to them, since it takes its time from the schedule, not from the employee.
 * 8. Working-time law (working-time.ts). Each punch is a work period (its breaks are minutes
 *    without a place; a break going on starts at RastStart) and carries the ATL 13 § and 15 §
 *    warnings of the employee's punches up to it (AtlVarningar), so the period's first punch is
 *    checked against the punches before the period too.
 * 9. A press sent later (ADR 0018). The clock in the installed app queues a press made offline and
 *    sends it when the connection returns, with the time it was made on the device (Tid) and a key
 *    of its own (Nyckel). The punch takes that time: at most PUNCH_CLOCK_SKEW_MS ahead of the
 *    server's clock (then the server's) and at most PUNCH_SENT_LATER_MAX_DAYS old, and never before
 *    the punch's last press (its punch-in, or the break going on). The same key from the same user
 *    again answers the punch the first press made and changes nothing.
 */
import { z } from 'zod';
import { punchDeleteLocked, punchEditLocked } from '../access/capabilities';
import { stockholmInstant, stockholmWallTime } from '../dates';
import type { ErrorDetail } from '../errors/codes';
import type { PortalInfo } from '../portal-info';
import type { Roll } from '../roles';
import { zRequiredString, zVersion } from '../validation/zod';
import { AtlVarningSchema, type WorkPeriod } from '../working-time/index';
import { resEnhetValues, timeEntryValues, type TimeEntryValues } from '../time';
import { periodOn, scheduleExpander, type DayOff, type PerSchemaPeriod, type WorkSchedule } from '../time';

/** Longest a punch may last (and stay open). */
export const PUNCH_MAX_MINUTES = 24 * 60;
/** The reason recorded when a forgotten punch is closed from the schedule (an i18n key). */
export const PUNCH_REASON_FROM_SCHEDULE = 'punches.reason.closedFromSchedule';
export const ORSAK_MAX = 200;

const MINUTE_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// The rule

/** A punch as the rule reads it. */
export interface PunchTimes {
  /** The punch's day (rule 1). */
  datum: string;
  inAt: Date;
  outAt: Date | null;
  /** The start of the break going on, if any. */
  rastStart: Date | null;
  /** Minutes of the breaks already ended. */
  rastMinuter: number;
}

/** A day's schedule as instants (rule 3). */
export interface ScheduledDay {
  start: Date;
  end: Date;
}

/** A work schedule with the time its days start (SPEC §7 /arbschemalist). */
export type TimedWorkSchedule = WorkSchedule & { StartTid: string };

/** The schedule of one date from its scheduled hours and the schedule's start time; null on a day off. */
export function scheduledDay(datum: string, hours: number, startTid: string): ScheduledDay | null {
  if (!(hours > 0)) return null;
  const start = stockholmInstant(datum, startTid);
  return { start, end: new Date(start.getTime() + Math.round(hours * 60) * MINUTE_MS) };
}

/** A dated schedule day from the payroll program: its hours and, when it gave them, its start. */
export interface DatedScheduleDay {
  Timmar: number;
  StartTid: string | null;
}

/**
 * Rule 3 for every date from `from` to `to`: the day's schedule, or null where there is none. A
 * dated day (the payroll program's schedule) is the day's schedule, starting at its own time.
 */
export function scheduledDays(
  from: string,
  to: string,
  periods: readonly PerSchemaPeriod[],
  schedules: readonly TimedWorkSchedule[],
  daysOff: readonly DayOff[],
  dated: ReadonlyMap<string, DatedScheduleDay> = new Map(),
): Map<string, ScheduledDay | null> {
  const byCode = new Map(schedules.map((s) => [s.ArbSchema, s]));
  const hoursOf = new Map([...dated].map(([d, day]) => [d, day.Timmar]));
  const out = new Map<string, ScheduledDay | null>();
  for (const [datum, hours] of scheduleExpander(from, to, schedules, daysOff)(periods, hoursOf)) {
    const startTid =
      dated.get(datum)?.StartTid ?? byCode.get(periodOn(periods, datum)?.ArbSchema ?? '')?.StartTid;
    out.set(datum, startTid ? scheduledDay(datum, hours, startTid) : null);
  }
  return out;
}

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / MINUTE_MS);

/** Break minutes at `now`: the ended breaks plus the one going on. */
export function breakMinutes(p: Pick<PunchTimes, 'rastStart' | 'rastMinuter'>, now: Date): number {
  return p.rastMinuter + (p.rastStart ? Math.max(0, minutesBetween(p.rastStart, now)) : 0);
}

const wholeMinute = (d: Date) => Math.floor(d.getTime() / MINUTE_MS);

/** Rule 2: worked minutes of a closed punch, Ut − In − breaks with In and Ut to the whole minute. */
export function workedMinutes(inAt: Date, outAt: Date, rastMinuter: number): number {
  return Math.max(0, wholeMinute(outAt) - wholeMinute(inAt) - rastMinuter);
}

/** Rule 2: worked hours with 2 decimals. */
export const workedHours = (inAt: Date, outAt: Date, rastMinuter: number): number =>
  Math.round((workedMinutes(inAt, outAt, rastMinuter) / 60) * 100) / 100;

/** What the time entry of a punch takes from the employee (rule 2). */
export interface PunchEntryDefaults {
  TidKod: string;
  Brukare: string;
  /** ResEnhet1..3 of PerStatus ('' where not used). */
  ResEnhet: readonly string[];
}

/** Rule 2: the time entry a closed punch becomes, or null when it has no worked minute. */
export function punchTimeEntry(
  p: { AnstNr: string; inAt: Date; outAt: Date; rastMinuter: number },
  d: PunchEntryDefaults,
): TimeEntryValues | null {
  if (workedMinutes(p.inAt, p.outAt, p.rastMinuter) === 0) return null;
  const start = stockholmWallTime(p.inAt);
  const end = stockholmWallTime(p.outAt);
  return timeEntryValues({
    AnstNr: p.AnstNr,
    Datum: start.Datum,
    TidKod: d.TidKod,
    Timmar: workedHours(p.inAt, p.outAt, p.rastMinuter),
    StartTid: start.Tid,
    SlutTid: end.Tid,
    RastMinuter: p.rastMinuter,
    Brukare: d.Brukare,
    // Generated rows carry the employee's own units of the first three dimensions only.
    ...resEnhetValues(d.ResEnhet.slice(0, 3)),
  });
}

/** Rule 2: the first NORMAL-type code (by code) of the employee's TidKodGrupp, or null. */
export function punchTidKod(
  codes: readonly { TidKod: string; Typ: string; Grupper: readonly string[] }[],
  tidKodGrupp: string,
): string | null {
  const normal = codes
    .filter((c) => c.Typ === 'NORMAL' && c.Grupper.includes(tidKodGrupp))
    .map((c) => c.TidKod)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return normal[0] ?? null;
}

export interface PunchDeviation {
  In: number | null;
  Ut: number | null;
  Flaggad: boolean;
}

/** Rule 4: the punch against its day's schedule. */
export function punchDeviation(
  p: Pick<PunchTimes, 'inAt' | 'outAt'>,
  day: ScheduledDay | null,
  marginMinutes: number,
): PunchDeviation {
  if (!day) return { In: null, Ut: null, Flaggad: false };
  // In and Ut to the whole minute, as in rule 2.
  const dIn = wholeMinute(p.inAt) - wholeMinute(day.start);
  const dUt = p.outAt ? wholeMinute(p.outAt) - wholeMinute(day.end) : null;
  const over = (m: number | null) => m !== null && Math.abs(m) > marginMinutes;
  return { In: dIn, Ut: dUt, Flaggad: over(dIn) || over(dUt) };
}

/**
 * Rule 5: whether a punch begun at `inAt` belongs to its day's schedule, ending at `scheduledEnd`:
 * begun before that end. Only such a punch is forgotten at that end and may be closed there.
 */
export const endsWithSchedule = (inAt: Date, scheduledEnd: Date | null): scheduledEnd is Date =>
  scheduledEnd !== null && inAt.getTime() < scheduledEnd.getTime();

/** Rule 5: whether an open punch's punch-out was forgotten. */
export function isForgottenPunch(
  p: Pick<PunchTimes, 'datum' | 'inAt' | 'outAt'>,
  day: ScheduledDay | null,
  now: Date,
  marginMinutes: number,
): boolean {
  if (p.outAt) return false;
  if (day && endsWithSchedule(p.inAt, day.end))
    return now.getTime() > day.end.getTime() + marginMinutes * MINUTE_MS;
  return stockholmWallTime(now).Datum > p.datum;
}

/** Rule 8: a punch as a work period of the working-time law. */
export const punchWorkPeriod = (
  p: Pick<PunchTimes, 'inAt' | 'outAt' | 'rastStart' | 'rastMinuter'>,
): WorkPeriod => ({ start: p.inAt, end: p.outAt, breakMinutes: p.rastMinuter, breakSince: p.rastStart });

/** Rule 6: whether a punch has been open too long to be punched out (it is closed or corrected instead). */
export const openTooLong = (inAt: Date, now: Date): boolean => minutesBetween(inAt, now) > PUNCH_MAX_MINUTES;

/** Rule 9: how far ahead of the server's clock a device's Tid may be (its clock drifts). */
export const PUNCH_CLOCK_SKEW_MS = 2 * MINUTE_MS;
/** Rule 9: the oldest press that may be sent later, in days. */
export const PUNCH_SENT_LATER_MAX_DAYS = 7;

/**
 * Rule 9: the time a press takes: the server's `now` without Tid; with it, Tid (a little ahead
 * of `now` counts as `now`), or the field problem when it is too far ahead or too old.
 */
export function punchTime(tid: string | undefined, now: Date): { at: Date } | { error: ErrorDetail } {
  if (tid === undefined) return { at: now };
  const at = new Date(tid);
  if (at.getTime() > now.getTime() + PUNCH_CLOCK_SKEW_MS)
    return { error: { Field: 'Tid', Code: 'validation.punch.inFuture' } };
  if (at.getTime() < now.getTime() - PUNCH_SENT_LATER_MAX_DAYS * 24 * 60 * MINUTE_MS)
    return { error: { Field: 'Tid', Code: 'validation.punch.tooOld' } };
  return { at: at.getTime() > now.getTime() ? now : at };
}

/**
 * Rule 9: a press at `at` on the open punch that came before it (a break or punch-out before the
 * punch-in, or an end of a break before its start): the field problem, or null.
 */
export function punchOrderError(open: Pick<PunchTimes, 'inAt' | 'rastStart'>, at: Date): ErrorDetail | null {
  const last = open.rastStart ?? open.inAt;
  return at.getTime() < last.getTime() ? { Field: 'Tid', Code: 'validation.punch.beforeLast' } : null;
}

/** Rule 6: field problems of corrected times (i18n keys as the API sends them). */
export function punchCorrectionErrors(
  v: { In: Date; Ut: Date | null; RastMinuter: number },
  now: Date,
): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  if (v.In.getTime() > now.getTime()) out.push({ Field: 'In', Code: 'validation.punch.inFuture' });
  const span = v.Ut ? minutesBetween(v.In, v.Ut) : minutesBetween(v.In, now);
  if (v.Ut) {
    if (v.Ut.getTime() > now.getTime()) out.push({ Field: 'Ut', Code: 'validation.punch.inFuture' });
    else if (v.Ut.getTime() <= v.In.getTime())
      out.push({ Field: 'Ut', Code: 'validation.punch.outBeforeIn' });
    else if (span > PUNCH_MAX_MINUTES) out.push({ Field: 'Ut', Code: 'validation.punch.tooLong' });
  }
  if (v.RastMinuter > Math.max(0, span))
    out.push({ Field: 'RastMinuter', Code: 'validation.punch.breakTooLong' });
  return out;
}

/**
 * Rule 7 and rule 2's last sentence: why the caller may not correct or delete a punch (an i18n
 * key), '' where they may. `entryLock` is why its time entry may not change ('' when it may, or
 * when the punch has none).
 */
export function punchLocks(
  roll: Roll,
  portal: Pick<PortalInfo, 'LockStamplingEdit' | 'LockStamplingDelete'>,
  entryLock: string,
): { AndraLast: string; TaBortLast: string } {
  return {
    AndraLast: punchEditLocked({ Roll: roll }, portal) ? 'errors.punchEditLocked' : entryLock,
    TaBortLast: punchDeleteLocked({ Roll: roll }, portal) ? 'errors.punchDeleteLocked' : entryLock,
  };
}

// ---------------------------------------------------------------------------------------------
// Wire (GET/POST/PUT/DELETE /api/stamplingar)

const zInstant = () => z.iso.datetime({ offset: true, error: 'validation.time.invalid' });

/** One punch as the API sends it; times are ISO timestamps, minutes are whole minutes. */
export const StamplingSchema = z.object({
  Id: z.uuid(),
  AnstNr: z.string(),
  Datum: z.string(),
  In: z.string(),
  Ut: z.string().nullable(),
  /** A break is going on (since RastStart). */
  RastPagar: z.boolean(),
  RastStart: z.string().nullable(),
  RastMinuter: z.number().int(),
  /** Worked hours by rule 2 (null while open). */
  Timmar: z.number().nullable(),
  /** The correction's reason ('' as stamped); PUNCH_REASON_FROM_SCHEDULE when closed from the schedule. */
  Orsak: z.string(),
  Korrigerad: z.boolean(),
  Avvikelse: z.object({
    In: z.number().int().nullable(),
    Ut: z.number().int().nullable(),
    Flaggad: z.boolean(),
  }),
  /** Rule 5: the punch-out was forgotten. */
  Glomd: z.boolean(),
  /** Rule 8: the working-time-law warnings (ATL 13 § rest, ATL 15 § work in a row). */
  AtlVarningar: z.array(AtlVarningSchema),
  SchemaStart: z.string().nullable(),
  SchemaSlut: z.string().nullable(),
  TidradId: z.uuid().nullable(),
  /** Why the caller may not correct / delete it (i18n key), '' when they may. */
  AndraLast: z.string(),
  TaBortLast: z.string(),
  Version: z.number().int(),
});
export type Stampling = z.infer<typeof StamplingSchema>;
export const StamplingListSchema = z.array(StamplingSchema);

export const PUNCH_ACTIONS = ['in', 'ut', 'rastStart', 'rastSlut'] as const;
export type PunchAction = (typeof PUNCH_ACTIONS)[number];

/**
 * POST /stamplingar: punch in or out, start or end a break; AnstNr defaults to the caller's own.
 * Rule 9: Nyckel makes the press idempotent, and a press sent later (offline) names its Tid.
 */
export const PunchActionSchema = z
  .object({
    Action: z.enum(PUNCH_ACTIONS, { error: 'validation.invalid' }),
    AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20).optional(),
    /** A key the client made for this one press (a UUID): sent again, the first punch answers. */
    Nyckel: z.uuid({ error: 'validation.invalid' }).optional(),
    /** When the press was made on the device, for a press sent later; the server's clock when absent. */
    Tid: zInstant().optional(),
  })
  .refine((v) => v.Tid === undefined || v.Nyckel !== undefined, {
    // A press sent later without a key could be taken twice.
    path: ['Nyckel'],
    error: 'validation.required',
  });
export type PunchRequest = z.input<typeof PunchActionSchema>;

/** PUT /stamplingar/{Id}: corrected times, always with a reason. Ut null keeps an open punch open. */
export const PunchCorrectionSchema = z.object({
  In: zInstant(),
  Ut: zInstant().nullable(),
  RastMinuter: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(0)
    .max(PUNCH_MAX_MINUTES),
  Orsak: zRequiredString(ORSAK_MAX),
  Version: zVersion(),
});
export type PunchCorrection = z.input<typeof PunchCorrectionSchema>;

/** POST /stamplingar/{Id}/stangfranschema. */
export const PunchVersionSchema = z.object({ Version: zVersion() });

/** GET /stamplingar/oppen: the caller's open punch, if any, and the server's clock. */
export const OpenPunchSchema = z.object({ Stampling: StamplingSchema.nullable(), Nu: z.string() });
export type OpenPunch = z.infer<typeof OpenPunchSchema>;
