// The copy dialog's values and the body they make (POST /bemanna/kopiera, SPEC §5 Shifts and
// staffing): a day of the days shown, or a week (Monday–Sunday, SPEC §9) of them, and where it lands.
import { addDays, mondayOf } from '@lonportal/domain/dates';
import type { Kopiera } from '@lonportal/domain/staffing/copy';

export type CopyKind = 'day' | 'week';

export interface CopyValues {
  /** The source: a day, or a week's Monday. */
  Kalla: string;
  /** The first day it lands on. */
  Till: string;
}

/** The sources offered: the days shown, or the Mondays of the weeks they reach into. */
export const copySources = (kind: CopyKind, days: readonly string[]): string[] =>
  kind === 'day' ? [...days] : [...new Set(days.map(mondayOf))];

/**
 * The dialog's first values: today's day or week when shown, else the first; it lands the next day
 * or week, or today's (next Monday for a week) when that is already past.
 */
export function copyDefaults(kind: CopyKind, days: readonly string[], today: string): CopyValues {
  const sources = copySources(kind, days);
  const own = kind === 'day' ? today : mondayOf(today);
  const Kalla = sources.includes(own) ? own : (sources[0] ?? own);
  const next = addDays(Kalla, kind === 'day' ? 1 : 7);
  const earliest = kind === 'day' ? today : addDays(mondayOf(today), 7);
  return { Kalla, Till: next < today ? earliest : next };
}

/** The call's body from the dialog's values. */
export const copyBody = (kind: CopyKind, v: CopyValues, Avdelning: string): Kopiera => ({
  From: v.Kalla,
  To: kind === 'day' ? v.Kalla : addDays(v.Kalla, 6),
  Till: v.Till,
  Avdelning,
});
