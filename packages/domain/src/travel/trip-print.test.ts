import { describe, expect, it } from 'vitest';
import { TravelInputSchema, type TravelExpense, type TravelInput } from './trip';
import { travelResult } from './trip-rules';
import { freeMeals, mileageLines, representationLines, tripEventLines } from './trip-print';

const trip = (over: Partial<TravelInput> = {}) =>
  TravelInputSchema.parse({
    AnstNr: '1001',
    Syfte: 'Mässa',
    Ort: 'Berlin',
    AvresaDatum: '2024-03-10',
    AvresaTid: '07:00',
    HemkomstDatum: '2024-03-13',
    HemkomstTid: '20:00',
    AvstandKm: 800,
    ...over,
  });
const rules = { normalbelopp: { 2024: { DK: 1100, DE: 900, ÖVRIGA: 493 } } };
/** The trip as the API answers it: only what the print reads besides the values. */
const expense = (values: ReturnType<typeof trip>, result = travelResult(values, rules)) =>
  ({ ...values, Resultat: result }) as unknown as TravelExpense;

describe('the events of the printed trip', () => {
  it('runs from the departure to the return, each crossing from the country the trip was in', () => {
    const lines = tripEventLines(
      trip({
        Handelser: [
          { Typ: 'GRANS', Datum: '2024-03-10', Tid: '10:00', Land: 'DK' },
          { Typ: 'GRANS', Datum: '2024-03-10', Tid: '15:00', Land: 'DE' },
          {
            Typ: 'FLYG',
            Datum: '2024-03-13',
            Tid: '17:00',
            FranLand: 'DE',
            Land: 'SE',
            AnkomstDatum: '2024-03-13',
            AnkomstTid: '18:30',
          },
        ],
      }),
    );
    expect(lines.map((l) => [l.typ, l.datum, l.tid, l.franLand, l.land, l.ankomstTid])).toEqual([
      ['AVRESA', '2024-03-10', '07:00', '', '', ''],
      ['GRANS', '2024-03-10', '10:00', 'SE', 'DK', ''],
      ['GRANS', '2024-03-10', '15:00', 'DK', 'DE', ''],
      ['FLYG', '2024-03-13', '17:00', 'DE', 'SE', '18:30'],
      ['HEMKOMST', '2024-03-13', '20:00', '', '', ''],
    ]);
  });

  it('takes a flight without a departure country from where the trip was, and the entry to Sweden as SE', () => {
    const lines = tripEventLines(
      trip({
        Handelser: [
          {
            Typ: 'FLYG',
            Datum: '2024-03-10',
            Tid: '09:00',
            Land: 'DE',
            AnkomstDatum: '2024-03-10',
            AnkomstTid: '11:00',
          },
          { Typ: 'INRESA', Datum: '2024-03-13', Tid: '18:00', Land: 'SE' },
        ],
      }),
    );
    expect(lines.slice(1, 3).map((l) => [l.typ, l.franLand, l.land, l.ankomstDatum])).toEqual([
      ['FLYG', 'SE', 'DE', '2024-03-10'],
      ['INRESA', 'DE', 'SE', ''],
    ]);
  });
});

describe('the lines of the printed trip', () => {
  it('names the free meals in the order of the day', () => {
    expect(freeMeals({ dinner: true, breakfast: true, lunch: false })).toEqual(['breakfast', 'dinner']);
    expect(freeMeals({})).toEqual([]);
  });

  it('pairs each drive and representation with what the rules give for it', () => {
    const values = trip({
      Mil: [
        { Datum: '2024-03-10', Km: 100, Fordon: 'EGEN_BIL' },
        { Datum: '2024-03-13', Km: 50, Fordon: 'FORMANSBIL_EL' },
      ],
      Representation: [
        {
          Datum: '2024-03-11',
          Typ: 'EXTERN',
          Deltagare: [{ Namn: 'A' }, { Namn: 'B' }],
          Belopp: 500,
          Moms: 60,
        },
      ],
    });
    const lines = mileageLines(expense(values));
    expect(lines.map((l) => [l.drive.Km, l.result?.Skattefritt])).toEqual([
      [100, 250],
      [50, 47.5],
    ]);
    const meals = representationLines(expense(values));
    expect(meals).toHaveLength(1);
    expect(meals[0]!.meal.Belopp).toBe(500);
    expect(meals[0]!.result).toMatchObject({ Deltagare: 2, AvdragsgillMoms: 60 });
  });

  it('gives the reported lines without amounts when rules are missing', () => {
    const values = trip({
      AvresaDatum: '2023-03-10',
      HemkomstDatum: '2023-03-13',
      Mil: [{ Datum: '2023-03-10', Km: 100, Fordon: 'EGEN_BIL' }],
    });
    const missing = expense(values);
    expect(missing.Resultat.kind).toBe('missingRules');
    expect(mileageLines(missing).map((l) => [l.drive.Km, l.result])).toEqual([[100, null]]);
  });
});
