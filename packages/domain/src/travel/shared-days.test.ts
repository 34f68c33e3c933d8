import { describe, expect, it } from 'vitest';
import { TravelInputSchema, type TravelInput, type TravelResult } from './trip';
import { travelResult, type OtherTrip } from './trip-rules';

// One calendar day gives per diem, kostförmån and night allowance at most once per person (DOMAIN
// §1.1–§1.2: the amounts are "per dag" and "per natt"), also when one trip comes home on the day
// another leaves: the day is both a return day and a departure day, counted once by the 12:00 and
// 19:00 rules.

const trip = (over: Partial<TravelInput> = {}) =>
  TravelInputSchema.parse({
    AnstNr: '1001',
    Syfte: 'Kundbesök',
    Ort: 'Göteborg',
    AvstandKm: 470,
    ...over,
  });

/** Göteborg, Sunday 07:00 to Tuesday 10:00 (a half last day). */
const first = trip({
  AvresaDatum: '2026-03-08',
  AvresaTid: '07:00',
  HemkomstDatum: '2026-03-10',
  HemkomstTid: '10:00',
});
/** Malmö, Tuesday 15:00 (a half first day) to Thursday 20:00. */
const second = trip({
  Ort: 'Malmö',
  AvresaDatum: '2026-03-10',
  AvresaTid: '15:00',
  HemkomstDatum: '2026-03-12',
  HemkomstTid: '20:00',
});
const rules = (otherTrips: OtherTrip[] = []) => ({ normalbelopp: {}, otherTrips });

const ok = (r: TravelResult) => {
  if (r.kind !== 'ok') throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return r;
};
const rowsOn = (r: TravelResult, date: string) =>
  ok(r)
    .rows.filter((x) => x.Datum === date)
    .map((x) => [x.LonKod, x.Belopp]);

describe('a day two trips share', () => {
  it('alone, each trip counts the shared Tuesday as a half day (the double pay to avoid)', () => {
    expect(rowsOn(travelResult(first, rules()), '2026-03-10')).toEqual([['TRAKT-HALV', 150]]);
    expect(rowsOn(travelResult(second, rules()), '2026-03-10')).toEqual([
      ['TRAKT-HALV', 150],
      ['TRAKT-NATT', 150],
    ]);
  });

  it('gives the day once: the trip that comes home carries it, the one that leaves shows why it has none', () => {
    const a = ok(travelResult(first, rules([{ values: second, result: null }])));
    const b = ok(travelResult(second, rules([{ values: first, result: null }])));
    expect(rowsOn(a, '2026-03-10')).toEqual([['TRAKT-HALV', 150]]);
    // The night after the Tuesday is the second trip's own: only it is away that night.
    expect(rowsOn(b, '2026-03-10')).toEqual([['TRAKT-NATT', 150]]);
    expect(b.perDiem.days[0]).toMatchObject({
      date: '2026-03-10',
      amount: 0,
      reasons: ['travel.reason.otherTrip'],
    });
    expect(b.perDiem.days.map((d) => d.amount)).toEqual([0, 300, 300]);
  });

  it('keeps what a completed trip gave: the day stays with it whichever came first', () => {
    // The second trip was completed first (it then carried the Tuesday on its own).
    const completed = travelResult(second, rules());
    const a = ok(travelResult(first, rules([{ values: second, result: completed }])));
    expect(rowsOn(a, '2026-03-10')).toEqual([]);
    expect(a.perDiem.days.at(-1)).toMatchObject({ amount: 0, reasons: ['travel.reason.otherTrip'] });
  });

  it('counts the day whole when either trip alone makes it whole (a departure before 12:00)', () => {
    const early = { ...second, AvresaTid: '11:00' };
    const a = ok(travelResult(first, rules([{ values: early, result: null }])));
    expect(rowsOn(a, '2026-03-10')).toEqual([['TRAKT-HEL', 300]]);
    expect(rowsOn(travelResult(early, rules([{ values: first, result: null }])), '2026-03-10')).toEqual([
      ['TRAKT-NATT', 150],
    ]);
  });

  it('reduces the one day by the free meals of both trips, and taxes each meal once', () => {
    const lunchHome = { ...first, Dagar: [{ ...day('2026-03-10'), Lunch: true }] };
    const lunchAndDinnerAway = {
      ...second,
      Dagar: [{ ...day('2026-03-10'), Lunch: true, Middag: true }],
    };
    const a = ok(travelResult(lunchHome, rules([{ values: lunchAndDinnerAway, result: null }])));
    const b = ok(travelResult(lunchAndDinnerAway, rules([{ values: lunchHome, result: null }])));
    // Lunch and dinner: 70 % of the half day's 150 = 105 off; the lunch is one lunch.
    expect(rowsOn(a, '2026-03-10')).toEqual([
      ['TRAKT-HALV', 45],
      ['KOSTFORMAN', 124],
    ]);
    expect(rowsOn(b, '2026-03-10')).toEqual([
      ['TRAKT-NATT', 150],
      ['KOSTFORMAN', 124],
    ]);
  });

  it('taxes a meal once whichever trip is completed first, and keeps the meals a completed trip did not take', () => {
    const lunchHome = { ...first, Dagar: [{ ...day('2026-03-10'), Lunch: true }] };
    const lunchAway = { ...second, Dagar: [{ ...day('2026-03-10'), Lunch: true }] };
    // The trip away is completed first, while the trip home (which left first) is in progress.
    const away = travelResult(lunchAway, rules([{ values: lunchHome, result: null }]));
    expect(rowsOn(away, '2026-03-10')).toEqual([['TRAKT-NATT', 150]]);
    const home = travelResult(lunchHome, rules([{ values: lunchAway, result: away }]));
    expect(rowsOn(home, '2026-03-10')).toEqual([
      ['TRAKT-HALV', 97],
      ['KOSTFORMAN', 124],
    ]);
  });

  it('gives a night once even to trips that overlap', () => {
    const overlapping = { ...second, AvresaDatum: '2026-03-09', AvresaTid: '12:00' };
    const b = ok(travelResult(overlapping, rules([{ values: first, result: null }])));
    expect(b.perDiem.nights.map((n) => n.date)).toEqual(['2026-03-10', '2026-03-11']);
    expect(b.perDiem.days.slice(0, 2).map((d) => d.amount)).toEqual([0, 0]);
  });

  it('leaves the other trip alone when it claims no per diem', () => {
    const noPerDiem = { ...first, Traktamente: false };
    const b = ok(travelResult(second, rules([{ values: noPerDiem, result: null }])));
    expect(rowsOn(b, '2026-03-10')).toEqual([
      ['TRAKT-HALV', 150],
      ['TRAKT-NATT', 150],
    ]);
  });
});

function day(Datum: string) {
  return { Datum, Frukost: false, Lunch: false, Middag: false, FrukostIHotell: false, LogiBetald: false };
}
