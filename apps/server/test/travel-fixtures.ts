// Trips the travel tests report (issue 15), as POST /resor takes them.

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
