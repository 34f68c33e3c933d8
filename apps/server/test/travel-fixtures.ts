// Trips the travel tests report, as POST /resor takes them, and the calls they make.
import { expect } from 'vitest';
import type { TestApp } from './app-helper';

type Json = Record<string, unknown>;

/**
 * Göteborg, 470 km from home, three days in November 2026 (07:00 out, 20:00 home): 300 + 195 (a
 * free lunch on the middle day) + 300 per diem, two unpaid nights of 150, 300 km each way in her
 * own car (2 × 30 mil × 25 kr); `over` adds or replaces what a test needs.
 */
export const domesticTrip = (anstNr: string, over: Json = {}) => ({
  AnstNr: anstNr,
  Syfte: 'Kundbesök',
  Ort: 'Göteborg',
  AvresaDatum: '2026-11-10',
  AvresaTid: '07:00',
  HemkomstDatum: '2026-11-12',
  HemkomstTid: '20:00',
  AvstandKm: 470,
  Dagar: [{ Datum: '2026-11-11', Lunch: true }],
  Mil: [
    { Datum: '2026-11-10', Km: 300, Fordon: 'EGEN_BIL', Regnr: 'ABC123' },
    { Datum: '2026-11-12', Km: 300, Fordon: 'EGEN_BIL', Regnr: 'ABC123' },
  ],
  ...over,
});

/** To Oslo by plane and back, 2026. */
export const tripToNorway = (anstNr: string, over: Json = {}) => ({
  AnstNr: anstNr,
  Syfte: 'Mässa',
  Ort: 'Oslo',
  AvresaDatum: '2026-11-16',
  AvresaTid: '07:00',
  HemkomstDatum: '2026-11-18',
  HemkomstTid: '19:30',
  AvstandKm: 0,
  Handelser: [
    {
      Typ: 'FLYG',
      Datum: '2026-11-16',
      Tid: '08:00',
      FranLand: 'SE',
      Land: 'NO',
      AnkomstDatum: '2026-11-16',
      AnkomstTid: '09:10',
    },
    {
      Typ: 'FLYG',
      Datum: '2026-11-18',
      Tid: '17:00',
      FranLand: 'NO',
      Land: 'SE',
      AnkomstDatum: '2026-11-18',
      AnkomstTid: '18:10',
    },
  ],
  Dagar: [
    { Datum: '2026-11-16', LogiBetald: true },
    { Datum: '2026-11-17', Frukost: true, FrukostIHotell: true, LogiBetald: true },
  ],
  ...over,
});

/** The travel tests' calls over the test app each file makes. */
export function tripCalls(app: () => TestApp) {
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    app().api({ method, url, cookie, body });
  const createTrip = async (cookie: string, body: Json) => {
    const res = await call(cookie, 'POST', '/api/resor', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json & { Id: string; Version: number; Resultat: Json; AnstNr: string };
  };
  const complete = (cookie: string, trip: { Id: string; Version: number }) =>
    call(cookie, 'POST', `/api/resor/${trip.Id}/klar`, { Version: trip.Version });
  const compensationsOf = async (cookie: string, anstNr: string) =>
    (await call(cookie, 'GET', `/api/ersattningar/${anstNr}?From=2026-11-01&To=2026-11-30`)).json()
      .Rader as (Json & { Id: string; Version: number })[];
  return { call, createTrip, complete, compensationsOf };
}
