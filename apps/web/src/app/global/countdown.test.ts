import { describe, expect, it } from 'vitest';
import { canExtend, extend, percentLeft, ringColour, secondsLeft, startCountdown } from './countdown';

describe('the new-version countdown (SPEC §4, §9)', () => {
  it('lasts 3 minutes', () => {
    const c = startCountdown(0);
    expect(secondsLeft(c, 0)).toBe(180);
    expect(secondsLeft(c, 500)).toBe(180);
    expect(secondsLeft(c, 179_001)).toBe(1);
    expect(secondsLeft(c, 180_000)).toBe(0);
    expect(secondsLeft(c, 200_000)).toBe(0);
  });

  it('adds a minute at most three times', () => {
    let c = startCountdown(0);
    for (let i = 0; i < 5; i++) c = extend(c);
    expect(c.extensions).toBe(3);
    expect(canExtend(c)).toBe(false);
    expect(secondsLeft(c, 0)).toBe(360);
    expect(percentLeft(c, 180_000)).toBe(50);
  });

  it.each([
    [180, 'primary'],
    [61, 'primary'],
    [60, 'secondary'],
    [31, 'secondary'],
    [30, 'error'],
    [0, 'error'],
  ] as const)('is %i s coloured %s', (seconds, colour) => {
    expect(ringColour(seconds)).toBe(colour);
  });
});
