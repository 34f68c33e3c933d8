import { describe, expect, it } from 'vitest';
import { swedishHolidays } from '../holidays';
import { ROLES } from '../roles';
import {
  PunchActionSchema,
  PunchCorrectionSchema,
  breakMinutes,
  endsWithSchedule,
  isForgottenPunch,
  openTooLong,
  punchCorrectionErrors,
  punchDeviation,
  punchLocks,
  punchOrderError,
  punchTime,
  PUNCH_CLOCK_SKEW_MS,
  punchTidKod,
  punchTimeEntry,
  punchWorkPeriod,
  scheduledDay,
  scheduledDays,
} from './punches';
import { atlWarnings } from '../working-time/index';
import { stockholmInstant } from '../dates';
import { TimeEntryInputSchema } from '../time';

const at = (iso: string) => new Date(iso);
const defaults = { TidKod: 'ARB', Brukare: '', ResEnhet: ['', '', ''] };
const entry = (inAt: string, outAt: string, rastMinuter = 0) =>
  punchTimeEntry({ AnstNr: '1001', inAt: at(inAt), outAt: at(outAt), rastMinuter }, defaults);

describe('rule 2: a closed punch becomes a time entry', () => {
  it('takes the wall-clock minutes and the hours net of breaks, rounded to the minute', () => {
    // 07:58:40–16:31:10 counts as 07:58–16:31, 513 min; less 30 min of breaks 483 min = 8.05 h
    expect(entry('2026-11-23T06:58:40Z', '2026-11-23T15:31:10Z', 30)).toEqual({
      AnstNr: '1001',
      Datum: '2026-11-23',
      TidKod: 'ARB',
      Timmar: 8.05,
      StartTid: '07:58',
      SlutTid: '16:31',
      RastMinuter: 30,
      Brukare: '',
      ResEnhet1: '',
      ResEnhet2: '',
      ResEnhet3: '',
      ResEnhet4: '',
      ResEnhet5: '',
      ResEnhet6: '',
      Kommentar: '',
    });
  });

  it.each([
    // in, out, break, Datum, StartTid, SlutTid, Timmar
    ['2026-11-23T21:00:00Z', '2026-11-24T05:15:00Z', 0, '2026-11-23', '22:00', '06:15', 8.25], // past midnight
    ['2026-10-24T20:00:00Z', '2026-10-25T05:00:00Z', 0, '2026-10-24', '22:00', '06:00', 9], // clocks back: 9 real hours
    ['2026-03-28T21:00:00Z', '2026-03-29T04:00:00Z', 30, '2026-03-28', '22:00', '06:00', 6.5], // clocks forward: 7 h − 30 min
    ['2026-11-23T07:00:00Z', '2026-11-23T07:20:00Z', 0, '2026-11-23', '08:00', '08:20', 0.33],
    ['2026-11-23T09:00:55Z', '2026-11-23T09:01:05Z', 0, '2026-11-23', '10:00', '10:01', 0.02], // 10 s over a minute change
  ])('%s–%s less %i min: %s %s–%s, %s h', (inAt, outAt, rast, datum, start, end, hours) => {
    const e = entry(inAt, outAt, rast)!;
    expect([e.Datum, e.StartTid, e.SlutTid, e.Timmar]).toEqual([datum, start, end, hours]);
    // DOMAIN §14: the break is part of the row, so the row opened and saved again keeps its hours.
    expect(TimeEntryInputSchema.parse(e).Timmar).toBe(hours);
  });

  it.each([
    ['2026-11-23T09:00:05Z', '2026-11-23T09:00:40Z', 0], // in and out within one minute
    ['2026-11-23T09:00:00Z', '2026-11-23T09:00:59Z', 0],
    ['2026-11-23T09:00:00Z', '2026-11-23T09:30:00Z', 30], // breaks as long as the punch
  ])('%s–%s less %i min: no worked minute, no time entry', (inAt, outAt, rast) => {
    expect(entry(inAt, outAt, rast)).toBeNull();
  });

  it('carries the employee defaults', () => {
    const e = punchTimeEntry(
      { AnstNr: '7', inAt: at('2026-11-23T07:00:00Z'), outAt: at('2026-11-23T08:00:00Z'), rastMinuter: 0 },
      { TidKod: 'ARB', Brukare: 'K1', ResEnhet: ['100', '', 'P7'] },
    )!;
    expect([e.Brukare, e.ResEnhet1, e.ResEnhet2, e.ResEnhet3]).toEqual(['K1', '100', '', 'P7']);
  });

  it('uses the first NORMAL code of the group', () => {
    const codes = [
      { TidKod: 'SJK', Typ: 'SJUK', Grupper: ['TJM'] },
      { TidKod: 'NRM', Typ: 'NORMAL', Grupper: ['KOL'] },
      { TidKod: 'ARB', Typ: 'NORMAL', Grupper: ['TJM', 'KOL'] },
      { TidKod: 'ÖT1', Typ: 'OVERTID', Grupper: ['KOL'] },
    ];
    expect(punchTidKod(codes, 'KOL')).toBe('ARB');
    expect(punchTidKod(codes, 'TJM')).toBe('ARB');
    expect(punchTidKod(codes.slice(1), 'KOL')).toBe('ARB');
    expect(
      punchTidKod(
        codes.filter((c) => c.TidKod !== 'ARB'),
        'KOL',
      ),
    ).toBe('NRM');
    expect(punchTidKod(codes, 'ASS')).toBeNull();
  });
});

