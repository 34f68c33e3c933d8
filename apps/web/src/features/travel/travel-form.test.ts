import { describe, expect, it } from 'vitest';
import {
  daysFor,
  missingNormalbeloppYears,
  newTravelValues,
  participantsOf,
  stepOfField,
  travelErrors,
  tripDays,
  wireTravel,
  type TravelFormValues,
} from './travel-form';

const trip = (over: Partial<TravelFormValues> = {}): TravelFormValues => ({
  ...newTravelValues('2026-11-10'),
  Syfte: 'Kundbesök',
  Ort: 'Göteborg',
  AvstandKm: 470,
  ...over,
});

describe('the travel guide’s form', () => {
  it('lists every day of the trip, and none while the dates make no trip', () => {
    expect(tripDays('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(tripDays('2026-11-12', '2026-11-10')).toEqual([]);
    expect(tripDays('2026-11-1', '2026-11-10')).toEqual([]);
  });

  it('keeps what was ticked on a day still in the trip when the dates change', () => {
    const days = daysFor('2026-11-10', '2026-11-11', [
      {
        Datum: '2026-11-09',
        Frukost: true,
        Lunch: false,
        Middag: false,
        FrukostIHotell: false,
        LogiBetald: false,
      },
      {
        Datum: '2026-11-11',
        Frukost: false,
        Lunch: true,
        Middag: false,
        FrukostIHotell: false,
        LogiBetald: false,
      },
    ]);
    expect(days.map((d) => [d.Datum, d.Lunch, d.Frukost])).toEqual([
      ['2026-11-10', false, false],
      ['2026-11-11', true, false],
    ]);
  });

  it('sends only the days with something ticked, no events at home, and the distance only at home', () => {
    const v = trip({
      Dagar: daysFor('2026-11-10', '2026-11-11', [
        {
          Datum: '2026-11-11',
          Frukost: false,
          Lunch: true,
          Middag: false,
          FrukostIHotell: false,
          LogiBetald: false,
        },
      ]),
      Handelser: [
        {
          Typ: 'GRANS',
          Datum: '2026-11-10',
          Tid: '10:00',
          Land: 'NO',
          FranLand: '',
          AnkomstDatum: '',
          AnkomstTid: '',
        },
      ],
    });
    const wire = wireTravel(v, '1001');
    expect(wire.Dagar).toEqual([
      {
        Datum: '2026-11-11',
        Frukost: false,
        Lunch: true,
        Middag: false,
        FrukostIHotell: false,
        LogiBetald: false,
      },
    ]);
    expect(wire.Handelser).toEqual([]);
    expect(wire.AvstandKm).toBe(470);
    const abroad = wireTravel({ ...v, Utrikes: true, AvstandKm: null }, '1001');
    expect(abroad.AvstandKm).toBe(0);
    expect(abroad.Handelser).toEqual([{ Typ: 'GRANS', Datum: '2026-11-10', Tid: '10:00', Land: 'NO' }]);
  });

  it('reads participants one a line, "name, company"', () => {
    expect(participantsOf('Per Persson\n  Anna Kund, Kund AB, Göteborg \n\n')).toEqual([
      { Namn: 'Per Persson', Foretag: '' },
      { Namn: 'Anna Kund', Foretag: 'Kund AB, Göteborg' },
    ]);
  });

  it('checks the trip by the wire’s rules and says which step to open', () => {
    expect(travelErrors(trip(), '1001')).toEqual([]);
    // Each field's own rule first; the rules between fields once the fields are right.
    expect(
      travelErrors(
        trip({
          Syfte: '',
          Mil: [{ Datum: '2026-11-10', Km: null, Fordon: 'EGEN_BIL', Regnr: '', Beskrivning: '' }],
        }),
        '1001',
      ),
    ).toEqual([
      { field: 'Syfte', message: 'validation.required' },
      { field: 'Mil.0.Km', message: 'validation.number.invalid' },
    ]);
    expect(travelErrors(trip({ HemkomstDatum: '2026-11-09' }), '1001')).toEqual([
      { field: 'HemkomstDatum', message: 'validation.travel.returnBeforeDeparture' },
    ]);
    expect(stepOfField('Syfte')).toBe('trip');
    expect(stepOfField('Handelser.0.Land')).toBe('times');
    expect(stepOfField('Mil.0.Km')).toBe('car');
    expect(stepOfField('Representation.0.Deltagare')).toBe('expenses');
  });
});

describe('the years abroad without Skatteverket’s table', () => {
  const item = (Landskod: string, Normalbelopp: number | null) => ({
    Land: Landskod,
    Landskod,
    Valuta: '',
    Valutakod: '',
    Normalbelopp,
  });
  const shipped = [item('SE', 300), item('NO', 1054), item('DK', 1226)];
  const missing = [item('SE', 290), item('NO', null), item('DK', null)];

  it('names a year whose picker has no amount abroad, as soon as the trip is abroad', () => {
    expect(missingNormalbeloppYears(true, '2025-06-01', '2025-06-03', { 2025: missing })).toEqual([2025]);
    expect(missingNormalbeloppYears(false, '2025-06-01', '2025-06-03', { 2025: missing })).toEqual([]);
    expect(missingNormalbeloppYears(true, '2024-06-01', '2024-06-03', { 2024: shipped })).toEqual([]);
  });

  it('looks at both years of a trip over the new year, and not at a year not yet read', () => {
    expect(
      missingNormalbeloppYears(true, '2024-12-30', '2025-01-02', { 2024: shipped, 2025: missing }),
    ).toEqual([2025]);
    expect(missingNormalbeloppYears(true, '2024-12-30', '2025-01-02', { 2024: shipped })).toEqual([]);
  });
});
