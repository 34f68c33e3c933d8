import { describe, expect, it } from 'vitest';
import {
  compensationTotals,
  amountOf,
  compensationLock,
  compensationRuleErrors,
  CompensationInputSchema,
  inKronor,
  receiptMissing,
  roundKronor,
  UTLAGG_LONKOD,
  vatOfGross,
  type CompensationRules,
  type CompensationSource,
} from './compensations';
import type { TimeEntryStatus } from '../row-status';

const row = (over: Record<string, unknown> = {}) =>
  CompensationInputSchema.safeParse({
    AnstNr: '1001',
    Datum: '2026-11-14',
    LonKod: UTLAGG_LONKOD,
    Belopp: 125,
    Moms: 25,
    ...over,
  });
const messages = (r: ReturnType<typeof row>) =>
  r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);

describe('amounts in kronor and öre', () => {
  it.each([
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [-0.001, 0],
    [2.675, 2.68],
  ])('roundKronor(%d) = %d', (kr, expected) => {
    expect(roundKronor(kr)).toBe(expected);
    expect(Object.is(roundKronor(kr), -0)).toBe(false);
  });

  it('computes quantity × unit price, another currency at its rate, and the VAT inside a gross price', () => {
    expect(amountOf(3, 19.99)).toBe(59.97);
    expect(amountOf(1.5, 0.333)).toBe(0.5);
    expect(inKronor(43.2, 11.4123)).toBe(493.01);
    expect(vatOfGross(125, 25)).toBe(25);
    expect(vatOfGross(112, 12)).toBe(12);
    expect(vatOfGross(106, 6)).toBe(6);
    expect(vatOfGross(99.9, 25)).toBe(19.98);
  });
});

describe('CompensationInputSchema', () => {
  it('takes a typed amount as it is, SEK at rate 1, and sums it', () => {
    const r = row();
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      Belopp: 125,
      Moms: 25,
      ValutaKod: 'SEK',
      Kurs: 1,
      Summa: 125,
      MomsSek: 25,
      Antal: 1,
    });
  });

  it('computes the amount from quantity and unit price when none is typed', () => {
    const r = row({ Belopp: null, Antal: 12, Apris: 25.5, Moms: 0 });
    expect(r.data).toMatchObject({ Belopp: 306, Summa: 306 });
  });

  it('keeps another currency with the rate used, and sums it in kronor', () => {
    const r = row({ ValutaKod: 'eur', Kurs: 11.25, Belopp: 43.2, Moms: 3.75 });
    expect(r.data).toMatchObject({ ValutaKod: 'EUR', Kurs: 11.25, Belopp: 43.2, Summa: 486, MomsSek: 42.19 });
  });

  it('asks for what is missing or wrong, field by field', () => {
    expect(messages(row({ Belopp: null }))).toEqual([['Belopp', 'validation.compensation.amountRequired']]);
    expect(messages(row({ Moms: 126 }))).toEqual([['Moms', 'validation.compensation.vatAboveAmount']]);
    expect(messages(row({ Moms: -5 }))).toEqual([['Moms', 'validation.compensation.vatAboveAmount']]);
    expect(messages(row({ ValutaKod: 'EUR' }))).toEqual([['Kurs', 'validation.compensation.rateRequired']]);
    expect(messages(row({ ValutaKod: 'EURO' }))).toEqual([['ValutaKod', 'validation.compensation.currency']]);
    expect(messages(row({ ValutaKod: 'USD', Kurs: 0 }))).toEqual([
      ['Kurs', 'validation.compensation.rateRange'],
    ]);
    expect(messages(row({ Datum: '' }))).toEqual([['Datum', 'validation.compensation.dateRequired']]);
    expect(messages(row({ LonKod: ' ' }))).toEqual([['LonKod', 'validation.compensation.codeRequired']]);
    expect(messages(row({ Belopp: 1e9 }))).toEqual([['Belopp', 'validation.compensation.amountRange']]);
    expect(messages(row({ Text: 'x'.repeat(201) }))).toEqual([
      ['Text', 'validation.compensation.textTooLong'],
    ]);
    expect(messages(row({ FromDatum: '2026-11-10', TomDatum: '2026-11-09' }))).toEqual([
      ['TomDatum', 'validation.period.endBeforeStart'],
    ]);
    expect(messages(row({ Belopp: Number.NaN }))[0]?.[1]).toBe('validation.number.invalid');
  });

  it('takes a credit (a negative amount) with its negative VAT', () => {
    expect(row({ Belopp: -125, Moms: -25 }).success).toBe(true);
  });
});

