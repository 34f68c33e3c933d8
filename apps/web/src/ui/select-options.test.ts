import { describe, expect, it } from 'vitest';
import { LISTBOX_MAX_HEIGHT, showsSelectedCount, steppedValue, type SelectOption } from './select-options';

describe('showsSelectedCount (SPEC §2.5: a count with unit st above 3 selected)', () => {
  it.each([
    [0, false],
    [3, false],
    [4, true],
    [40, true],
  ])('%i selected → %s', (count, expected) => {
    expect(showsSelectedCount(count)).toBe(expected);
  });
});

describe('LISTBOX_MAX_HEIGHT (SPEC §9: scrolls above 5 items of 48 px)', () => {
  it('shows exactly five 48 px items and the list padding', () => {
    expect(LISTBOX_MAX_HEIGHT).toBe(5 * 48 + 16);
  });
});

describe('steppedValue (previous/next arrows)', () => {
  const options: SelectOption[] = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B', disabled: true },
    { value: 'c', label: 'C' },
    { value: 'd', label: 'D' },
  ];
  it.each<[string | null, -1 | 1, string | null]>([
    ['a', 1, 'c'], // skips the disabled one
    ['c', -1, 'a'],
    ['c', 1, 'd'],
    ['d', 1, null], // at the end
    ['a', -1, null], // at the start
    [null, 1, 'a'],
    [null, -1, 'd'],
    ['x', 1, 'a'], // an unknown value counts as none
  ])('%j step %i → %j', (current, step, expected) => {
    expect(steppedValue(options, current, step)).toBe(expected);
  });

  it('gives null for no options', () => {
    expect(steppedValue([], null, 1)).toBeNull();
  });
});
