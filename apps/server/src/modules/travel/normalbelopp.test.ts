import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE } from '../../../test/factories';
import { tripCalls, tripToNorway as toNorway } from '../../../test/travel-fixtures';

// The normalbelopp tables of travel expenses over the real HTTP stack and database:
// loaded from a file and from an address on a real local HTTP server ("Skatteverket"), and the
// country picker. Every test makes its own company and people.
let t: TestApp;
let tables: http.Server;
let tablesOrigin = '';
/** Pages the local "Skatteverket" answers, by path. */
const pages = new Map<string, unknown>();

beforeAll(async () => {
  tables = http.createServer((req, res) => {
    const page = pages.get(decodeURIComponent(req.url ?? ''));
    if (page === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
  });
  await new Promise<void>((resolve) => tables.listen(0, '127.0.0.1', resolve));
  tablesOrigin = `http://127.0.0.1:${(tables.address() as AddressInfo).port}`;
  t = await createTestApp({ normalbeloppOrigins: [tablesOrigin] });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => tables.close(resolve));
});

type Json = Record<string, unknown>;
const { call, createTrip, complete, compensationsOf } = tripCalls(() => t);
const row = (land: string, normalbelopp: string, landskod: string, år = '2026') => ({
  'land eller område': land,
  normalbelopp,
  år,
  landskod,
});
/** A 2026 table as Skatteverket's EntryScape answers it (a few rows; the test's own data). */
const table2026 = {
  results: [
    row('Norge', '1054', 'NO'),
    row('Danmark', '1226', 'DK'),
    row('Grönland', 'Se Danmark', 'GL'),
    row('Övriga länder och områden', '493', ''),
  ],
  resultCount: 4,
  offset: 0,
  limit: 100,
};

describe('the normalbelopp tables and the country picker', () => {
  it('lists the countries with their currency and the year’s amount', async () => {
    const { per } = await newTeam(t);
    const items = (await call(per.cookie, 'GET', '/api/traktamente/2024')).json() as Json[];
    expect(items[0]).toEqual({
      Land: 'Sverige',
      Landskod: 'SE',
      Valuta: 'svensk krona',
      Valutakod: 'SEK',
      Normalbelopp: 290,
    });
    expect(items.find((i) => i.Landskod === 'FR')).toMatchObject({ Valutakod: 'EUR', Normalbelopp: 935 });
    const picked = (
      await call(per.cookie, 'GET', '/api/traktamente/2024?fields=Land,Landskod')
    ).json() as Json[];
    expect(picked.find((i) => i.Landskod === 'DK')).toEqual({ Land: 'Danmark', Landskod: 'DK' });
    expect((await call(per.cookie, 'GET', '/api/traktamente/1800')).statusCode).toBe(400);
  });

  it('loads a year from a file after a preview, and a trip to Norway then gets its normalbelopp', async () => {
    const adm = await newUser(t, { role: ROLE.ADM });
    const source = { Json: JSON.stringify(table2026), FileName: 'normalbelopp-2026.json' };
    const preview = await call(adm.cookie, 'POST', '/api/admin/normalbelopp/forhandsgranska', source);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      Kalla: 'normalbelopp-2026.json',
      Ar: [{ ar: 2026, antal: 4, andrade: [], borttagna: [] }],
    });
    expect(preview.json().Ar[0].nya.map((r: Json) => r.landskod)).toEqual(['DK', 'GL', 'NO', 'ÖVRIGA']);
    const loaded = await call(adm.cookie, 'POST', '/api/admin/normalbelopp', source);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()[0]).toMatchObject({
      Ar: 2026,
      Inlast: true,
      Antal: 4,
      Kalla: 'normalbelopp-2026.json',
    });

    const { per } = await newTeam(t);
    const trip = await createTrip(per.cookie, toNorway(per.anstNr));
    expect(trip.Resultat).toMatchObject({ kind: 'ok', totals: { Skattefritt: 1054 + 896 + 1054 } });
    const done = await complete(per.cookie, trip);
    expect(done.statusCode, done.body).toBe(200);
    expect((await compensationsOf(per.cookie, per.anstNr)).map((r) => [r.LonKod, r.Summa])).toEqual([
      ['TRAKT-UTL-HEL', 1054],
      ['TRAKT-UTL-HEL', 896],
      ['TRAKT-UTL-HEL', 1054],
    ]);
  });

  it('loads by address, every page, only from the allowed origins', async () => {
    const adm = await newUser(t, { role: ROLE.LIC });
    pages.set('/rows?år=2025', {
      results: [row('Norge', '1000', 'NO', '2025'), row('Danmark', '1200', 'DK', '2025')],
      next: `${tablesOrigin}/rows?år=2025&_offset=2`,
    });
    pages.set('/rows?år=2025&_offset=2', { results: [row('Övriga länder och områden', '480', '', '2025')] });
    const preview = await call(adm.cookie, 'POST', '/api/admin/normalbelopp/forhandsgranska', {
      Url: `${tablesOrigin}/rows?år=2025`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().Ar).toMatchObject([{ ar: 2025, antal: 3 }]);
    for (const Url of ['https://example.com/rows', 'not an address', `${tablesOrigin}/missing`]) {
      const res = await call(adm.cookie, 'POST', '/api/admin/normalbelopp/forhandsgranska', { Url });
      expect(res.statusCode, Url).toBe(400);
      expect(res.json()).toMatchObject({ Code: 40023 });
    }
    // A next page on another origin is not followed.
    pages.set('/evil', { results: [row('Norge', '1', 'NO', '2025')], next: 'https://example.com/x' });
    expect(
      (
        await call(adm.cookie, 'POST', '/api/admin/normalbelopp/forhandsgranska', {
          Url: `${tablesOrigin}/evil`,
        })
      ).json(),
    ).toMatchObject({ Code: 40023, Details: [{ Field: 'Url', Code: 'travel.normalbelopp.error.origin' }] });
  });

  it('refuses a file that is not the dataset, and lets only the administrators load', async () => {
    const adm = await newUser(t, { role: ROLE.ADM });
    const bad = await call(adm.cookie, 'POST', '/api/admin/normalbelopp/forhandsgranska', { Json: '<html>' });
    expect(bad.json()).toMatchObject({
      Code: 40023,
      Details: [{ Code: 'travel.normalbelopp.error.format' }],
    });
    const noOther = await call(adm.cookie, 'POST', '/api/admin/normalbelopp', {
      Json: JSON.stringify([row('Norge', '1054', 'NO', '2030')]),
    });
    expect(noOther.json()).toMatchObject({
      Code: 40023,
      Details: [{ Field: '2030', Code: 'travel.normalbelopp.error.format' }],
    });
    const { ftg, per } = await newTeam(t);
    for (const cookie of [ftg.cookie, per.cookie]) {
      expect((await call(cookie, 'GET', '/api/admin/normalbelopp')).statusCode).toBe(403);
      expect(
        (await call(cookie, 'POST', '/api/admin/normalbelopp', { Json: JSON.stringify(table2026) }))
          .statusCode,
      ).toBe(403);
    }
  });
});
