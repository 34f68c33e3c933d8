import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '../dates';
import {
  awaitsApproval,
  awaitsAttest,
  isWorkingDay,
  nextOccurrence,
  occurrencesBetween,
  periodOf,
  ReminderInputSchema,
  ReminderScheduleSchema,
  scheduleDaysOfMonth,
} from './reminders';

const schedule = (s: Record<string, unknown>) => ReminderScheduleSchema.parse({ Tid: '09:00', ...s });
const wall = (d: Date) => {
  const w = stockholmWallTime(d);
  return `${w.Datum} ${w.Tid}`;
};

describe('reminder schedules', () => {
  it('knows working days: weekends, public holidays and the eves are not', () => {
    expect(isWorkingDay('2026-12-23')).toBe(true);
    expect(isWorkingDay('2026-12-24')).toBe(false); // julafton
    expect(isWorkingDay('2026-06-19')).toBe(false); // midsommarafton
    expect(isWorkingDay('2026-05-01')).toBe(false);
    expect(isWorkingDay('2026-11-28')).toBe(false); // a Saturday
  });

  it.each([
    // The 25th and the last working day; a 25th on a weekend or holiday moves back.
    [{ Dagar: [25], SistaArbetsdagen: true }, '2026-11-01', ['2026-11-25', '2026-11-30']],
    [{ Dagar: [25], SistaArbetsdagen: true }, '2026-12-01', ['2026-12-23', '2026-12-30']],
    [{ Dagar: [25] }, '2026-10-01', ['2026-10-23']], // Sunday 25 October → Friday 23rd
    [{ Dagar: [25], FlyttaTillArbetsdag: false }, '2026-10-01', ['2026-10-25']],
    [{ Dagar: [31] }, '2027-02-01', ['2027-02-26']], // the 28th is a Sunday
    [{ Dagar: [1] }, '2026-11-01', []], // Sunday 1 November moves into October: not November's …
    [{ Dagar: [1] }, '2026-10-01', ['2026-10-01', '2026-10-30']], // … but October's, with its own 1st
    // 1 January 2027 is a holiday and 31 December an eve: January's 1st runs on 30 December.
    [{ Dagar: [1] }, '2026-12-01', ['2026-12-01', '2026-12-30']],
    [{ SistaArbetsdagen: true }, '2027-04-01', ['2027-04-30']],
  ])('%j in the month of %s runs on %j', (s, month, days) => {
    expect(scheduleDaysOfMonth(schedule(s), month)).toEqual(days);
  });

  it('runs at its time in Swedish time, summer and winter', () => {
    const s = schedule({ Dagar: [10], FlyttaTillArbetsdag: false });
    expect(nextOccurrence(s, new Date('2026-07-01T00:00:00Z'))!.toISOString()).toBe(
      '2026-07-10T07:00:00.000Z',
    );
    expect(nextOccurrence(s, new Date('2026-12-01T00:00:00Z'))!.toISOString()).toBe(
      '2026-12-10T08:00:00.000Z',
    );
    // Past this month's run, the next is next month's.
    expect(wall(nextOccurrence(s, new Date('2026-12-10T08:00:00Z'))!)).toBe('2027-01-10 09:00');
  });

  it('finds the runs due since the last check, also across a month end', () => {
    const s = schedule({ Dagar: [25], SistaArbetsdagen: true, Tid: '16:30' });
    const due = occurrencesBetween(s, new Date('2026-11-29T00:00:00Z'), new Date('2026-12-02T12:00:00Z'));
    expect(due.map(wall)).toEqual(['2026-11-30 16:30']);
    expect(occurrencesBetween(s, new Date('2026-11-30T15:30:00Z'), new Date('2026-12-02T12:00:00Z'))).toEqual(
      [],
    );
    expect(periodOf(due[0]!)).toBe('2026-11');
  });

  it('needs a day and a time, at least one recipient and one channel', () => {
    expect(ReminderScheduleSchema.safeParse({ Dagar: [1], Tid: '24:00' }).error?.issues[0]?.message).toBe(
      'validation.time.invalid',
    );
    const r = ReminderInputSchema.safeParse({
      Namn: 'Godkänn',
      Typ: 'APPROVE',
      Kanaler: [],
      Schema: { Tid: '25:00' },
    });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'Kanaler:validation.reminder.channelRequired',
        'Schema.Tid:validation.time.invalid',
      ]),
    );
    const noOne = ReminderInputSchema.safeParse({
      Namn: 'Godkänn',
      Typ: 'APPROVE',
      Kanaler: ['MESSAGE'],
      Schema: { Tid: '9', Dagar: [] },
    });
    expect(noOne.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'Schema.Dagar:validation.reminder.whenRequired',
      'Roller:validation.reminder.recipientsRequired',
    ]);
  });

  it('tells which rows wait for approval and which for an attest, by the company switches', () => {
    const both = { KalUseLonReady: true, KalUseAttest: true };
    expect(awaitsApproval('NOT_APPROVED', both)).toBe(true);
    expect(awaitsAttest('NOT_APPROVED', both)).toBe(false);
    expect(awaitsAttest('NOT_ATTESTED', both)).toBe(true);
    const attestOnly = { KalUseLonReady: false, KalUseAttest: true };
    expect(awaitsApproval('NOT_APPROVED', attestOnly)).toBe(false);
    expect(awaitsAttest('NOT_APPROVED', attestOnly)).toBe(true);
  });
});
