import { describe, expect, it } from 'vitest';
import { copyBody, copyDefaults, copySources } from './copy-form';

const WEEK = [
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
  '2026-12-10',
  '2026-12-11',
  '2026-12-12',
  '2026-12-13',
];

describe('the copy dialog (SPEC §5 Shifts and staffing)', () => {
  it('offers the days shown, or the Mondays of the weeks they reach into', () => {
    expect(copySources('day', WEEK)).toEqual(WEEK);
    expect(copySources('week', WEEK)).toEqual(['2026-12-07']);
    expect(copySources('week', ['2026-11-30', '2026-12-01', '2026-12-07'])).toEqual([
      '2026-11-30',
      '2026-12-07',
    ]);
  });
  it('starts on today’s day or week when shown, landing the next day or week', () => {
    expect(copyDefaults('day', WEEK, '2026-12-09')).toEqual({ Kalla: '2026-12-09', Till: '2026-12-10' });
    expect(copyDefaults('week', WEEK, '2026-12-09')).toEqual({ Kalla: '2026-12-07', Till: '2026-12-14' });
  });
  it('never suggests a target in the past', () => {
    expect(copyDefaults('day', WEEK, '2026-12-20')).toEqual({ Kalla: '2026-12-07', Till: '2026-12-20' });
    expect(copyDefaults('week', WEEK, '2026-12-20')).toEqual({ Kalla: '2026-12-07', Till: '2026-12-21' });
  });
  it('sends a day as one day and a week as Monday to Sunday', () => {
    const v = { Kalla: '2026-12-07', Till: '2026-12-14' };
    expect(copyBody('day', v, '')).toEqual({
      From: '2026-12-07',
      To: '2026-12-07',
      Till: '2026-12-14',
      Avdelning: '',
    });
    expect(copyBody('week', v, 'EKO')).toEqual({
      From: '2026-12-07',
      To: '2026-12-13',
      Till: '2026-12-14',
      Avdelning: 'EKO',
    });
  });
});
