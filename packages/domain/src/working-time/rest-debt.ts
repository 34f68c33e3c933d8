// The rest debt of 13 § where an agreement averages the daily rest (law.ts rule 1, either reading
// of the 24 hours): a shorter rest the agreement allows is owed, paid by the part of later rests
// beyond the full one, oldest first, and breaks the rule once its day passes unpaid (ADR 0030).
import { addDays, stockholmInstant, stockholmWallTime } from '../dates';
import type { ArbetstidsRegler } from './agreements';
import { found, minuteOf, MINUTE_MS, type Found } from './spans';

export interface Debt {
  minuter: number;
  /** The minute by which it is made up: the end of its Senast day. */
  due: number;
  senast: string;
  /** What made it (the work period, or the dygn under DYGN): its minutes and its shifts. */
  from: number;
  to: number;
  pass: number[];
}

export const NO_DEBT_DAY = { senast: '', due: 0 };
/** The days of the debts found lately, by snittDagar and the minute each counts from. */
const debtDays = new Map<number, Map<number, { senast: string; due: number }>>();
const DEBT_DAYS_MAX = 4096;

/**
 * The day a rest debt counted from `start` is made up by (`days` after its Stockholm date), and the
 * minute that day ends: from the start of the work after the short rest (LOPANDE), or from the
 * dygn's last minute (DYGN). Kept: people of one plan start work at the same times, and a year of
 * 1,000 people's shifts (ADR 0030's time budget) makes many debts.
 */
export function debtDay(start: number, days: number): { senast: string; due: number } {
  let byStart = debtDays.get(days);
  if (!byStart) debtDays.set(days, (byStart = new Map()));
  let day = byStart.get(start);
  if (!day) {
    const senast = addDays(stockholmWallTime(new Date(start * MINUTE_MS)).Datum, days);
    day = { senast, due: minuteOf(stockholmInstant(senast, '24:00')) };
    if (byStart.size >= DEBT_DAYS_MAX) byStart.clear();
    byStart.set(start, day);
  }
  return day;
}

/** Pays the oldest debts first; a debt paid in full leaves the list. */
export function payDebts(debts: Debt[], surplus: number) {
  let left = surplus;
  for (const d of debts) {
    const paid = Math.min(d.minuter, Math.max(0, left));
    d.minuter -= paid;
    left -= paid;
  }
  while (debts.length > 0 && debts[0]!.minuter <= 0) debts.shift();
}

/** The debts whose day has passed unpaid by `now` break the rule (once each) and leave the list. */
export function overdue(debts: Debt[], now: number, r: Readonly<ArbetstidsRegler>, out: Found[]) {
  for (const d of debts) {
    if (d.minuter <= 0 || d.due > now) continue;
    out.push(
      found({
        Regel: 'DYGNSVILA',
        from: d.from,
        to: d.to,
        Minuter: r.dygnsvila - d.minuter,
        Krav: r.dygnsvila,
        Pass: d.pass,
        Vilskuld: { Minuter: d.minuter, Senast: d.senast },
      }),
    );
    d.minuter = 0;
  }
  for (let i = debts.length - 1; i >= 0; i--) if (debts[i]!.minuter <= 0) debts.splice(i, 1);
}