const HEL40 = { ArbSchema: 'HEL40', Dagar: [8, 8, 8, 8, 8, 0, 0], StartTid: '08:00' };
const NATT = { ArbSchema: 'NATT', Dagar: [8, 8, 8, 8, 8, 0, 0], StartTid: '22:00' };
const monday = scheduledDay('2026-11-23', 8, '08:00')!; // 08:00–16:00 = 07:00Z–15:00Z

describe('rule 3: the schedule of a day', () => {
  it('starts at the schedule start and lasts the scheduled hours, none on days off', () => {
    const periods = [
      { FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'HEL40' },
      { FromDatum: '2026-12-01', UseArbSchema: true, ArbSchema: 'NATT' },
    ];
    const days = scheduledDays('2026-10-23', '2026-12-25', periods, [HEL40, NATT], swedishHolidays(2026));
    const iso = (d: string) => {
      const s = days.get(d);
      return s ? [s.start.toISOString(), s.end.toISOString()] : null;
    };
    expect(iso('2026-11-23')).toEqual(['2026-11-23T07:00:00.000Z', '2026-11-23T15:00:00.000Z']);
    expect(iso('2026-10-23')).toEqual(['2026-10-23T06:00:00.000Z', '2026-10-23T14:00:00.000Z']); // CEST
    expect(iso('2026-11-21')).toBeNull(); // Saturday
    expect(iso('2026-12-25')).toBeNull(); // juldagen
    expect(iso('2026-12-24')).toBeNull(); // julafton, an eve
    expect(iso('2026-12-01')).toEqual(['2026-12-01T21:00:00.000Z', '2026-12-02T05:00:00.000Z']); // night
  });

  it('has no schedule with 0 hours', () => {
    expect(scheduledDay('2026-11-23', 0, '08:00')).toBeNull();
    expect(scheduledDay('2026-11-23', 7.5, '08:00')?.end.toISOString()).toBe('2026-11-23T14:30:00.000Z');
  });
});

describe('rule 4: deviation against the schedule', () => {
  it.each([
    // in (local), out (local), margin, In, Ut, flagged
    ['08:15', '16:15', 15, 15, 15, false],
    ['08:16', '16:00', 15, 16, 0, true], // late in
    ['07:44', '16:00', 15, -16, 0, true], // early in
    ['08:00', '15:44', 15, 0, -16, true], // early out
    ['08:00', '16:16', 15, 0, 16, true], // late out
    ['08:05', '16:05', 0, 5, 5, true], // no margin
    ['08:00', null, 15, 0, null, false], // open
  ])('in %s out %s, margin %i: %s / %s flagged %s', (inT, outT, margin, dIn, dUt, flagged) => {
    const p = {
      inAt: stockholmInstant('2026-11-23', inT),
      outAt: outT ? stockholmInstant('2026-11-23', outT) : null,
    };
    expect(punchDeviation(p, monday, margin)).toEqual({ In: dIn, Ut: dUt, Flaggad: flagged });
  });

  it('is not computed without a schedule', () => {
    const p = { inAt: at('2026-11-21T05:00:00Z'), outAt: at('2026-11-21T16:00:00Z') };
    expect(punchDeviation(p, null, 15)).toEqual({ In: null, Ut: null, Flaggad: false });
  });
});

