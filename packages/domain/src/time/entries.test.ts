import { describe, expect, it } from 'vitest';
import { entryRuleErrors, PeriodSchema, tidKodKind, TimeEntryInputSchema } from './entries';

const base = { AnstNr: '1001', Datum: '2026-11-02', TidKod: 'ARB' };
const issues = (input: unknown) => {
  const r = TimeEntryInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('a time entry as typed (SPEC §5 Time reporting)', () => {
  it('takes hours, or start and end that give the hours', () => {
    expect(TimeEntryInputSchema.parse({ ...base, Timmar: 7.5 }).Timmar).toBe(7.5);
    const night = TimeEntryInputSchema.parse({ ...base, StartTid: '2200', SlutTid: '6' });
    expect(night).toMatchObject({ Timmar: 8, StartTid: '22:00', SlutTid: '06:00' });
  });

  it('counts real elapsed time on clock-change nights (DOMAIN §14)', () => {
    const night = (Datum: string) =>
      TimeEntryInputSchema.parse({ ...base, Datum, StartTid: '22:00', SlutTid: '06:00' }).Timmar;
    expect(night('2026-03-28')).toBe(7);
    expect(night('2026-10-24')).toBe(9);
    expect(night('2026-11-02')).toBe(8);
  });

  // ADR 0021: 02:00–02:59 on the spring night is no time on the clock; the autumn night repeats it.
  it('refuses a start or an end the spring clock change skips, instead of a row of 0 hours', () => {
    const skipped = 'validation.time.skipped';
    expect(issues({ ...base, Datum: '2026-03-29', StartTid: '02:30', SlutTid: '03:30' })).toEqual([
      `StartTid:${skipped}`,
    ]);
    expect(issues({ ...base, Datum: '2026-03-29', StartTid: '02:00', SlutTid: '02:45' })).toEqual([
      `StartTid:${skipped}`,
      `SlutTid:${skipped}`,
    ]);
    // A night row's end is on the next day: the skipped hour of 29 March.
    expect(issues({ ...base, Datum: '2026-03-28', StartTid: '22:00', SlutTid: '0230' })).toEqual([
      `SlutTid:${skipped}`,
    ]);
    expect(issues({ ...base, Datum: '2026-03-29', StartTid: '22:00', SlutTid: '02:30' })).toEqual([]);
    expect(issues({ ...base, Datum: '2026-03-29', StartTid: '01:59', SlutTid: '03:00' })).toEqual([]);
  });

  it('counts a row across either clock-change night in real hours', () => {
    const hours = (Datum: string, StartTid: string, SlutTid: string) =>
      TimeEntryInputSchema.parse({ ...base, Datum, StartTid, SlutTid }).Timmar;
    expect(hours('2026-03-29', '00:00', '06:00')).toBe(5);
    expect(hours('2026-10-25', '00:00', '06:00')).toBe(7);
    expect(hours('2026-03-29', '01:30', '03:30')).toBe(1);
    // A time the autumn night repeats is its second pass, winter time (ADR 0021).
    expect(hours('2026-10-25', '02:30', '06:00')).toBe(3.5);
    expect(hours('2026-10-25', '00:00', '02:30')).toBe(3.5);
  });

  it('takes the break off the time between start and end, and keeps it on the row', () => {
    const row = TimeEntryInputSchema.parse({ ...base, StartTid: '08:00', SlutTid: '17:00', RastMinuter: 60 });
    expect(row).toMatchObject({ Timmar: 8, RastMinuter: 60 });
    expect(TimeEntryInputSchema.parse(row).Timmar).toBe(8); // opened and saved again
    expect(TimeEntryInputSchema.parse({ ...base, Timmar: 7.5 }).RastMinuter).toBe(0);
  });

  it('refuses a break without times, one as long as the row, and a bad one', () => {
    expect(issues({ ...base, Timmar: 8, RastMinuter: 30 })).toEqual([
      'RastMinuter:validation.timeEntry.breakNeedsTimes',
    ]);
    expect(issues({ ...base, StartTid: '08:00', SlutTid: '09:00', RastMinuter: 60 })).toEqual([
      'RastMinuter:validation.timeEntry.breakTooLong',
    ]);
    expect(issues({ ...base, StartTid: '08:00', SlutTid: '09:00', RastMinuter: 59 })).toEqual([]);
    expect(issues({ ...base, StartTid: '08:00', SlutTid: '17:00', RastMinuter: -1 })).toEqual([
      'RastMinuter:validation.timeEntry.breakMinutes',
    ]);
    expect(issues({ ...base, StartTid: '08:00', SlutTid: '17:00', RastMinuter: 1.5 })).toEqual([
      'RastMinuter:validation.timeEntry.breakMinutes',
    ]);
  });

  it('asks for the date of a row with times and a break instead of failing (fuzz seed 399729967)', () => {
    expect(issues({ ...base, Datum: '', StartTid: '23:30', SlutTid: '18:30', RastMinuter: 790 })).toEqual([
      'Datum:validation.timeEntry.dateRequired',
    ]);
  });

  it('refuses result-unit codes longer than PAXml allows (10 characters)', () => {
    expect(issues({ ...base, Timmar: 8, ResEnhet1: '1234567890' })).toEqual([]);
    expect(issues({ ...base, Timmar: 8, ResEnhet6: '12345678901' })).toEqual([
      'ResEnhet6:validation.resEnhet.maxLength',
    ]);
  });

  it('needs hours or a start and an end', () => {
    expect(issues(base)).toEqual(['Timmar:validation.timeEntry.hoursOrTime']);
    expect(issues({ ...base, StartTid: '08:00' })).toEqual(['SlutTid:validation.timeEntry.endMissing']);
    expect(issues({ ...base, SlutTid: '08:00' })).toEqual(['StartTid:validation.timeEntry.startMissing']);
    expect(issues({ ...base, Timmar: 25 })).toEqual(['Timmar:validation.timeEntry.hoursRange']);
    expect(issues({ ...base, Timmar: -2 })).toEqual([]); // a correction: warned about, not refused
  });

  // Clear words: every message of the row names what to type (ENTRY_MESSAGES).
  it.each([
    [{ ...base, Datum: '', Timmar: 8 }, 'Datum:validation.timeEntry.dateRequired'],
    [{ ...base, Datum: '2026-02-30', Timmar: 8 }, 'Datum:validation.date.invalid'],
    [{ ...base, TidKod: ' ', Timmar: 8 }, 'TidKod:validation.timeEntry.codeRequired'],
    [{ ...base, TidKod: 'ABCDEFGHIJK', Timmar: 8 }, 'TidKod:validation.timeEntry.unknownCode'],
    [{ ...base, StartTid: '25:00', SlutTid: '08:00' }, 'StartTid:validation.time.invalid'],
    [{ ...base, Timmar: -25 }, 'Timmar:validation.timeEntry.hoursRange'],
    [{ ...base, Timmar: 8, Kommentar: 'x'.repeat(201) }, 'Kommentar:validation.timeEntry.commentTooLong'],
    [{ ...base, Timmar: 8, Brukare: 'x'.repeat(21) }, 'Brukare:validation.timeEntry.unknownBrukare'],
  ])('says what to type for %j', (input, expected) => {
    expect(issues(input)).toEqual([expected]);
  });

  it('requires brukare and result units by the company rules', () => {
    const values = TimeEntryInputSchema.parse({ ...base, Timmar: 8 });
    const rules = {
      UseLSS: true,
      UseMandatoryBrukare: true,
      MandatoryResEnhet: [false, true, false, false, false, false],
    };
    expect(entryRuleErrors(values, rules)).toEqual([
      { Field: 'Brukare', Code: 'validation.timeEntry.brukareRequired' },
      { Field: 'ResEnhet2', Code: 'validation.timeEntry.resEnhetRequired' },
    ]);
    expect(entryRuleErrors(values, { ...rules, UseLSS: false, MandatoryResEnhet: [] })).toEqual([]);
    expect(entryRuleErrors({ ...values, Brukare: 'B001', ResEnhet2: '500' }, rules)).toEqual([]);
  });

  it('limits a period', () => {
    expect(PeriodSchema.safeParse({ From: '2026-11-01', To: '2026-11-30' }).success).toBe(true);
    expect(PeriodSchema.safeParse({ From: '2026-11-30', To: '2026-11-01' }).success).toBe(false);
    expect(PeriodSchema.safeParse({ From: '2026-01-01', To: '2026-04-03' }).success).toBe(true); // 93 days
    expect(PeriodSchema.safeParse({ From: '2026-01-01', To: '2026-04-04' }).success).toBe(false);
  });

  it('counts absence, attendance and supplements apart', () => {
    expect(['SJUK', 'VAB', 'SEMESTER', 'KOMP', 'FRANVARO'].map(tidKodKind)).toEqual(Array(5).fill('absence'));
    expect(['NORMAL', 'OVERTID', 'MERTID', 'JOUR'].map(tidKodKind)).toEqual(Array(4).fill('attendance'));
    expect(['OB', 'BEREDSKAP'].map(tidKodKind)).toEqual(['supplement', 'supplement']);
  });
});
