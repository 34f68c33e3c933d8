import { describe, expect, it } from 'vitest';
import { sniffAttachment } from './attachments';
import { ageOn, ChildInputSchema, childDaysUsed, vabEligibility, vabFacts } from './children';
import { absenceDays, countDays } from './leave-days';
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
  it("counts the days used as the incoming days and this year's VAB together", () => {
    expect(childDaysUsed({ IngaendeDagar: 10, VabDagarAr: 2.5 })).toBe(12.5);
    expect(childDaysUsed({ IngaendeDagar: 0, VabDagarAr: 0.25 })).toBe(0.25);
  });

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