describe('rule 5: a forgotten punch-out', () => {
  const open = { datum: '2026-11-23', inAt: stockholmInstant('2026-11-23', '08:00'), outAt: null };
  it.each([
    ['2026-11-23', '16:15', false], // end + margin, exactly
    ['2026-11-23', '16:16', true],
    ['2026-11-24', '07:00', true],
  ])('open on a scheduled day, now %s %s: %s', (d, t, forgotten) => {
    expect(isForgottenPunch(open, monday, stockholmInstant(d, t), 15)).toBe(forgotten);
  });

  it('on a day without schedule once the date has changed, never when closed', () => {
    const sat = { datum: '2026-11-21', inAt: stockholmInstant('2026-11-21', '10:00'), outAt: null };
    expect(isForgottenPunch(sat, null, stockholmInstant('2026-11-21', '23:59'), 15)).toBe(false);
    expect(isForgottenPunch(sat, null, stockholmInstant('2026-11-22', '00:00'), 15)).toBe(true);
    expect(
      isForgottenPunch(
        { ...open, outAt: at('2026-11-23T15:00:00Z') },
        monday,
        at('2026-12-01T00:00:00Z'),
        15,
      ),
    ).toBe(false);
  });

  it('a punch begun after the scheduled end counts as on a day without a schedule', () => {
    const evening = { ...open, inAt: stockholmInstant('2026-11-23', '17:48') };
    expect(isForgottenPunch(evening, monday, stockholmInstant('2026-11-23', '17:48'), 15)).toBe(false);
    expect(isForgottenPunch(evening, monday, stockholmInstant('2026-11-23', '23:59'), 15)).toBe(false);
    expect(isForgottenPunch(evening, monday, stockholmInstant('2026-11-24', '00:00'), 15)).toBe(true);
    // Begun a minute before the end, it is the day's punch: forgotten after end + margin.
    const late = { ...open, inAt: stockholmInstant('2026-11-23', '15:59') };
    expect(isForgottenPunch(late, monday, stockholmInstant('2026-11-23', '16:16'), 15)).toBe(true);
  });

  it('a punch ends with its schedule only when begun before the scheduled end', () => {
    const end = stockholmInstant('2026-11-23', '16:00');
    expect(endsWithSchedule(stockholmInstant('2026-11-23', '15:59'), end)).toBe(true);
    expect(endsWithSchedule(stockholmInstant('2026-11-23', '16:00'), end)).toBe(false);
    expect(endsWithSchedule(stockholmInstant('2026-11-23', '08:00'), null)).toBe(false);
  });

  it('a night schedule counts to its end, not to midnight', () => {
    const night = scheduledDay('2026-11-23', 8, '22:00');
    const open = { datum: '2026-11-23', inAt: stockholmInstant('2026-11-23', '22:00'), outAt: null };
    expect(isForgottenPunch(open, night, stockholmInstant('2026-11-24', '03:00'), 15)).toBe(false);
    expect(isForgottenPunch(open, night, stockholmInstant('2026-11-24', '06:16'), 15)).toBe(true);
  });
});

