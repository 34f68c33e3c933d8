import { describe, expect, it } from 'vitest';
import { tabsFit } from './view-tabs';

describe('tabsFit (view tabs become a select when they do not fit)', () => {
  it.each<[number, number, boolean]>([
    [300, 358, true],
    [358, 358, true],
    [358.6, 358, true], // sub-pixel widths round
    [420, 358, false],
    [0, 0, true],
  ])('%d px of tabs in %d px → %j', (needed, available, fits) => {
    expect(tabsFit(needed, available)).toBe(fits);
  });
});
