import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { sniffAttachment } from './attachments';
import { ageOn, ChildInputSchema, vabEligibility, vabFacts } from './children';
import {
  LEAVE_DECISIONS,
  LEAVE_STATUSES,
  leaveDecisionTarget,
  leaveEditable,
  LeaveInputSchema,
} from './leave';
import { absenceDays, countDays } from './leave-days';
import { dayCoverage, LeavePlanInputSchema, planTakesWishes } from './leave-plan';
import {
  NEAR_ACCIDENT_STATUSES,
  nearAccidentAccess,
  nearAccidentMoveAllowed,
  type NearAccidentStatus,
} from './near-accidents';
import { AbsenceReportInputSchema, recoveredProblem } from './absence-reports';

describe('absence days from the schedule (vacation on working days, holidays excluded)', () => {
  // Week 51–52 of 2026: Mon 21 Dec … Sun 27 Dec; 24 (julafton), 25 and 26 December are days off.
  const holidays = new Set(['2026-12-24', '2026-12-25', '2026-12-26']);
  const schedule = new Map([
    ['2026-12-21', 8],
    ['2026-12-22', 8],
    ['2026-12-23', 6],
    ['2026-12-24', 0],
    ['2026-12-25', 0],
    ['2026-12-26', 0],
    ['2026-12-27', 0],
  ]);

  it('takes the scheduled hours of each working day', () => {
    const days = absenceDays('2026-12-21', '2026-12-27', 100, schedule, holidays);
    expect(days).toEqual([
      { Datum: '2026-12-21', Timmar: 8 },
      { Datum: '2026-12-22', Timmar: 8 },
      { Datum: '2026-12-23', Timmar: 6 },
    ]);
    expect(countDays(days, 100)).toBe(3);
  });

  it('a part day takes the degree of each day (50 % of 8 h is 4 h; three half days are 1.5 days)', () => {
    const days = absenceDays('2026-12-21', '2026-12-23', 50, schedule, holidays);
    expect(days.map((d) => d.Timmar)).toEqual([4, 4, 3]);
    expect(countDays(days, 50)).toBe(1.5);
  });

  it('without a schedule: weekdays that are no holiday, 8 hours each', () => {
    const days = absenceDays('2026-12-21', '2026-12-27', 100, null, holidays);
    expect(days.map((d) => d.Datum)).toEqual(['2026-12-21', '2026-12-22', '2026-12-23']);
    expect(days.every((d) => d.Timmar === 8)).toBe(true);
  });

  it('a range that ends before it starts has no days', () => {
    expect(absenceDays('2026-12-22', '2026-12-21', 100, schedule, holidays)).toEqual([]);
  });
});

describe('VAB and the child register (DOMAIN §11)', () => {
  it('counts age in whole years, the birthday included', () => {
    expect(ageOn('2014-06-15', '2026-06-14')).toBe(11);
    expect(ageOn('2014-06-15', '2026-06-15')).toBe(12);
  });

  it.each([
    ['2026-12-01', 'none'], // not born yet on the day
    ['2020-01-01', 'child'],
    ['2014-06-16', 'child'], // 11 on 15 June 2026
    ['2014-06-15', 'certificateFromStart'], // 12 on the day
    ['2010-06-16', 'certificateFromStart'], // 15
    ['2010-06-15', 'seriouslyIllOnly'], // 16
    ['2008-06-16', 'seriouslyIllOnly'], // 17
    ['2008-06-15', 'none'], // 18
  ])('a child born %s on 15 June 2026: %s', (born, expected) => {
    expect(vabEligibility(born, '2026-06-15')).toBe(expected);
  });

  it('a certificate from day 8 of the care period for a child under 12, from day 1 from 12', () => {
    expect(vabFacts('2020-01-01', '2026-03-02', '2026-03-05', 4).CertificateFrom).toBeNull();
    expect(vabFacts('2020-01-01', '2026-03-02', '2026-03-09', 8).CertificateFrom).toBe('2026-03-09');
    expect(vabFacts('2013-01-01', '2026-03-02', '2026-03-02', 1).CertificateFrom).toBe('2026-03-02');
  });

  it('more than 120 days in a year is only for a seriously ill child', () => {
    expect(vabFacts('2020-01-01', '2026-03-02', '2026-03-02', 120).OverYearLimit).toBe(false);
    expect(vabFacts('2020-01-01', '2026-03-02', '2026-03-02', 121).OverYearLimit).toBe(true);
  });

  it('the register: ingoing used days must not exceed the allotted days', () => {
    const base = { PersNr: '201801012384', Namn: 'Alva' };
    expect(ChildInputSchema.safeParse({ ...base, MaxDagar: 120, IngaendeDagar: 120 }).success).toBe(true);
    const over = ChildInputSchema.safeParse({ ...base, MaxDagar: 120, IngaendeDagar: 121 });
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['IngaendeDagar', 'validation.child.incomingOverMax'],
    ]);
    expect(ChildInputSchema.safeParse({ ...base, PersNr: '201801012385' }).error?.issues[0]?.message).toBe(
      'validation.personnummer.invalid',
    );
  });
});

