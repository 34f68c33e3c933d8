// A stretch of one day's clock, as needs and shifts are entered (SPEC §5 "Shifts and staffing"):
// a shift cannot cross midnight, so a time range whose end is not after its start runs into the
// next day and is stored as two, the evening to 24:00 and the morning from 00:00. The law engine
// joins them again (working-time/law.ts), so the split costs the rules nothing.
import type { z } from 'zod';
import { addDays, stockholmInstant } from '../dates';
import { timeToMinutes } from '../validation/time';

export interface Dagsspann {
  Datum: string;
  StartTid: string;
  SlutTid: string;
}

/** Minutes of a day (24:00 ends it). */
export const DAY_MINUTES = 24 * 60;

/**
 * The range as stored: one part when it ends after it starts on the same day (24:00 included),
 * otherwise the evening part and the next morning's part. A range that starts at 00:00 or ends at
 * 00:00 on the next day is one part (00:00 as an end is 24:00).
 */
export function delaVidMidnatt<T extends Dagsspann>(range: T): T[] {
  const start = timeToMinutes(range.StartTid) ?? 0;
  const end = timeToMinutes(range.SlutTid) ?? 0;
  if (end > start) return [range];
  if (end === 0) return [{ ...range, SlutTid: '24:00' }];
  return [
    { ...range, SlutTid: '24:00' },
    { ...range, Datum: addDays(range.Datum, 1), StartTid: '00:00' },
  ];
}

/** The instants a stored part starts and ends at in Stockholm (real time across clock changes, DOMAIN §14). */
export function instantsOf(range: Dagsspann): { start: Date; end: Date } {
  return {
    start: stockholmInstant(range.Datum, range.StartTid),
    end: stockholmInstant(range.Datum, range.SlutTid),
  };
}

/** Whether two stored parts share any time (touching at an end is not sharing). */
export function overlaps(a: Dagsspann, b: Dagsspann): boolean {
  if (a.Datum !== b.Datum) return false;
  const as = timeToMinutes(a.StartTid) ?? 0;
  const ae = timeToMinutes(a.SlutTid) ?? 0;
  const bs = timeToMinutes(b.StartTid) ?? 0;
  const be = timeToMinutes(b.SlutTid) ?? 0;
  return as < be && bs < ae;
}

/** Wall-clock minutes of a stored part (the clock change is the engine's business, DOMAIN §14). */
export function spanMinutes(range: Dagsspann): number {
  return Math.max(0, (timeToMinutes(range.SlutTid) ?? 0) - (timeToMinutes(range.StartTid) ?? 0));
}

/** A start equal to the end spans nothing; 24:00 only ends a span (a need's or a shift's times). */
export function spanTimeRules(row: { StartTid: string; SlutTid: string }, ctx: z.RefinementCtx) {
  if (row.StartTid === '24:00')
    ctx.addIssue({ code: 'custom', path: ['StartTid'], message: 'validation.time.invalid' });
  else if (timeToMinutes(row.StartTid) === timeToMinutes(row.SlutTid))
    ctx.addIssue({ code: 'custom', path: ['SlutTid'], message: 'validation.staffing.emptyShift' });
}

/**
 * One stored day's span may not cross midnight (SPEC §5): a change of one ends after it starts, or
 * at 24:00. Only a new entry is split in two at midnight.
 */
export function withinOneDay(row: { StartTid: string; SlutTid: string }, ctx: z.RefinementCtx) {
  if (row.SlutTid !== '24:00' && (timeToMinutes(row.SlutTid) ?? 0) < (timeToMinutes(row.StartTid) ?? 0))
    ctx.addIssue({ code: 'custom', path: ['SlutTid'], message: 'validation.staffing.acrossMidnight' });
}