describe('rule 6: breaks and corrections', () => {
  it('counts the break going on', () => {
    expect(breakMinutes({ rastStart: null, rastMinuter: 10 }, at('2026-11-23T12:00:00Z'))).toBe(10);
    expect(
      breakMinutes({ rastStart: at('2026-11-23T11:30:20Z'), rastMinuter: 10 }, at('2026-11-23T12:00:00Z')),
    ).toBe(40);
  });

  it('keeps a punch open for at most 24 h', () => {
    expect(openTooLong(at('2026-11-23T07:00:00Z'), at('2026-11-24T07:00:00Z'))).toBe(false);
    expect(openTooLong(at('2026-11-23T07:00:00Z'), at('2026-11-24T07:01:00Z'))).toBe(true);
  });

  const now = at('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-23T07:00:00Z', '2026-11-23T15:00:00Z', 30, []],
    ['2026-11-23T07:00:00Z', null, 30, []],
    ['2026-11-24T12:01:00Z', null, 0, [{ Field: 'In', Code: 'validation.punch.inFuture' }]],
    ['2026-11-23T07:00:00Z', '2026-11-24T12:01:00Z', 0, [{ Field: 'Ut', Code: 'validation.punch.inFuture' }]],
    [
      '2026-11-23T07:00:00Z',
      '2026-11-23T07:00:00Z',
      0,
      [{ Field: 'Ut', Code: 'validation.punch.outBeforeIn' }],
    ],
    ['2026-11-23T07:00:00Z', '2026-11-24T07:01:00Z', 0, [{ Field: 'Ut', Code: 'validation.punch.tooLong' }]],
    [
      '2026-11-23T07:00:00Z',
      '2026-11-23T08:00:00Z',
      61,
      [{ Field: 'RastMinuter', Code: 'validation.punch.breakTooLong' }],
    ],
  ])('in %s out %s break %i', (inAt, outAt, rast, errors) => {
    expect(
      punchCorrectionErrors({ In: at(inAt), Ut: outAt ? at(outAt) : null, RastMinuter: rast }, now),
    ).toEqual(errors);
  });

  it('needs a reason and valid timestamps', () => {
    const ok = { In: '2026-11-23T07:00:00Z', Ut: null, RastMinuter: 0, Orsak: ' Glömde ', Version: 0 };
    expect(PunchCorrectionSchema.parse(ok).Orsak).toBe('Glömde');
    expect(PunchCorrectionSchema.parse({ ...ok, In: '2026-11-23T08:00:00+01:00' }).In).toBe(
      '2026-11-23T08:00:00+01:00',
    );
    const issues = (v: unknown) =>
      PunchCorrectionSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...ok, Orsak: '  ' })).toEqual([['Orsak', 'validation.required']]);
    expect(issues({ ...ok, In: '08:00' })).toEqual([['In', 'validation.time.invalid']]);
    expect(PunchActionSchema.safeParse({ Action: 'lunch' }).success).toBe(false);
  });
});

describe('rule 7: locks', () => {
  const off = { LockStamplingEdit: false, LockStamplingDelete: false };
  const on = { LockStamplingEdit: true, LockStamplingDelete: true };
  it.each([
    ['PER', off, '', '', ''],
    ['PER', { ...off, LockStamplingEdit: true }, '', 'errors.punchEditLocked', ''],
    ['PER', { ...off, LockStamplingDelete: true }, '', '', 'errors.punchDeleteLocked'],
    ['PER', on, 'timeReport.locked.approved', 'errors.punchEditLocked', 'errors.punchDeleteLocked'],
    ['PER', off, 'timeReport.locked.approved', 'timeReport.locked.approved', 'timeReport.locked.approved'],
    ['AVD', on, '', '', ''],
    ['FTG', on, 'timeReport.locked.attested', 'timeReport.locked.attested', 'timeReport.locked.attested'],
  ] as const)('%s %j entry lock %j', (roll, portal, entryLock, edit, del) => {
    expect(punchLocks(roll, portal, entryLock)).toEqual({ AndraLast: edit, TaBortLast: del });
  });
  it.each(ROLES.map((r) => [r] as const))('%s: the edit lock binds an employee only', (r) => {
    const locks = punchLocks(r, { LockStamplingEdit: true, LockStamplingDelete: false }, '');
    expect(locks).toEqual({ AndraLast: r === 'PER' ? 'errors.punchEditLocked' : '', TaBortLast: '' });
  });
});

