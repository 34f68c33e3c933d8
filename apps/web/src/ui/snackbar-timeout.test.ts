import { describe, expect, it } from 'vitest';
import { snackbarTimeout } from './snackbar-timeout';

const text = (n: number) => 'x'.repeat(n);

describe('snackbarTimeout (SPEC §8: 10 s, 20 s for texts over 100 characters when ≤ 10 s)', () => {
  it.each<[number, number | undefined, number]>([
    [10, undefined, 10_000],
    [100, undefined, 10_000],
    [101, undefined, 20_000],
    [101, 10_000, 20_000],
    [101, 5_000, 20_000],
    [101, 15_000, 15_000], // a longer time-out is kept
    [50, 15_000, 15_000],
    [50, 3_000, 3_000],
  ])('%i characters, time-out %j → %i ms', (length, timeout, expected) => {
    expect(snackbarTimeout(text(length), timeout)).toBe(expected);
  });
});
