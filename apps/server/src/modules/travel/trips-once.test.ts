import { DOMParser } from '@xmldom/xmldom';
import { TravelInputSchema } from '@lonportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newTeam, newUser, ROLE } from '../../../test/factories';
import { domesticTrip, tripCalls, tripToNorway } from '../../../test/travel-fixtures';
import { createEmployee } from '../../db/seed/factories';
import * as repo from './repository';

// A trip pays exactly once, over the real HTTP stack and database: two trips of one person never
// overlap in time, a calendar day shared by two trips gives its allowances once, the events of a
// trip lie inside it in the payroll file, a foreign trip in a year without Skatteverket's table says
// so, and the brukare (who only reads) cannot compute trips. Every test makes its own company and people.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const { call, createTrip, complete, compensationsOf } = tripCalls(() => t);

/** Göteborg from 2026-11-10 07:00 to 2026-11-12 20:00 (travel-fixtures), at other times. */
const at = (anstNr: string, from: string, to: string, over: Json = {}) =>
  domesticTrip(anstNr, {
    AvresaDatum: from.slice(0, 10),
    AvresaTid: from.slice(11),
    HemkomstDatum: to.slice(0, 10),
    HemkomstTid: to.slice(11),
    Dagar: [],
    Mil: [],
    ...over,
  });

describe('two trips of one person', () => {
  it('may not overlap: refused at creation and at change, naming the other trip', async () => {
    const { per, other } = await newTeam(t);
    const first = await createTrip(per.cookie, domestic(per.anstNr));
    expect((await complete(per.cookie, first)).statusCode).toBe(200);

    const over = await call(
      per.cookie,
      'POST',
      '/api/resor',
      at(per.anstNr, '2026-11-12 08:00', '2026-11-14 20:00', { Ort: 'Malmö' }),
    );
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      Code: 40936,
      Details: [
        { Field: 'Id', Code: first.Id },
        { Field: 'Ort', Code: 'Göteborg' },
        { Field: 'Avresa', Code: '2026-11-10 07:00' },
        { Field: 'Hemkomst', Code: '2026-11-12 20:00' },
      ],
    });
    // A minute before the first trip is home is still over it; leaving as it comes home is not.
    expect(
      (await call(per.cookie, 'POST', '/api/resor', at(per.anstNr, '2026-11-12 19:59', '2026-11-14 20:00')))
        .statusCode,
    ).toBe(409);
    const next = await createTrip(per.cookie, at(per.anstNr, '2026-11-12 20:00', '2026-11-14 20:00'));
    // A draft moved over the completed trip is refused too.
    const moved = await call(per.cookie, 'PUT', `/api/resor/${next.Id}`, {
      ...at(per.anstNr, '2026-11-09 20:00', '2026-11-10 08:00'),
      Version: next.Version,
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json()).toMatchObject({
      Code: 40936,
      Details: expect.arrayContaining([{ Field: 'Id', Code: first.Id }]),
    });
    // Two drafts may not overlap either, and another person's trips are theirs.
    expect(
      (
        await call(per.cookie, 'POST', '/api/resor', at(per.anstNr, '2026-11-13 08:00', '2026-11-13 12:00'))
      ).json(),
    ).toMatchObject({ Code: 40936, Details: expect.arrayContaining([{ Field: 'Id', Code: next.Id }]) });
    await createTrip(other.cookie, domestic(other.anstNr));
  });

  it('refuses to complete a trip over a completed one (one stored before the rule)', async () => {
    const { per } = await newTeam(t);
    const first = await createTrip(per.cookie, domestic(per.anstNr));
    expect((await complete(per.cookie, first)).statusCode).toBe(200);
    const stored = await repo.insertTrip(t.database.db, {
      ftgId: per.ftgId,
      anstNr: per.anstNr,
      ...repo.tripColumns(TravelInputSchema.parse(domestic(per.anstNr, { Ort: 'Malmö' }))),
      status: 'IN_PROGRESS',
      updatedByNamn: 'test',
      updatedAt: t.clock.now(),
    });
    const res = await complete(per.cookie, { Id: stored.id, Version: stored.version });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      Code: 40936,
      Details: expect.arrayContaining([{ Field: 'Id', Code: first.Id }]),
    });
    expect(
      (await compensationsOf(per.cookie, per.anstNr)).filter((r) => r.LonKod === 'TRAKT-HEL'),
    ).toHaveLength(3);
  });

  it('lets one of two reports of the same days sent at once through', async () => {
    const { per } = await newTeam(t);
    const sent = await Promise.all([
      call(per.cookie, 'POST', '/api/resor', domestic(per.anstNr)),
      call(per.cookie, 'POST', '/api/resor', domestic(per.anstNr, { Ort: 'Malmö' })),
    ]);
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a day two trips share', () => {
  it('gives per diem and each meal’s kostförmån once, whichever trip is completed first', async () => {
    const { per } = await newTeam(t);
    const lunch = (Datum: string) => ({ Dagar: [{ Datum, Lunch: true }] });
    // Home at 10:00 on the 4th, off again at 15:00: each alone counts the 4th as a half day.
    const home = await createTrip(
      per.cookie,
      at(per.anstNr, '2026-11-02 07:00', '2026-11-04 10:00', lunch('2026-11-04')),
    );
    const away = at(per.anstNr, '2026-11-04 15:00', '2026-11-06 20:00', {
      Ort: 'Malmö',
      ...lunch('2026-11-04'),
    });
    const preview = await call(per.cookie, 'POST', '/api/resor/berakna', away);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().perDiem.days[0]).toMatchObject({ date: '2026-11-04', amount: 0 });
    const second = await createTrip(per.cookie, away);
    expect((await complete(per.cookie, second)).statusCode).toBe(200);
    expect((await complete(per.cookie, { Id: home.Id, Version: home.Version })).statusCode).toBe(200);
    const rows = (await compensationsOf(per.cookie, per.anstNr)).filter((r) => r.Datum === '2026-11-04');
    // The half day once (150 less 35 % for the lunch, 53), the night of the trip away, one lunch.
    expect(rows.map((r) => [r.LonKod, r.Summa]).sort()).toEqual([
      ['KOSTFORMAN', 124],
      ['TRAKT-HALV', 97],
      ['TRAKT-NATT', 150],
    ]);
  });
});

