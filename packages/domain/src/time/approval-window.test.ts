import { describe, expect, it } from 'vitest';
import { byDay, dayRuns, inAdvanceRuns, mayGoInAdvance, splitAtToday } from './approval-window';

// What an approval takes (SPEC §4, ADR 0007): the days up to today, and after today only planned
// absence named as an exception, never work.
describe('the approval window', () => {
  it('splits a period at today', () => {
    const dec = { From: '2026-12-01', To: '2026-12-31' };
    expect(splitAtToday(dec, '2026-12-06')).toEqual({
      done: { From: '2026-12-01', To: '2026-12-06' },
      ahead: { From: '2026-12-07', To: '2026-12-31' },
    });
    expect(splitAtToday(dec, '2027-01-02')).toEqual({ done: dec, ahead: null });
    expect(splitAtToday(dec, '2026-11-30')).toEqual({ done: null, ahead: dec });
    expect(splitAtToday(dec, '2026-12-31')).toEqual({ done: dec, ahead: null });
  });

  it('lets planned absence go in advance, never work, sickness or VAB', () => {
    expect(['SEMESTER', 'KOMP', 'FRANVARO'].every(mayGoInAdvance)).toBe(true);
    expect(
      ['NORMAL', 'OVERTID', 'MERTID', 'OB', 'JOUR', 'BEREDSKAP', 'SJUK', 'VAB'].some(mayGoInAdvance),
    ).toBe(false);
  });

  it('takes runs of planned absence, not crossing a day with work', () => {
    const rows = [
      { datum: '2026-12-14', inAdvance: true },
      { datum: '2026-12-15', inAdvance: true },
      { datum: '2026-12-16', inAdvance: true },
      { datum: '2026-12-16', inAdvance: false },
      { datum: '2026-12-18', inAdvance: true },
    ];
    expect(inAdvanceRuns(rows)).toEqual([
      { From: '2026-12-14', To: '2026-12-15' },
      { From: '2026-12-18', To: '2026-12-18' },
    ]);
  });

  it('names days by date and in runs of consecutive days', () => {
    const days = byDay([
      { datum: '2026-12-15' },
      { datum: '2026-12-14' },
      { datum: '2026-12-14' },
      { datum: '2026-12-18' },
    ]);
    expect(days).toEqual([
      { Datum: '2026-12-14', Antal: 2 },
      { Datum: '2026-12-15', Antal: 1 },
      { Datum: '2026-12-18', Antal: 1 },
    ]);
    expect(dayRuns(days)).toEqual([
      { From: '2026-12-14', To: '2026-12-15', Antal: 3 },
      { From: '2026-12-18', To: '2026-12-18', Antal: 1 },
    ]);
  });
});
