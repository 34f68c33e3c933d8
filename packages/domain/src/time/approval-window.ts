// What an approval or an attest takes (SPEC §4 Attest status, ADR 0007): what has happened. Rows
// dated after today (Stockholm's date of the app's clock) are not approved or attested with their
// period; they stay where they are until their day, and the period's other rows move. The one
// exception is planned absence (IN_ADVANCE_KINDS), which the user may name and confirm: then its
// days after today move too, and the answer names them. Work is never approved before it is done.
// The transfer to payroll follows the same rule (payroll/transfer-window.ts): nothing dated after
// today leaves unless it passed an approval or attest as this named exception.
import { z } from 'zod';
import { addDays, type Period } from '../dates';
import { StatusActionResultSchema, StatusActionSchema } from './entries';

/**
 * The kinds of time code (tid_koder.typ) whose rows may be approved before their day, as planned
 * absence: vacation (Semesterlagen: the employer lays it out in advance), compensatory leave and
 * leave of absence (tjänstledighet, parental leave). Sickness and VAB cannot be known in advance,
 * and work hours are approved when they are worked.
 */
export const IN_ADVANCE_KINDS = ['SEMESTER', 'KOMP', 'FRANVARO'] as const;

/** Whether rows of a time code of kind `typ` may be approved, attested and transferred before their day. */
export const mayGoInAdvance = (typ: string): boolean => (IN_ADVANCE_KINDS as readonly string[]).includes(typ);

/**
 * A period split at today: the part an approval takes (its days up to today, null when the period
 * has not begun) and the part that waits for its days (after today, null when the period is over).
 */
export function splitAtToday(period: Period, today: string): { done: Period | null; ahead: Period | null } {
  const done = period.From <= today ? { From: period.From, To: period.To < today ? period.To : today } : null;
  const next = addDays(today, 1);
  const ahead = period.To >= next ? { From: period.From > next ? period.From : next, To: period.To } : null;
  return { done, ahead };
}

/**
 * The days after today an exception may take, per employee: runs of days whose rows are all of a
 * kind that may go in advance, not crossing a day with another row (that day waits, and so does
 * everything planned on it). `rows` are one employee's rows after today that the action would move.
 */
export function inAdvanceRuns(rows: readonly { datum: string; inAdvance: boolean }[]): Period[] {
  const days = new Map<string, boolean>();
  for (const r of rows) days.set(r.datum, (days.get(r.datum) ?? true) && r.inAdvance);
  const runs: Period[] = [];
  let run: Period | null = null;
  for (const [datum, ok] of [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!ok) run = null;
    else if (run) run.To = datum;
    else runs.push((run = { From: datum, To: datum }));
  }
  return runs;
}

/** Rows on one day: a day named in an answer. */
export const DayCountSchema = z.object({ Datum: z.string(), Antal: z.int().min(0) });
export type DayCount = z.infer<typeof DayCountSchema>;

/** Rows of the same day summed, by date. */
export function byDay(rows: readonly { datum: string }[]): DayCount[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.datum, (counts.get(r.datum) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([Datum, Antal]) => ({ Datum, Antal }));
}

/** Days named in an answer as runs of consecutive dates, with their rows: 14–18 December, 5 rows. */
export function dayRuns(days: readonly DayCount[]): (Period & { Antal: number })[] {
  const runs: (Period & { Antal: number })[] = [];
  for (const d of [...days].sort((a, b) => (a.Datum < b.Datum ? -1 : a.Datum > b.Datum ? 1 : 0))) {
    const last = runs.at(-1);
    if (last && addDays(last.To, 1) === d.Datum) {
      last.To = d.Datum;
      last.Antal += d.Antal;
    } else runs.push({ From: d.Datum, To: d.Datum, Antal: d.Antal });
  }
  return runs;
}

/**
 * POST /godkann, /attest and their /ersattningar twins: the action, and the two choices the
 * confirmation gives. IForvag: the planned absence after today (IN_ADVANCE_KINDS) goes too, named
 * in the answer. Forhandsvisning: nothing is changed, the answer says what the action would do.
 */
export const StatusRequestSchema = z.intersection(
  StatusActionSchema,
  z.object({
    IForvag: z.boolean().default(false),
    Forhandsvisning: z.boolean().default(false),
  }),
);
export type StatusRequest = z.input<typeof StatusRequestSchema>;

/** What a status action did (or, previewed, would do): rows, people, and every day after today named. */
export const StatusAnswerSchema = StatusActionResultSchema.extend({
  /** The employees whose rows moved. */
  Anstallda: z.int().min(0),
  /** The day the action took rows up to: today (Stockholm). */
  Idag: z.string(),
  /** Rows after today that moved (planned absence the request named), by day. */
  Framtida: z.array(DayCountSchema),
  /** Rows after today the action left for their day, by day. */
  Vantar: z.array(DayCountSchema),
  /** Of those, the planned absence IForvag would take, by day (empty when it was asked for). */
  KanIForvag: z.array(DayCountSchema),
  Forhandsvisning: z.boolean(),
});
export type StatusAnswer = z.infer<typeof StatusAnswerSchema>;