describe('the travel events in the payroll file', () => {
  it('stamps meals, drives and expenses inside the trip (resetrans/tidpunkt)', async () => {
    // The payroll program computes the trips (ADR 0027): the file carries their travel events.
    const { per, avd, ftg } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true, reseBerakning: 'LONESYSTEM' },
    });
    const trip = await createTrip(
      per.cookie,
      at(per.anstNr, '2026-11-10 15:00', '2026-11-12 10:00', {
        Dagar: [
          { Datum: '2026-11-10', Frukost: true, Lunch: true },
          { Datum: '2026-11-12', Middag: true },
        ],
        Mil: [{ Datum: '2026-11-10', Km: 300, Fordon: 'EGEN_BIL' }],
        Utlagg: [{ Datum: '2026-11-12', Text: 'Taxi', Belopp: 300 }],
      }),
    );
    expect((await complete(per.cookie, trip)).statusCode).toBe(200);
    await call(avd.cookie, 'POST', '/api/ersattningar/attest', {
      Action: 'attest',
      AnstNr: [per.anstNr],
      From: '2026-11-01',
      To: '2026-11-30',
    });
    const res = await call(ftg.cookie, 'POST', '/api/lonexport', { From: '2026-11-01', To: '2026-11-30' });
    expect(res.statusCode, res.body).toBe(201);
    const file = await t.api({ url: `/download/lonexport/${res.json().Id}`, cookie: ftg.cookie });
    const root = new DOMParser().parseFromString(
      file.rawPayload.toString('latin1'),
      'text/xml',
    ).documentElement!;
    const events = Array.from(root.getElementsByTagName('resetrans')).map(
      (e) =>
        `${e.getElementsByTagName('resekod')[0]?.textContent} ${e.getElementsByTagName('tidpunkt')[0]?.textContent}`,
    );
    expect(events).toEqual([
      'START 2026-11-10T15:00:00',
      'FRU_ARB 2026-11-10T15:00:00',
      'LUN_ARB 2026-11-10T15:00:00',
      'MIL_PRI 2026-11-10T15:00:00',
      'MID_ARB 2026-11-12T10:00:00',
      'UTLÄGG 2026-11-12T10:00:00',
      'STOPP 2026-11-12T10:00:00',
    ]);
  });
});

describe('a foreign trip in a year without Skatteverket’s table', () => {
  it('names the year whose normalbelopp are missing, not mileage, and makes nothing', async () => {
    const { per } = await newTeam(t);
    const hops = (y: string) =>
      tripToNorway(per.anstNr).Handelser.map((e) => ({
        ...e,
        Datum: e.Datum.replace('2026', y),
        AnkomstDatum: e.AnkomstDatum.replace('2026', y),
      }));
    const trip = await createTrip(
      per.cookie,
      tripToNorway(per.anstNr, {
        AvresaDatum: '2025-11-16',
        HemkomstDatum: '2025-11-18',
        Handelser: hops('2025'),
        Dagar: [],
      }),
    );
    expect(trip.Resultat).toEqual({ kind: 'missingRules', years: [2025], normalbelopp: [2025] });
    const res = await complete(per.cookie, trip);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      Code: 40937,
      Details: [{ Field: '2025', Code: 'errors.travelNormalbeloppMissing' }],
    });
    expect(await compensationsOf(per.cookie, per.anstNr)).toEqual([]);
  });
});

describe('who may compute a trip', () => {
  it('refuses the brukare, who only reads their assistants’ trips', async () => {
    const { ftgId } = await newCompany(t, { settings: { useLss: true }, brukare: ['B001'] });
    const assistant = await createEmployee(t.database.db, { ftgId, employeeBrukare: 'B001', account: false });
    const bru = await newUser(t, { ftgId, role: ROLE.BRU, brukare: 'B001' });
    const lss = await newUser(t, { ftgId, role: ROLE.LSS });
    const body = domestic(assistant.anstNr);
    const refused = await call(bru.cookie, 'POST', '/api/resor/berakna', body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ Code: 40311 });
    expect((await call(lss.cookie, 'POST', '/api/resor/berakna', body)).statusCode).toBe(200);
  });
});

function domestic(anstNr: string, over: Json = {}) {
  return domesticTrip(anstNr, over);
}