describe('rule 8: a punch as a work period of the working-time law', () => {
  const punch = (inAt: string, outAt: string | null, rastMinuter: number, rastStart: string | null = null) =>
    punchWorkPeriod({
      inAt: at(inAt),
      outAt: outAt === null ? null : at(outAt),
      rastMinuter,
      rastStart: rastStart === null ? null : at(rastStart),
    });
  it.each([
    // in, out, ended breaks, break going on since, now, warning codes
    ['2026-11-23T07:00:00Z', '2026-11-23T16:00:00Z', 45, null, []], // 08–17 with a rast
    ['2026-11-23T07:00:00Z', '2026-11-23T16:00:00Z', 15, null, ['WORK_OVER_5H_WITHOUT_BREAK']], // only a paus
    ['2026-11-23T07:00:00Z', null, 0, '2026-11-23T11:30:00Z', []], // on a break since 12:30
    ['2026-11-23T07:00:00Z', null, 0, '2026-11-23T12:30:00Z', ['WORK_OVER_5H_WITHOUT_BREAK']], // since 13:30
  ])('%s–%s less %i min, on a break since %s', (inAt, outAt, rast, since, codes) => {
    const [warnings] = atlWarnings([punch(inAt, outAt, rast, since)], at('2026-11-23T13:00:00Z'));
    expect(warnings?.map((w) => w.Kod)).toEqual(codes);
  });
});

describe('rule 9: a press sent later', () => {
  const now = at('2026-11-23T12:00:00Z');
  const minutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();

  it.each([
    ['no Tid: the server clock', undefined, { at: now }],
    ['a press an hour ago', minutes(-60), { at: at(minutes(-60)) }],
    ['a press just inside 7 days', minutes(-7 * 24 * 60 + 1), { at: at(minutes(-7 * 24 * 60 + 1)) }],
    ['a device a minute ahead: now', minutes(1), { at: now }],
    ['just within the skew: now', new Date(now.getTime() + PUNCH_CLOCK_SKEW_MS).toISOString(), { at: now }],
    ['too far ahead', minutes(3), { error: { Field: 'Tid', Code: 'validation.punch.inFuture' } }],
    [
      'older than 7 days',
      minutes(-7 * 24 * 60 - 1),
      { error: { Field: 'Tid', Code: 'validation.punch.tooOld' } },
    ],
  ])('%s', (_, tid, expected) => {
    expect(punchTime(tid, now)).toEqual(expected);
  });

  it('keeps a press after the punch-in and after the start of the break going on', () => {
    const open = { inAt: at('2026-11-23T07:00:00Z'), rastStart: null };
    expect(punchOrderError(open, at('2026-11-23T07:00:00Z'))).toBeNull();
    expect(punchOrderError(open, at('2026-11-23T06:59:59Z'))).toEqual({
      Field: 'Tid',
      Code: 'validation.punch.beforeLast',
    });
    const onBreak = { ...open, rastStart: at('2026-11-23T11:00:00Z') };
    expect(punchOrderError(onBreak, at('2026-11-23T10:59:00Z'))?.Code).toBe('validation.punch.beforeLast');
    expect(punchOrderError(onBreak, at('2026-11-23T11:30:00Z'))).toBeNull();
  });

  it('takes a key and a time, and no time without a key', () => {
    const Nyckel = '0b9f3f7e-4f0e-4b51-9a54-1c1f7b6a2d10';
    expect(PunchActionSchema.safeParse({ Action: 'in', Nyckel }).success).toBe(true);
    expect(
      PunchActionSchema.safeParse({ Action: 'in', Nyckel, Tid: '2026-11-23T07:58:00.000Z' }).success,
    ).toBe(true);
    expect(PunchActionSchema.safeParse({ Action: 'in', Nyckel: 'abc' }).error?.issues[0]?.message).toBe(
      'validation.invalid',
    );
    const noKey = PunchActionSchema.safeParse({ Action: 'ut', Tid: '2026-11-23T07:58:00.000Z' });
    expect(noKey.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Nyckel', 'validation.required'],
    ]);
    expect(PunchActionSchema.safeParse({ Action: 'in', Nyckel, Tid: '07:58' }).success).toBe(false);
  });
});
