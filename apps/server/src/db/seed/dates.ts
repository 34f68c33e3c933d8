// Date helpers of the seed only; the calendar arithmetic is the domain's (@lonportal/domain/dates).
import { addDays, daysBetween } from '@lonportal/domain/dates';
import type { Rng } from './random';

/** A uniformly drawn day in [from, to]; `from` when the range is empty. */
export function randomDay(rng: Rng, from: string, to: string): string {
  const span = daysBetween(from, to);
  return span <= 0 ? from : addDays(from, rng.int(0, span));
}

/** The later of two YYYY-MM-DD dates. */
export const laterOf = (a: string, b: string): string => (a > b ? a : b);
