import { describe, expect, it } from 'vitest';
import { COMPENSATION_MESSAGES, type Compensation } from '@lonportal/domain/compensations/compensations';
import { defaultPortalInfo } from '@lonportal/domain/portal-info';
import {
  codesForEmployee,
  compensationFormSchema,
  compensationRulesOf,
  computesAmount,
  copiedValues,
  newCompensationValues,
  rowVatRates,
  scannedValues,
  typedSumma,
  usualLonKod,
  wireValues,
  type LonKod,
} from './compensation-form';

const code = (LonKod: string, Typ: string, over: Partial<LonKod> = {}): LonKod => ({
  LonKod,
  BenText: LonKod,
  Typ,
  Enhet: 'st',
  Apris: null,
  Grupper: ['TJM'],
  KvittoKravs: false,
  ...over,
});
const CODES = [
  code('UTLÄGG', 'UTLAGG'),
  code('TRAKT-HEL', 'TRAKTAMENTE', { Apris: 300, Enhet: 'dag' }),
  code('MIL-EGEN', 'MILERSATTNING', { Apris: 25, Grupper: ['KOL'] }),
  code('FRISKV', 'UTLAGG', { KvittoKravs: true }),
];
const employee = {
  AnstNr: '1001',
  PerStatus: {
    UseBrukare: false,
    Brukare: '',
    UseResEnhet1: true,
    ResEnhet1: 'R1',
    UseResEnhet2: false,
    ResEnhet2: 'X',
    UseResEnhet3: false,
    ResEnhet3: '',
  },
};
const ftg = {
  UseLSS: false,
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].flatMap((n) => [
      [`OpenResEnhet${n}`, n === 1],
      [`RegResEnh${n}`, n === 1],
    ]),
  ),
} as Parameters<typeof compensationRulesOf>[0];

describe('the pay codes a new row offers (SPEC §6)', () => {
  it("offers the employee's group's codes of the kinds the company shows", () => {
    const portal = { ...defaultPortalInfo(), EnableUtlaggView: true, EnableTraktamenteView: false };
    expect(codesForEmployee(CODES, 'TJM', portal).map((c) => c.LonKod)).toEqual(['UTLÄGG', 'FRISKV']);
    expect(codesForEmployee(CODES, 'TJM', undefined)).toEqual([]);
  });

  it('starts a new row with the code used last and its own price, the default result unit and no receipt', () => {
    const rows = [
      { LonKod: 'UTLÄGG', Datum: '2026-11-02' },
      { LonKod: 'TRAKT-HEL', Datum: '2026-11-05' },
    ];
    const usual = usualLonKod(CODES, rows);
    expect(usual?.LonKod).toBe('TRAKT-HEL');
    const values = newCompensationValues(employee, '2026-11-10', usual);
    expect(values).toMatchObject({
      LonKod: 'TRAKT-HEL',
      Apris: 300,
      Antal: 1,
      ResEnhet1: 'R1',
      ResEnhet2: '',
    });
    expect(values.ReceiptId).toBeNull();
  });
});

describe('the values the dialog sends', () => {
  const base = newCompensationValues(employee, '2026-11-10', CODES[0]!);

  it('computes the amount from quantity × unit price while auto calculation is on', () => {
    const wire = wireValues({ ...base, Antal: 3, Apris: 12.5, Belopp: 999 }, true);
    expect(wire.Belopp).toBe(37.5);
    expect(wireValues({ ...base, Antal: 3, Apris: 12.5, Belopp: 40 }, false).Belopp).toBe(40);
  });

  it('never computes over an amount typed apart from quantity and price, unless they are typed again', () => {
    const typed = { Antal: 2, Apris: 10, Belopp: 25 };
    expect(computesAmount(typed, { Antal: 2, Apris: 10 })).toBe(false);
    expect(computesAmount(typed, { Antal: 3, Apris: 10 })).toBe(true);
    expect(computesAmount({ Antal: 2, Apris: 10, Belopp: 20 }, { Antal: 2, Apris: 10 })).toBe(true);
    expect(computesAmount({ Antal: 1, Apris: null, Belopp: null }, { Antal: 1, Apris: null })).toBe(true);
  });

  it('sends kronor without a rate, and another currency with the rate typed', () => {
    expect(wireValues({ ...base, Belopp: 10, Kurs: 11.2 }, true).Kurs).toBeNull();
    expect(wireValues({ ...base, Belopp: 10, ValutaKod: 'EUR', Kurs: 11.2 }, true).Kurs).toBe(11.2);
    expect(typedSumma({ ...base, Belopp: 10, ValutaKod: 'EUR', Kurs: 11.25 }, true)).toBe(112.5);
    expect(typedSumma({ ...base, Belopp: 10, ValutaKod: 'EUR', Kurs: null }, true)).toBeNull();
  });

  it('asks for the receipt where the company or the pay code requires one (SPEC §5)', () => {
    const rules = compensationRulesOf(ftg, { ...defaultPortalInfo(), UseMandatoryReceipt: true }, CODES);
    expect(rules.ReceiptCodes).toEqual(['FRISKV']);
    const schema = compensationFormSchema(rules);
    const missing = schema.safeParse(wireValues({ ...base, Belopp: 100 }, true));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toContain(COMPENSATION_MESSAGES.receiptRequired);
    const withReceipt = wireValues(
      { ...base, Belopp: 100, ReceiptId: '00000000-0000-4000-8000-000000000001' },
      true,
    );
    expect(schema.safeParse(withReceipt).success).toBe(true);
  });
});

describe('a read receipt and a copied row', () => {
  it('fills only what the receipt said, the total as the amount of one', () => {
    const filled = scannedValues(
      {
        TransactionDate: '2026-11-14',
        Total: 245.5,
        Tax: null,
        TaxByRate: {},
        ReceiptTypeCronaStdText: null,
        Currency: 'SEK',
        MerchantName: 'ICA',
      },
      'ICA',
    );
    expect(filled).toEqual({
      Datum: '2026-11-14',
      Belopp: 245.5,
      Antal: 1,
      Apris: null,
      ValutaKod: 'SEK',
      Text: 'ICA',
    });
  });

  it('copies a row without its receipt, on the day asked', () => {
    const row = {
      ...newCompensationValues(employee, '2026-11-02', CODES[0]!),
      Belopp: 50,
      Moms: 10,
      Summa: 50,
      MomsSek: 10,
      Kurs: 1,
      Antal: 1,
      ReceiptId: '00000000-0000-4000-8000-000000000009',
      Id: '00000000-0000-4000-8000-000000000010',
    } as unknown as Compensation;
    expect(copiedValues(row, '2026-11-20')).toMatchObject({
      Datum: '2026-11-20',
      Belopp: 50,
      ReceiptId: null,
      Kurs: null,
    });
  });
});

describe("the VAT a row's amount may carry", () => {
  it("is the rates of the row's date, from the rate table; every rate before a date is typed", () => {
    expect(rowVatRates('2026-04-01').map((r) => r.rate)).toEqual([25, 12, 6]);
    expect(rowVatRates('2026-04-01').find((r) => r.rate === 6)?.categories).toContain('foodShop');
    expect(rowVatRates('2026-03-31').find((r) => r.rate === 6)?.categories).not.toContain('foodShop');
    expect(rowVatRates('').map((r) => r.rate)).toEqual([25, 12, 6]);
    expect(rowVatRates('2026-02-30').map((r) => r.rate)).toEqual([25, 12, 6]);
  });
});