describe('absence reports', () => {
  it('VAB names a child and other absence a code', () => {
    const issues = (v: object) =>
      AbsenceReportInputSchema.safeParse({ AnstNr: '1', From: '2026-03-02', ...v }).error?.issues.map(
        (i) => i.message,
      );
    expect(issues({ Typ: 'VAB' })).toEqual(['validation.absence.childRequired']);
    expect(issues({ Typ: 'OVRIG' })).toEqual(['validation.absence.codeRequired']);
    expect(issues({ Typ: 'SJUK', Omfattning: 0 })).toEqual(['validation.absence.degree']);
    expect(issues({ Typ: 'SJUK', Omfattning: 50 })).toBeUndefined();
  });

  it('the recovered date comes after the first sick day', () => {
    expect(recoveredProblem('2026-03-02', '2026-03-02')).toBe('validation.absence.recoveredBeforeStart');
    expect(recoveredProblem('2026-03-02', '2026-03-03')).toBeNull();
    expect(recoveredProblem('2026-03-02', '2027-03-04')).toBe('validation.absence.tooLong');
  });
});

describe('leave applications (SPEC §4)', () => {
  // Every state × decision: where it leads, or null when refused.
  const EXPECTED: Record<string, string | null> = {
    'IN_REVIEW APPROVE': 'APPROVED',
    'IN_REVIEW DENY': 'DENIED',
    'IN_REVIEW REVERT': null,
    'APPROVED APPROVE': null,
    'APPROVED DENY': 'DENIED',
    'APPROVED REVERT': 'REVERTED',
    'DENIED APPROVE': null,
    'DENIED DENY': null,
    'DENIED REVERT': 'REVERTED',
    'REVERTED APPROVE': null,
    'REVERTED DENY': null,
    'REVERTED REVERT': null,
  };
  it.each(LEAVE_STATUSES.flatMap((s) => LEAVE_DECISIONS.map((d) => [s, d] as const)))(
    '%s, %s',
    (status, decision) => {
      expect(leaveDecisionTarget(status, decision)).toBe(EXPECTED[`${status} ${decision}`]);
    },
  );

  it('only an application in review can be edited', () => {
    expect(LEAVE_STATUSES.filter(leaveEditable)).toEqual(['IN_REVIEW']);
  });

  it('the end comes on or after the start', () => {
    const r = LeaveInputSchema.safeParse({
      AnstNr: '1',
      TidKod: 'SEM',
      From: '2026-07-10',
      To: '2026-07-09',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['validation.leave.toBeforeFrom']);
  });
});

describe('near-accident reports (SPEC §4, §6)', () => {
  const ALLOWED = new Set([
    'NEW RECEIVED',
    'NEW INPROGRESS',
    'NEW RESOLVED',
    'RECEIVED INPROGRESS',
    'RECEIVED RESOLVED',
    'INPROGRESS RESOLVED',
    'RESOLVED INPROGRESS',
  ]);
  it.each(NEAR_ACCIDENT_STATUSES.flatMap((a) => NEAR_ACCIDENT_STATUSES.map((b) => [a, b] as const)))(
    '%s → %s',
    (from: NearAccidentStatus, to: NearAccidentStatus) => {
      expect(nearAccidentMoveAllowed(from, to)).toBe(ALLOWED.has(`${from} ${to}`));
    },
  );

  const report = (over: object = {}) => ({
    ReporterId: 'u-per',
    Kansligt: false,
    Status: 'NEW' as NearAccidentStatus,
    ...over,
  });
  const viewer = (Roll: (typeof ROLES)[number], UserId = 'u-other', Login = 'someone') => ({
    Roll,
    UserId,
    Login,
  });

  it('a sensitive report: its handlers and its reporter only', () => {
    const sensitive = report({ Kansligt: true });
    for (const r of ROLES) expect(nearAccidentAccess(viewer(r), sensitive, ['boss']).see).toBe(false);
    expect(nearAccidentAccess(viewer('PER', 'u-x', 'BOSS'), sensitive, ['boss'])).toMatchObject({
      see: true,
      handle: true,
      remove: false,
    });
    expect(nearAccidentAccess(viewer('PER', 'u-per'), sensitive, [])).toMatchObject({
      see: true,
      handle: false,
      remove: true,
    });
  });

  it('an ordinary report: managers see it, other employees do not', () => {
    const seen = ROLES.filter((r) => nearAccidentAccess(viewer(r), report(), []).see);
    expect(seen).toEqual(['LIC', 'ADM', 'FTG', 'AVD']);
  });

  it('the reporter deletes and attaches only while it is NEW', () => {
    expect(nearAccidentAccess(viewer('PER', 'u-per'), report({ Status: 'RECEIVED' }), [])).toMatchObject({
      remove: false,
      attach: false,
    });
  });
});

/** UTF-8 bytes of a string (the domain runs without the DOM's TextEncoder). */
const utf8 = (s: string): Uint8Array =>
  new Uint8Array(
    [...encodeURIComponent(s)]
      .join('')
      .replace(/%([0-9A-F]{2})|./g, (m, hex: string | undefined) =>
        String.fromCharCode(hex ? parseInt(hex, 16) : m.charCodeAt(0)),
      )
      .split('')
      .map((c) => c.charCodeAt(0)),
  );

describe('attachments (SPEC §5)', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...Array(40).fill(0x20)]);
  const zip = bytes(0x50, 0x4b, 0x03, 0x04);
  const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

  it.each([
    [utf8('%PDF-1.7\n'), 'x.bin', 'application/pdf'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'photo.jpg', 'image/jpeg'],
    [zip, 'rapport.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    [zip, 'tabell.ODS', 'application/vnd.oasis.opendocument.spreadsheet'],
    [ole, 'gammal.doc', 'application/msword'],
    [utf8('Hände på lagret\n'), 'notes.txt', 'text/plain'],
  ])('takes %#: %s as %s', (b, name, mime) => {
    expect(sniffAttachment(b, name)?.mime).toBe(mime);
  });

  it.each([
    [zip, 'program.zip'], // a ZIP that is no document
    [utf8('MZ\x90\x00'), 'setup.exe'],
    [utf8('MZ\x90\x00'), 'setup.txt'], // NUL in "text"
    [new Uint8Array([0xc3, 0x28]), 'bad.txt'], // not UTF-8
    [new Uint8Array([...zip, ...utf8('xl/vbaProject.bin')]), 'macro.xlsx'],
    [new Uint8Array([...ole, ...utf8('_VBA_PROJECT')]), 'macro.doc'],
  ])('refuses %#: %s', (b, name) => {
    expect(sniffAttachment(b, name)).toBeNull();
  });
});