const rules = (over: Partial<CompensationRules> = {}): CompensationRules => ({
  UseLSS: false,
  UseErsMandatoryBrukare: false,
  MandatoryResEnhet: [false, false, false, false, false, false],
  UseMandatoryReceipt: false,
  ReceiptCodes: [],
  ...over,
});

describe('the mandatory receipt (SPEC §5 Compensation reporting)', () => {
  it('is required for UTLÄGG when the company makes it mandatory, unless a file comes or one is there', () => {
    const none = { newFile: false, receipt: false };
    expect(receiptMissing(UTLAGG_LONKOD, rules(), none)).toBe(false);
    expect(receiptMissing(UTLAGG_LONKOD, rules({ UseMandatoryReceipt: true }), none)).toBe(true);
    expect(
      receiptMissing(UTLAGG_LONKOD, rules({ UseMandatoryReceipt: true }), { newFile: true, receipt: false }),
    ).toBe(false);
    expect(
      receiptMissing(UTLAGG_LONKOD, rules({ UseMandatoryReceipt: true }), { newFile: false, receipt: true }),
    ).toBe(false);
    expect(receiptMissing('MIL-EGEN', rules({ UseMandatoryReceipt: true }), none)).toBe(false);
  });

  it('is required for a pay code configured to need one, whatever the switch', () => {
    expect(
      receiptMissing('REPR', rules({ ReceiptCodes: ['REPR'] }), { newFile: false, receipt: false }),
    ).toBe(true);
  });

  it('comes with the brukare and result units the company requires on compensations', () => {
    const values = {
      LonKod: UTLAGG_LONKOD,
      Brukare: '',
      ResEnhet1: '',
      ResEnhet2: 'P1',
      ResEnhet3: '',
      ResEnhet4: '',
      ResEnhet5: '',
      ResEnhet6: '',
    };
    expect(
      compensationRuleErrors(
        values,
        rules({
          UseMandatoryReceipt: true,
          UseLSS: true,
          UseErsMandatoryBrukare: true,
          MandatoryResEnhet: [true, true, false, false, false, false],
        }),
        { newFile: false, receipt: false },
      ),
    ).toEqual([
      { Field: 'ReceiptId', Code: 'validation.compensation.receiptRequired' },
      { Field: 'Brukare', Code: 'validation.compensation.brukareRequired' },
      { Field: 'ResEnhet1', Code: 'validation.compensation.resEnhetRequired' },
    ]);
    // Brukare only where the company uses LSS.
    expect(
      compensationRuleErrors(values, rules({ UseErsMandatoryBrukare: true }), {
        newFile: false,
        receipt: false,
      }),
    ).toEqual([]);
  });
});

describe('compensationLock (SPEC §4 Compensation)', () => {
  const both = { KalUseLonReady: true, KalUseAttest: true };
  const lock = (Status: TimeEntryStatus, Kalla: CompensationSource, asManager = false) =>
    compensationLock({ Status, Kalla }, both, asManager);

  it('locks a transferred or attested row for everyone', () => {
    expect(lock('LOCKED', 'MANUELL', true)).toBe('compensations.locked.transferred');
    expect(lock('ATTESTED', 'RESA', true)).toBe('compensations.locked.attested');
  });

  it('leaves an approved row to the manager, as for time', () => {
    expect(lock('NOT_APPROVED', 'MANUELL')).toBeNull();
    expect(lock('NOT_ATTESTED', 'MANUELL')).toBe('compensations.locked.approved');
    expect(lock('NOT_ATTESTED', 'MANUELL', true)).toBeNull();
  });

  it('keeps a row made by a guide, a travel expense report or an import to what made it', () => {
    expect(lock('NOT_APPROVED', 'RESA')).toBe('compensations.locked.RESA');
    expect(lock('NOT_APPROVED', 'GUIDE', true)).toBe('compensations.locked.GUIDE');
    expect(lock('NOT_APPROVED', 'IMPORT')).toBe('compensations.locked.IMPORT');
  });
});

describe('compensationTotals', () => {
  it('adds the rows in öre, so that many small amounts add up exactly', () => {
    const rows = Array.from({ length: 10 }, () => ({ Summa: 0.1, MomsSek: 0.02 }));
    expect(compensationTotals(rows)).toEqual({ Summa: 1, MomsSek: 0.2 });
    expect(compensationTotals([])).toEqual({ Summa: 0, MomsSek: 0 });
    expect(
      compensationTotals([
        { Summa: 125.5, MomsSek: 25.1 },
        { Summa: -20, MomsSek: 0 },
      ]),
    ).toEqual({
      Summa: 105.5,
      MomsSek: 25.1,
    });
  });
});
