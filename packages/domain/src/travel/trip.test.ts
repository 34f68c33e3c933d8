import { describe, expect, it } from 'vitest';
import { TravelInputSchema, tripLegs, type TravelInput, type TravelResult } from './trip';
import { travelResult } from './trip-rules';

const trip = (over: Partial<TravelInput> = {}) =>
  TravelInputSchema.parse({
    AnstNr: '1001',
    Syfte: 'Kundbesök',
    Ort: 'Göteborg',
    AvresaDatum: '2026-03-10',
    AvresaTid: '07:00',
    HemkomstDatum: '2026-03-12',
    HemkomstTid: '20:00',
    AvstandKm: 470,
    ...over,
  });

const ok = (r: TravelResult) => {
  if (r.kind !== 'ok') throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return r;
};
const rules = { normalbelopp: { 2026: { NO: 1054, DK: 1226, ÖVRIGA: 493 } } };

describe('a completed trip as compensation rows', () => {
  it('a domestic three-day trip with a free lunch and a car: 795 per diem, 300 nights, 1 500 mileage', () => {
    // 07:00 out (before 12:00: whole), 20:00 home (after 19:00: whole): 300 + 300 + 300;
    // the free lunch on the middle day takes 35 % of 300 = 105 → 195; two unpaid nights 2 × 150;
    // 300 km each way in her own car at 25 kr/mil: 2 × 30 mil × 25 = 1 500, all tax-free.
    const r = ok(
      travelResult(
        trip({
          Dagar: [{ Datum: '2026-03-11', Lunch: true }],
          Mil: [
            { Datum: '2026-03-10', Km: 300, Fordon: 'EGEN_BIL', Regnr: 'ABC123' },
            { Datum: '2026-03-12', Km: 300, Fordon: 'EGEN_BIL', Regnr: 'ABC123' },
          ],
        }),
        rules,
      ),
    );
    expect(r.perDiem.days.map((d) => d.amount)).toEqual([300, 195, 300]);
    expect(r.rows.map((x) => [x.LonKod, x.Datum, x.Belopp])).toEqual([
      ['TRAKT-HEL', '2026-03-10', 300],
      ['TRAKT-HEL', '2026-03-11', 195],
      ['TRAKT-HEL', '2026-03-12', 300],
      ['TRAKT-NATT', '2026-03-10', 150],
      ['TRAKT-NATT', '2026-03-11', 150],
      // The free lunch is also a taxable benefit: kostförmån 124 kr (2026), not paid out.
      ['KOSTFORMAN', '2026-03-11', 124],
      ['MIL-EGEN', '2026-03-10', 750],
      ['MIL-EGEN', '2026-03-12', 750],
    ]);
    expect(r.rows.find((x) => x.LonKod === 'MIL-EGEN')).toMatchObject({ Antal: 30, Apris: 25 });
    expect(r.totals).toEqual({
      Skattefritt: 2595,
      Skattepliktigt: 0,
      Forman: 124,
      Utlagg: 0,
      AvdragsgillMoms: 0,
    });
  });

  it('a trip to Norway by plane: each day is Norway, breakfast at the hotel is 15 % off, no nights when lodging is paid', () => {
    // Day 1: 06:00–08:00 Sweden (120 min), 08:00–09:10 in the air (none), Norway 09:10–24:00 (890): Norway,
    // whole (07:00). Day 3: Norway 06:00–17:00 (660), air, Sweden 18:10–19:30 (80): Norway, whole (19:30).
    // Hotel breakfast on days 2 and 3: 1 054 × 15 % = 158.10 → 158; 1 054 − 158 = 896. It came
    // with the room, so it is no kostförmån.
    const r = ok(
      travelResult(
        trip({
          Ort: 'Oslo',
          AvresaDatum: '2026-05-04',
          HemkomstDatum: '2026-05-06',
          HemkomstTid: '19:30',
          AvstandKm: 0,
          Handelser: [
            {
              Typ: 'FLYG',
              Datum: '2026-05-04',
              Tid: '08:00',
              FranLand: 'SE',
              Land: 'NO',
              AnkomstDatum: '2026-05-04',
              AnkomstTid: '09:10',
            },
            {
              Typ: 'FLYG',
              Datum: '2026-05-06',
              Tid: '17:00',
              FranLand: 'NO',
              Land: 'SE',
              AnkomstDatum: '2026-05-06',
              AnkomstTid: '18:10',
            },
          ],
          Dagar: [
            { Datum: '2026-05-04', LogiBetald: true },
            { Datum: '2026-05-05', Frukost: true, FrukostIHotell: true, LogiBetald: true },
            { Datum: '2026-05-06', Frukost: true, FrukostIHotell: true },
          ],
        }),
        rules,
      ),
    );
    expect(r.perDiem.days.map((d) => [d.country, d.part, d.amount])).toEqual([
      ['NO', 'full', 1054],
      ['NO', 'full', 896],
      ['NO', 'full', 896],
    ]);
    expect(r.perDiem.nights).toEqual([]);
    expect(r.rows.map((x) => x.LonKod)).toEqual(['TRAKT-UTL-HEL', 'TRAKT-UTL-HEL', 'TRAKT-UTL-HEL']);
    expect(r.totals.Skattefritt).toBe(2846);
  });

  it('pays the company’s mileage above the tax-free rate as taxable salary, a row of its own', () => {
    // 120 km = 12 mil; the company pays 30 kr/mil: 12 × 25 = 300 tax-free, 12 × 5 = 60 taxable.
    const r = ok(
      travelResult(
        trip({ Traktamente: false, Mil: [{ Datum: '2026-03-10', Km: 120, Fordon: 'EGEN_BIL' }] }),
        {
          ...rules,
          paidPerMil: { EGEN_BIL: 30 },
        },
      ),
    );
    expect(r.perDiem.notEligible).toBe('travel.notEligible.notClaimed');
    expect(r.rows.map((x) => [x.LonKod, x.Antal, x.Apris, x.Belopp, x.Slag])).toEqual([
      ['MIL-EGEN', 12, 25, 300, 'SKATTEFRI'],
      ['MIL-SKATT', 12, 5, 60, 'SKATTEPLIKTIG'],
    ]);
    expect(r.totals).toMatchObject({ Skattefritt: 300, Skattepliktigt: 60 });
  });

  it('pays expenses back and books only the deductible VAT of representation', () => {
    // A taxi of 450 kr with 24 kr VAT (6 %), and a dinner for 3 at 1 344 kr with 144 kr VAT at 12 %:
    // base 1 200 > 3 × 300, so the VAT on 900 at 12 % = 108 is deductible, 36 is not.
    const r = ok(
      travelResult(
        trip({
          Traktamente: false,
          Utlagg: [{ Datum: '2026-03-10', Text: 'Taxi', Belopp: 450, Moms: 24, Varugrupp: 'Resor' }],
          Representation: [
            {
              Datum: '2026-03-11',
              Typ: 'EXTERN',
              Deltagare: [
                { Namn: 'Per Persson' },
                { Namn: 'Anna Kund', Foretag: 'Kund AB' },
                { Namn: 'Bo Kund', Foretag: 'Kund AB' },
              ],
              Belopp: 1344,
              Moms: 144,
            },
          ],
        }),
        rules,
      ),
    );
    expect(r.rows.map((x) => [x.LonKod, x.Belopp, x.Moms, x.Slag])).toEqual([
      ['UTLÄGG', 450, 24, 'UTLAGG'],
      ['REPR', 1344, 108, 'UTLAGG'],
    ]);
    expect(r.representation[0]).toMatchObject({
      AvdragsgillMoms: 108,
      EjAvdragsgillMoms: 36,
      Skal: 'travel.representation.capped',
    });
    expect(r.totals).toMatchObject({ Utlagg: 1794, AvdragsgillMoms: 108 });
  });

  it('says "missing rules for travel" for a year without per diem or mileage amounts, never a guess', () => {
    expect(travelResult(trip({ AvresaDatum: '2027-03-10', HemkomstDatum: '2027-03-12' }), rules)).toEqual({
      kind: 'missingRules',
      years: [2027],
    });
    expect(
      travelResult(
        trip({
          Traktamente: false,
          AvresaDatum: '2023-12-30',
          HemkomstDatum: '2024-01-02',
          Mil: [{ Datum: '2023-12-30', Km: 10, Fordon: 'EGEN_BIL' }],
        }),
        rules,
      ),
    ).toEqual({ kind: 'missingRules', years: [2023] });
    // A trip to a country in a year with no normalbelopp table: the year is named as one whose
    // foreign table is missing (an administrator loads it), not as missing mileage.
    expect(
      travelResult(
        trip({
          AvresaDatum: '2025-06-01',
          HemkomstDatum: '2025-06-03',
          Handelser: [{ Typ: 'GRANS', Datum: '2025-06-01', Tid: '09:00', Land: 'DK' }],
        }),
        rules,
      ),
    ).toEqual({ kind: 'missingRules', years: [2025], normalbelopp: [2025] });
  });
});