describe('the leave planner’s coverage per day', () => {
  // 2027-07-05 is a Monday.
  const week = ['2027-07-05', '2027-07-06', '2027-07-07'];
  const due = (days: Record<string, readonly string[]>) =>
    new Map(Object.entries(days).map(([p, d]) => [p, new Set(d)]));
  it('counts approved leave and wishes once a person, and flags a day below the minimum', () => {
    const days = dayCoverage('2027-07-05', '2027-07-07', {
      workDays: due({ a: week, b: week, c: week, d: week }),
      min: 2,
      applications: [
        { AnstNr: 'a', From: '2027-07-05', To: '2027-07-06', Status: 'APPROVED' },
        // A wish on top of an approved day is still one absence.
        { AnstNr: 'a', From: '2027-07-06', To: '2027-07-06', Status: 'IN_REVIEW' },
        { AnstNr: 'b', From: '2027-07-06', To: '2027-07-07', Status: 'IN_REVIEW' },
        { AnstNr: 'c', From: '2027-07-06', To: '2027-07-06', Status: 'IN_REVIEW' },
        // Denied and reverted applications and other departments' people count for nothing.
        { AnstNr: 'd', From: '2027-07-05', To: '2027-07-07', Status: 'DENIED' },
        { AnstNr: 'x', From: '2027-07-05', To: '2027-07-07', Status: 'APPROVED' },
      ],
    });
    expect(days).toEqual([
      { Datum: '2027-07-05', Schemalagda: 4, Beviljade: 1, Onskade: 0, Kvar: 3, Under: false },
      { Datum: '2027-07-06', Schemalagda: 4, Beviljade: 1, Onskade: 2, Kvar: 1, Under: true },
      { Datum: '2027-07-07', Schemalagda: 4, Beviljade: 0, Onskade: 1, Kvar: 3, Under: false },
    ]);
  });

  it('counts only the people due at work each day: leave on a day off takes nobody away', () => {
    const days = dayCoverage('2027-07-09', '2027-07-11', {
      // Friday to Sunday: a works weekdays, b the weekend, c every day.
      workDays: due({
        a: ['2027-07-09'],
        b: ['2027-07-10', '2027-07-11'],
        c: ['2027-07-09', '2027-07-10', '2027-07-11'],
      }),
      min: 2,
      applications: [{ AnstNr: 'a', From: '2027-07-09', To: '2027-07-11', Status: 'APPROVED' }],
    });
    expect(days.map((d) => [d.Schemalagda, d.Beviljade, d.Kvar, d.Under])).toEqual([
      [2, 1, 1, true],
      [2, 0, 2, false],
      [2, 0, 2, false],
    ]);
  });

  it('a day nobody is due at work is not under the minimum', () => {
    const [sunday] = dayCoverage('2027-07-11', '2027-07-11', {
      workDays: due({ a: week, b: week }),
      min: 2,
      applications: [],
    });
    expect(sunday).toEqual({
      Datum: '2027-07-11',
      Schemalagda: 0,
      Beviljade: 0,
      Onskade: 0,
      Kvar: 0,
      Under: false,
    });
  });

  it('without a minimum no day is under it', () => {
    const [day] = dayCoverage('2027-07-05', '2027-07-05', {
      workDays: due({ a: week }),
      min: 0,
      applications: [{ AnstNr: 'a', From: '2027-07-05', To: '2027-07-05', Status: 'APPROVED' }],
    });
    expect(day).toMatchObject({ Kvar: 0, Under: false });
  });

  it('a plan: the end after the start, at most 93 days, the last day for wishes within it', () => {
    const issues = (v: object) =>
      LeavePlanInputSchema.safeParse({ Namn: 'Sommar', MinBemanning: {}, ...v }).error?.issues.map(
        (i) => i.message,
      );
    expect(issues({ From: '2027-06-01', To: '2027-08-31', SistaOnskedag: '2027-03-31' })).toBeUndefined();
    expect(issues({ From: '2027-06-01', To: '2027-09-30', SistaOnskedag: '2027-03-31' })).toEqual([
      'validation.period.tooLong',
    ]);
    expect(issues({ From: '2027-06-01', To: '2027-08-31', SistaOnskedag: '2027-09-01' })).toEqual([
      'validation.leavePlan.deadlineAfterEnd',
    ]);
    expect(planTakesWishes({ SistaOnskedag: '2027-03-31', To: '2027-08-31' }, '2027-03-31')).toBe(true);
    expect(planTakesWishes({ SistaOnskedag: '2027-03-31', To: '2027-08-31' }, '2027-04-01')).toBe(false);
  });
});
