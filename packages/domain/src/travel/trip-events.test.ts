import { describe, expect, it } from 'vitest';
import { TravelInputSchema, type TravelInput } from './trip';
import { travelEventsOf } from './trip-events';

// PAXml's resetrans/tidpunkt is the moment of the event (DOMAIN §12): every event of a trip lies
// inside the trip, on its own day.

const trip = (over: Partial<TravelInput> = {}) =>
  TravelInputSchema.parse({
    AnstNr: '1001',
    Syfte: 'Kundbesök',
    Ort: 'Göteborg',
    AvresaDatum: '2026-03-10',
    AvresaTid: '15:00',
    HemkomstDatum: '2026-03-12',
    HemkomstTid: '10:00',
    AvstandKm: 470,
    Dagar: [
      { Datum: '2026-03-10', Frukost: true, Lunch: true, Middag: true, LogiBetald: true },
      {
        Datum: '2026-03-11',
        Frukost: true,
        FrukostIHotell: true,
        Lunch: true,
        Middag: true,
        LogiBetald: true,
      },
      { Datum: '2026-03-12', Frukost: true, Lunch: true, Middag: true },
    ],
    Mil: [
      { Datum: '2026-03-10', Km: 300, Fordon: 'EGEN_BIL' },
      { Datum: '2026-03-12', Km: 300, Fordon: 'EGEN_BIL' },
    ],
    Utlagg: [{ Datum: '2026-03-12', Text: 'Taxi', Belopp: 300 }],
    Representation: [{ Datum: '2026-03-10', Typ: 'INTERN', Deltagare: [{ Namn: 'Per' }], Belopp: 200 }],
    ...over,
  });

const at = (e: { datum: string; tid: string }) => `${e.datum}T${e.tid}`;

describe('the moments of a trip’s events', () => {
  it('stamps every event inside the trip, on its own day, START first and STOPP last', () => {
    const v = trip();
    const events = travelEventsOf(v, 'id', null);
    const start = at({ datum: v.AvresaDatum, tid: v.AvresaTid });
    const end = at({ datum: v.HemkomstDatum, tid: v.HemkomstTid });
    for (const e of events) {
      expect(at(e) >= start && at(e) <= end, `${e.resekod} at ${at(e)}`).toBe(true);
    }
    expect(events[0]?.resekod).toBe('START');
    expect(events.at(-1)?.resekod).toBe('STOPP');
  });

  it('keeps the meals of a day in their order, at their usual time when the trip is away then', () => {
    const events = travelEventsOf(trip(), 'id', null);
    const on = (date: string) => events.filter((e) => e.datum === date).map((e) => `${e.resekod} ${e.tid}`);
    // The first day from 15:00: the meals before it are moved to the departure.
    expect(on('2026-03-10')).toEqual([
      'START 15:00',
      'FRU_ARB 15:00',
      'LUN_ARB 15:00',
      'MIL_PRI 15:00',
      'REPR_INT 15:00',
      'MID_ARB 18:00',
      'LOGI_ARB 21:00',
    ]);
    expect(on('2026-03-11')).toEqual(['FRU_HOT 07:00', 'LUN_ARB 12:00', 'MID_ARB 18:00', 'LOGI_ARB 21:00']);
    // The last day until 10:00: what came later is moved to the return.
    expect(on('2026-03-12')).toEqual([
      'FRU_ARB 07:00',
      'LUN_ARB 10:00',
      'MID_ARB 10:00',
      'MIL_PRI 10:00',
      'UTLÄGG 10:00',
      'STOPP 10:00',
    ]);
  });

  it('stamps a day trip inside its hours', () => {
    const events = travelEventsOf(
      trip({
        HemkomstDatum: '2026-03-10',
        HemkomstTid: '16:30',
        Dagar: [{ Datum: '2026-03-10', Lunch: true }],
        Mil: [],
        Utlagg: [],
        Representation: [],
      }),
      'id',
      null,
    );
    expect(events.map((e) => `${e.resekod} ${e.tid}`)).toEqual([
      'START 15:00',
      'LUN_ARB 15:00',
      'STOPP 16:30',
    ]);
  });
});
