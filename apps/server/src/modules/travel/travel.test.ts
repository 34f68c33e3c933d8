import sharp from 'sharp';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { NO_SCHEMA_ERRORS, paxmlSchemaErrors } from '../../../test/paxml-schema';
import { newCompany, newEmployee, newTeam } from '../../../test/factories';
import { sweepOrphanReceipts } from '../../jobs/receipts';
import { domesticTrip, tripCalls, tripToNorway } from '../../../test/travel-fixtures';

// Travel expenses over the real HTTP stack and database: trips, what they give by the
// rules, completing into locked compensation rows, reverting, who may see them, the payroll file
// with resetransaktioner validated against both schemas (the normalbelopp tables:
// normalbelopp.test.ts). Every test makes its own company and people.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const { call, createTrip, complete, compensationsOf } = tripCalls(() => t);
const domestic = domesticTrip;
const toNorway = tripToNorway;

describe('a trip from report to compensation rows', () => {
  it('shows the per diem per day, completes into locked RESA rows, and reverts them', async () => {
    const { per } = await newTeam(t);
    const preview = await call(per.cookie, 'POST', '/api/resor/berakna', domestic(per.anstNr));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().perDiem.days.map((d: Json) => d.amount)).toEqual([300, 195, 300]);

    const trip = await createTrip(per.cookie, domestic(per.anstNr));
    expect(trip).toMatchObject({ Status: 'IN_PROGRESS', KanAndras: true, RaderStatus: null });
    expect(trip.Resultat).toMatchObject({
      kind: 'ok',
      totals: { Skattefritt: 2595, Skattepliktigt: 0, Utlagg: 0 },
    });

    const done = await complete(per.cookie, trip);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      Status: 'COMPLETED',
      KanAndras: false,
      LastOrsak: 'travel.locked.completed',
    });
    const rows = await compensationsOf(per.cookie, per.anstNr);
    expect(rows.map((r) => [r.Datum, r.LonKod, r.Summa, r.Kalla, r.KanAndras, r.LastOrsak])).toEqual([
      ['2026-11-10', 'TRAKT-HEL', 300, 'RESA', false, 'compensations.locked.RESA'],
      ['2026-11-10', 'TRAKT-NATT', 150, 'RESA', false, 'compensations.locked.RESA'],
      ['2026-11-10', 'MIL-EGEN', 750, 'RESA', false, 'compensations.locked.RESA'],
      ['2026-11-11', 'TRAKT-HEL', 195, 'RESA', false, 'compensations.locked.RESA'],
      ['2026-11-11', 'TRAKT-NATT', 150, 'RESA', false, 'compensations.locked.RESA'],
      // The free lunch is a taxable benefit too (kostförmån 124 kr in 2026).
      ['2026-11-11', 'KOSTFORMAN', 124, 'RESA', false, 'compensations.locked.RESA'],
      ['2026-11-12', 'TRAKT-HEL', 300, 'RESA', false, 'compensations.locked.RESA'],
      ['2026-11-12', 'MIL-EGEN', 750, 'RESA', false, 'compensations.locked.RESA'],
    ]);
    // Neither the rows nor the completed trip are changed by hand.
    const first = rows[0]!;
    expect(
      (
        await call(per.cookie, 'PUT', `/api/ersattningar/${first.Id}`, {
          ...first,
          Belopp: 999,
          Version: first.Version,
        })
      ).json(),
    ).toMatchObject({ Code: 40314 });
    const edited = await call(per.cookie, 'PUT', `/api/resor/${trip.Id}`, {
      ...domestic(per.anstNr),
      Version: done.json().Version,
    });
    expect(edited.json()).toMatchObject({ Code: 40315 });

    const reverted = await call(per.cookie, 'POST', `/api/resor/${trip.Id}/aterstall`, {
      Version: done.json().Version,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ Status: 'REVERTED', KanAndras: true, RaderStatus: null });
    expect(await compensationsOf(per.cookie, per.anstNr)).toEqual([]);
    // Reverted, it can be changed and completed again.
    const changed = await call(per.cookie, 'PUT', `/api/resor/${trip.Id}`, {
      ...domestic(per.anstNr, { Dagar: [] }),
      Version: reverted.json().Version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Resultat.totals.Skattefritt).toBe(2700);
  });

  it('cannot be reverted once the manager attested its rows', async () => {
    const { per, avd } = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    const trip = await createTrip(per.cookie, domestic(per.anstNr, { Mil: [] }));
    const done = (await complete(per.cookie, trip)).json();
    const attest = await call(avd.cookie, 'POST', '/api/ersattningar/attest', {
      Action: 'attest',
      AnstNr: [per.anstNr],
      From: '2026-11-01',
      To: '2026-11-30',
    });
    expect(attest.json()).toMatchObject({ Andrade: 6, Oforandrade: 0 });
    const listed = (
      await call(per.cookie, 'GET', `/api/resor/${per.anstNr}?From=2026-11-01&To=2026-11-30`)
    ).json();
    expect(listed.Resor[0]).toMatchObject({ Status: 'COMPLETED', RaderStatus: 'ATTESTED' });
    const res = await call(per.cookie, 'POST', `/api/resor/${trip.Id}/aterstall`, { Version: done.Version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Code: 40931 });
    expect(await compensationsOf(per.cookie, per.anstNr)).toHaveLength(6);
  });

  it('says "missing rules for travel" for a year without amounts, and makes nothing', async () => {
    const { per } = await newTeam(t);
    const trip = await createTrip(
      per.cookie,
      domestic(per.anstNr, {
        AvresaDatum: '2023-05-10',
        HemkomstDatum: '2023-05-12',
        Dagar: [],
        Mil: [],
      }),
    );
    expect(trip.Resultat).toEqual({ kind: 'missingRules', years: [2023] });
    const res = await complete(per.cookie, trip);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Code: 40932, Details: [{ Field: '2023' }] });
    // Abroad in a year whose table nobody loaded and the portal does not ship: the same, never a guess.
    const norway = await createTrip(
      per.cookie,
      toNorway(per.anstNr, {
        AvresaDatum: '2022-11-16',
        HemkomstDatum: '2022-11-18',
        Handelser: [{ Typ: 'GRANS', Datum: '2022-11-16', Tid: '10:00', Land: 'NO' }],
        Dagar: [],
      }),
    );
    expect(norway.Resultat).toEqual({ kind: 'missingRules', years: [2022], normalbelopp: [2022] });
  });

  it('answers wrong and hostile input with field errors, never a 5xx', async () => {
    const { per } = await newTeam(t);
    const bad = await call(
      per.cookie,
      'POST',
      '/api/resor',
      domestic(per.anstNr, { HemkomstDatum: '2026-11-09' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Details).toEqual([
      { Field: 'HemkomstDatum', Code: 'validation.travel.returnBeforeDeparture' },
    ]);
    const events = await call(
      per.cookie,
      'POST',
      '/api/resor',
      domestic(per.anstNr, {
        Handelser: [{ Typ: 'GRANS', Datum: '2026-12-01', Tid: '10:00', Land: 'NO' }],
        Mil: [{ Datum: '2026-11-10', Km: -5, Fordon: 'RAKET' }],
      }),
    );
    expect(events.statusCode).toBe(400);
    expect(events.json().Details).toEqual(
      expect.arrayContaining([
        { Field: 'Mil.0.Km', Code: 'validation.travel.km' },
        { Field: 'Mil.0.Fordon', Code: 'validation.invalid' },
      ]),
    );
    for (const hostile of [
      domestic(per.anstNr, { Syfte: 'a\u0000b' }),
      domestic(per.anstNr, { AvstandKm: 1e308 }),
      domestic(per.anstNr, { Dagar: Array.from({ length: 400 }, () => ({ Datum: '2026-11-10' })) }),
      { ...domestic(per.anstNr), Handelser: 'x'.repeat(10_000) },
    ]) {
      const res = await call(per.cookie, 'POST', '/api/resor', hostile);
      expect(res.statusCode, res.body).toBe(400);
    }
    // A receipt that is not the employee's own.
    const other = await newEmployee(t);
    const png = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const theirs = await call(other.cookie, 'POST', '/api/resor/kvitton', {
      AnstNr: other.anstNr,
      Content: png.toString('base64'),
      FileName: 'taxi.png',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const stolen = await call(
      per.cookie,
      'POST',
      '/api/resor',
      domestic(per.anstNr, {
        Utlagg: [{ Datum: '2026-11-10', Belopp: 100, ReceiptId: theirs.json().Id }],
      }),
    );
    expect(stolen.json().Details).toEqual([{ Field: 'Utlagg.0.ReceiptId', Code: 'validation.invalid' }]);
  });

  it('keeps the receipts a trip refers to through the orphan sweep', async () => {
    const { per } = await newTeam(t);
    const png = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const receipt = (
      await call(per.cookie, 'POST', '/api/resor/kvitton', {
        AnstNr: per.anstNr,
        Content: png.toString('base64'),
      })
    ).json();
    await createTrip(
      per.cookie,
      domestic(per.anstNr, {
        Utlagg: [{ Datum: '2026-11-10', Text: 'Taxi', Belopp: 450, Moms: 24, ReceiptId: receipt.Id }],
      }),
    );
    await sweepOrphanReceipts(t.app, new Date(t.clock.now().getTime() + 48 * 3_600_000));
    const file = await t.api({
      url: `/api/resor/kvitton/${per.ftgId}/${receipt.Id}`,
      cookie: per.cookie,
      marker: false,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });
});

describe('who may see and change trips', () => {
  it('lets the employee and their manager in, and keeps everyone else out', async () => {
    const { per, avd, other, ftg } = await newTeam(t);
    const trip = await createTrip(per.cookie, domestic(per.anstNr));
    expect((await call(avd.cookie, 'GET', `/api/resa/${trip.Id}`)).statusCode).toBe(200);
    expect((await call(ftg.cookie, 'GET', `/api/resa/${trip.Id}`)).statusCode).toBe(200);
    // Another employee of the company, and a stranger in another company.
    expect((await call(other.cookie, 'GET', `/api/resa/${trip.Id}`)).json()).toMatchObject({ Code: 40311 });
    expect(
      (await call(other.cookie, 'GET', `/api/resor/${per.anstNr}?From=2026-11-01&To=2026-11-30`)).statusCode,
    ).toBe(403);
    const stranger = await newEmployee(t);
    expect((await call(stranger.cookie, 'GET', `/api/resa/${trip.Id}`)).statusCode).toBe(404);
    expect(
      (await call(other.cookie, 'POST', `/api/resor/${trip.Id}/klar`, { Version: trip.Version })).statusCode,
    ).toBe(403);
    expect((await call(other.cookie, 'POST', '/api/resor', domestic(per.anstNr))).statusCode).toBe(403);
    // The manager reports a trip for the employee (another week: one person's trips never overlap).
    const later = { AvresaDatum: '2026-11-20', HemkomstDatum: '2026-11-22', Dagar: [], Mil: [] };
    expect((await call(avd.cookie, 'POST', '/api/resor', domestic(per.anstNr, later))).statusCode).toBe(201);
  });

  it('is closed where the portal does not show travel expenses', async () => {
    const company = await newCompany(t, { portal: { EnableReserakningView: false } });
    const per = await newEmployee(t, { ftgId: company.ftgId });
    const res = await call(per.cookie, 'POST', '/api/resor', domestic(per.anstNr));
    expect(res.statusCode).toBe(403);
    expect((await call(per.cookie, 'GET', '/api/traktamente/2024')).statusCode).toBe(403);
  });
});

describe('travel at the payroll transfer', () => {
  it('writes the trip as resetransaktioner when the payroll program computes it, valid against both schemas, once', async () => {
    // ADR 0027: the file carries the trip in one form; here the payroll program computes from its events.
    const { per, avd, ftg } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true, reseBerakning: 'LONESYSTEM' },
    });
    const trip = await createTrip(
      per.cookie,
      domestic(per.anstNr, {
        Utlagg: [
          { Datum: '2026-11-10', Text: 'Taxi <Arlanda> & tåg', Belopp: 450, Moms: 24, Varugrupp: 'Resor' },
        ],
        Representation: [
          {
            Datum: '2026-11-11',
            Typ: 'EXTERN',
            Deltagare: [{ Namn: 'Per Persson' }, { Namn: 'Łucja Kowalska', Foretag: 'Kund AB' }],
            Belopp: 1344,
            Moms: 144,
            Alkohol: true,
          },
        ],
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
    expect(await paxmlSchemaErrors(new Uint8Array(file.rawPayload))).toEqual(NO_SCHEMA_ERRORS);
    const root = new DOMParser().parseFromString(
      file.rawPayload.toString('latin1'),
      'text/xml',
    ).documentElement!;
    const codes = Array.from(root.getElementsByTagName('resekod')).map((e) => e.textContent);
    expect(codes).toEqual(['START', 'MIL_PRI', 'UTLÄGG', 'LUN_ARB', 'REPR_MID', 'MIL_PRI', 'STOPP']);
    const repr = Array.from(root.getElementsByTagName('resetrans'))[4]!;
    // Two people at 1 200 kr excl. VAT with wine: 2 × 46 kr deductible.
    expect(repr.getElementsByTagName('moms')[0]?.textContent).toBe('92.00');
    expect(repr.getElementsByTagName('deltagare')[1]?.getAttribute('namn')).toBe('Łucja Kowalska');
    // Not also as the pay rows computed from them: a receiver reading both would pay twice.
    const lonarts = Array.from(root.getElementsByTagName('lonart')).map((e) => e.textContent);
    expect(lonarts.filter((k) => k === 'TRAKT-HEL' || k === 'REPR')).toEqual([]);
    // A second transfer has nothing new: the trip's events went once.
    const again = await call(ftg.cookie, 'POST', '/api/lonexport', { From: '2026-11-01', To: '2026-11-30' });
    expect(again.json().Antal).toBe(0);
    const listed = (
      await call(per.cookie, 'GET', `/api/resor/${per.anstNr}?From=2026-11-01&To=2026-11-30`)
    ).json();
    expect(listed.Resor[0]).toMatchObject({ RaderStatus: 'LOCKED' });
  });
});
