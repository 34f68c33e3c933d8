// Date helpers for the seed, all in UTC so the output does not depend on the machine's time zone.
import type { Rng } from './random';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a Date (UTC). SPEC §3 Formats: dates are sent as YYYY-MM-DD. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

const dayMs = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** `iso` moved by `days` days. */
export const addDays = (iso: string, days: number): string => isoDay(new Date(dayMs(iso) + days * DAY_MS));

/** A uniformly drawn day in [from, to]; `from` when the range is empty. */
export function randomDay(rng: Rng, from: string, to: string): string {
  const span = Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
  return span <= 0 ? from : addDays(from, rng.int(0, span));
}

/** The first day of the month of `iso`. */
export const firstOfMonth = (iso: string): string => `${iso.slice(0, 7)}-01`;

/** The later of two YYYY-MM-DD dates. */
export const laterOf = (a: string, b: string): string => (a > b ? a : b);
