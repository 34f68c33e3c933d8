import { describe, expect, it } from 'vitest';
import { narrowWeekdayName } from './day-heads';

describe('narrowWeekdayName (the head of a narrow day column)', () => {
  it.each<[string, string]>([
    ['mån', 'mån'],
    ['tors', 'tor'],
    ['pon.', 'pon'],
    ['wt.', 'wt'],
    ['niedz.', 'nie'],
    ['jeu.', 'jeu'],
    ['Thu', 'Thu'],
  ])('%j → %j: at most three letters, no full stop', (name, expected) => {
    expect(narrowWeekdayName(name)).toBe(expected);
  });
});
