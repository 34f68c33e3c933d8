import { describe, expect, it } from 'vitest';
import {
  codeCreateSchema,
  codeUpdateSchema,
  CODE_REGISTERS,
  keepsCodeRegister,
  STAFFING_CODES_MAX,
} from './codes';
import { CompanyCreateSchema } from './company';
import { EmployeeCreateSchema, employmentEnded } from './employee';

const codesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('the company form', () => {
  it('normalises the organisation number and the licence options', () => {
    const c = CompanyCreateSchema.parse({
      Namn: ' Nystart AB ',
      Orgnr: '556677-8899',
      FtgKey: 'NYST',
      LicensOptions: ['HRTIL', 'HRTIL'],
    });
    expect(c).toMatchObject({
      Namn: 'Nystart AB',
      Orgnr: '165566778899',
      LicensOptions: ['HRTIL'],
      StandardRegister: true,
    });
  });

  it('signs FK 3059 in LSS companies only (SPEC §6 /fk3059)', () => {
    const r = CompanyCreateSchema.safeParse({
      Namn: 'A',
      Orgnr: '5566778899',
      FtgKey: 'A',
      UseFKSignering: true,
    });
    expect(codesOf(r)).toEqual(['UseFKSignering:validation.company.fkNeedsLss']);
  });
});

describe('the employee form', () => {
  const base = {
    AnstNr: '1',
    FoNamn: 'A',
    EfNamn: 'B',
    TidKodGrupp: 'TJM',
    LonKodGrupp: 'TJM',
    GallerFran: '2026-01-01',
  };

  it('ends an employment no earlier than it starts, and dates each schedule period once', () => {
    const r = EmployeeCreateSchema.safeParse({
      ...base,
      AnstDatum: '2026-05-01',
      SlutDatum: '2026-04-30',
      PerSchema: [
        { FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'HEL40' },
        { FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: '' },
      ],
    });
    expect(codesOf(r)).toEqual([
      'SlutDatum:validation.register.endBeforeStart',
      'PerSchema.1.FromDatum:validation.register.duplicateDate',
      'PerSchema.1.ArbSchema:validation.required',
    ]);
  });

  it('needs a personal identity number for a user who logs in with electronic ID', () => {
    const r = EmployeeCreateSchema.safeParse({ ...base, Anvandare: { Login: 'ab', LoginType: 'BANKID' } });
    expect(codesOf(r)).toEqual(['PersNr:validation.register.persNrForBankId']);
  });

  it('counts an employment as ended from the day after its last day', () => {
    expect(employmentEnded('', '2026-12-01')).toBe(false);
    expect(employmentEnded('2026-11-30', '2026-11-30')).toBe(false);
    expect(employmentEnded('2026-11-30', '2026-12-01')).toBe(true);
  });
});

describe('the code registers', () => {
  it('has a create and an update form for every register', () => {
    for (const kind of CODE_REGISTERS) {
      expect(codeCreateSchema(kind).safeParse({}).success).toBe(false);
      expect(codeUpdateSchema(kind).safeParse({ Version: 0, Extra: 1 }).success).toBe(false);
    }
  });

  it('keeps a rotation to whole weeks starting on a Monday', () => {
    const schedules = codeCreateSchema('schedules');
    const week = [8, 8, 8, 8, 8, 0, 0];
    expect(codesOf(schedules.safeParse({ ArbSchema: 'S', BenText: 'S', Dagar: [...week, 8] }))).toContain(
      'Dagar:validation.register.weekPattern',
    );
    expect(
      codesOf(
        schedules.safeParse({
          ArbSchema: 'S',
          BenText: 'S',
          Dagar: [...week, ...week],
          RotationStart: '2026-11-03',
        }),
      ),
    ).toEqual(['RotationStart:validation.register.notMonday']);
    expect(schedules.parse({ ArbSchema: 'S', BenText: 'S', Dagar: week }).RotationStart).toBe('');
  });

  it('sends a time code as a PAXml tidkod or as a pay code’s hours (DOMAIN §12)', () => {
    const timecodes = codeCreateSchema('timecodes');
    const code = { TidKod: 'T', BenText: 'T', Typ: 'NORMAL' };
    expect(codesOf(timecodes.safeParse(code))).toEqual(['LonKod:validation.register.paxmlOrLonKod']);
    expect(timecodes.safeParse({ ...code, PaxmlKod: 'SEM' }).success).toBe(true);
    expect(timecodes.safeParse({ ...code, LonKod: 'L100' }).success).toBe(true);
  });
});

describe("staffing's registers", () => {
  it('keeps the properties for a company with Plus only (SPEC §7 /egenskaper)', () => {
    expect(keepsCodeRegister('properties', true)).toBe(true);
    expect(keepsCodeRegister('properties', false)).toBe(false);
    expect(keepsCodeRegister('competences', false)).toBe(true);
    expect(keepsCodeRegister('staffingtasks', false)).toBe(true);
  });

  it("holds a task's competences and properties once each, in order, and any department by default", () => {
    const task = codeCreateSchema('staffingtasks').parse({
      Bemuppgift: 'LAGER',
      BenText: 'Lager',
      Kompetenser: ['TRUCK', 'KORB', 'TRUCK'],
    });
    expect(task).toEqual({
      Bemuppgift: 'LAGER',
      BenText: 'Lager',
      Avdelning: '',
      Kompetenser: ['KORB', 'TRUCK'],
      Egenskaper: [],
    });
    const wrong = codeCreateSchema('staffingtasks').safeParse({
      Bemuppgift: 'X',
      BenText: 'X',
      Kompetenser: ['a b'],
      Egenskaper: Array.from({ length: STAFFING_CODES_MAX + 1 }, (_, i) => `E${i}`),
    });
    expect(codesOf(wrong)).toContain('Kompetenser.0:validation.alphanumeric');
    expect(codesOf(wrong).some((c) => c.startsWith('Egenskaper:'))).toBe(true);
  });

  it('gives an employee no competences or properties unless named', () => {
    const e = EmployeeCreateSchema.parse({
      AnstNr: '1',
      FoNamn: 'A',
      EfNamn: 'B',
      TidKodGrupp: 'TJM',
      LonKodGrupp: 'TJM',
      GallerFran: '2026-01-01',
    });
    expect(e).toMatchObject({ Kompetenser: [], Egenskaper: [] });
  });
});