describe('the trip as typed', () => {
  const issues = (over: Partial<TravelInput>) =>
    (TravelInputSchema.safeParse({ ...trip(), ...over }).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]);

  it('refuses a return before or at the departure', () => {
    expect(issues({ HemkomstDatum: '2026-03-10', HemkomstTid: '07:00' })).toEqual([
      ['HemkomstDatum', 'validation.travel.returnBeforeDeparture'],
    ]);
  });

  it('refuses events outside the trip, out of order, and a flight that lands before it leaves', () => {
    expect(
      issues({
        Handelser: [
          { Typ: 'GRANS', Datum: '2026-03-11', Tid: '10:00', Land: 'NO' },
          { Typ: 'INRESA', Datum: '2026-03-11', Tid: '09:00', Land: 'SE' },
          {
            Typ: 'FLYG',
            Datum: '2026-03-12',
            Tid: '10:00',
            FranLand: 'NO',
            Land: 'SE',
            AnkomstDatum: '2026-03-12',
            AnkomstTid: '09:00',
          },
          { Typ: 'GRANS', Datum: '2026-03-13', Tid: '10:00', Land: 'DK' },
        ],
      }),
    ).toEqual([
      ['Handelser.1.Datum', 'validation.travel.eventOrder'],
      ['Handelser.2.AnkomstTid', 'validation.travel.arrivalBeforeDeparture'],
      ['Handelser.3.Datum', 'validation.travel.outsideTrip'],
    ]);
  });

  it('refuses an entry to Sweden in another country, a bad country code, and VAT above the amount', () => {
    expect(
      issues({
        Handelser: [{ Typ: 'INRESA', Datum: '2026-03-11', Tid: '10:00', Land: 'NO' }],
        Utlagg: [{ Datum: '2026-03-11', Belopp: 100, Moms: 120 }],
      }),
    ).toEqual([
      ['Handelser.0.Land', 'validation.travel.country'],
      ['Utlagg.0.Moms', 'validation.compensation.vatAboveAmount'],
    ]);
    expect(
      issues({ Handelser: [{ Typ: 'GRANS', Datum: '2026-03-11', Tid: '10:00', Land: 'Norge' }] }),
    ).toEqual([['Handelser.0.Land', 'validation.travel.country']]);
  });

  it('makes the places of a trip from its events: a flight is no place until it lands', () => {
    expect(
      tripLegs(
        trip({
          Handelser: [
            { Typ: 'GRANS', Datum: '2026-03-10', Tid: '09:00', Land: 'DK' },
            {
              Typ: 'FLYG',
              Datum: '2026-03-11',
              Tid: '08:00',
              FranLand: 'DK',
              Land: 'DE',
              AnkomstDatum: '2026-03-11',
              AnkomstTid: '09:30',
            },
            { Typ: 'INRESA', Datum: '2026-03-12', Tid: '15:00', Land: 'SE' },
          ],
        }),
      ),
    ).toEqual([
      { date: '2026-03-10', time: '07:00', place: 'SE' },
      { date: '2026-03-10', time: '09:00', place: 'DK' },
      { date: '2026-03-11', time: '08:00', place: null },
      { date: '2026-03-11', time: '09:30', place: 'DE' },
      { date: '2026-03-12', time: '15:00', place: 'SE' },
    ]);
  });
});
