import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { BusEvent } from '../../../plugins/realtime/bus';
import { createTestApp, type TestApp } from '../../../../test/app-helper';
import { DEMO_FTG } from '../../../db/seed/demo';
import { ftgIdOf } from '../../../db/seed/ids';
import { NO_SCHEMA_ERRORS, paxmlSchemaErrors } from '../../../../test/paxml-schema';

// Issue 5 "Transfer to payroll": attested rows leave as PAXml 2.0 (DOMAIN §12), become locked, and a
// repeated export takes only what is new. Rows are made and attested through the API.
let t: TestApp;
const cookies: Record<string, string> = {};
const events: BusEvent[] = [];
const SKARGARD = ftgIdOf('SKARGARD'); // KalUseLonReady on, KalUseAttest off: approved rows are transferable
const NOV = { From: '2026-11-01', To: '2026-11-30' };

type Json = Record<string, unknown>;
const call = (login: string, method: 'GET' | 'POST', url: string, body?: unknown, ftgId?: string) =>
  t.api({ method, url, cookie: cookies[login], body, ...(ftgId ? { ftgId } : {}) });
const create = async (login: string, row: Json, ftgId?: string) => {
  const res = await call(login, 'POST', '/api/tidrader', { TidKod: 'ARB', Timmar: 8, ...row }, ftgId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { Id: string };
};
const status = async (
  login: string,
  url: '/api/godkann' | '/api/attest',
  Action: string,
  AnstNr: string[],
  ftgId?: string,
) => {
  const res = await call(login, 'POST', url, { Action, AnstNr, ...NOV }, ftgId);
  expect(res.statusCode, res.body).toBe(200);
};
const exportNov = (login: string, ftgId?: string) => call(login, 'POST', '/api/lonexport', NOV, ftgId);
const download = (login: string | undefined, id: string, opts: { marker?: boolean; ftgId?: string } = {}) =>
  t.api({
    url: `/download/lonexport/${id}`,
    ...(login ? { cookie: cookies[login] } : {}),
    ...(opts.marker === false ? { marker: false } : {}),
    ...(opts.ftgId ? { ftgId: opts.ftgId } : {}),
  });
const childElements = (el: Element): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
const parse = (xml: string): Element => {
  const doc = new DOMParser({
    onError: (level, msg) => {
      throw new Error(`${level}: ${msg}`);
    },
  }).parseFromString(xml, 'text/xml');
  return doc.documentElement!;
};
const all = (root: Element, name: string) => Array.from(root.getElementsByTagName(name));
const text = (el: Element, name: string) =>
  childElements(el).find((c) => c.tagName === name)?.textContent ?? null;
/** The downloaded file as text (it is ISO-8859-1) and checked against both official schemas. */
const validFile = async (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  expect(res.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
  expect(await paxmlSchemaErrors(new Uint8Array(res.rawPayload))).toEqual(NO_SCHEMA_ERRORS);
  return res.rawPayload.toString('latin1');
};

const ids: Record<string, string> = {};
let firstExport: { Id: string; Antal: number };
let xml = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['per', 'avd', 'ftg', 'adm', 'lic']) cookies[login] = await t.login(login);
  t.app.bus.subscribe((e) => events.push(e));
  // per (1001) reports: typed hours with result units, a night shift, a sick day with markup in the comment.
  ids.day = (
    await create('per', { AnstNr: '1001', Datum: '2026-11-02', ResEnhet1: '200', ResEnhet2: 'P2401' })
  ).Id;
  ids.night = (
    await create('per', {
      AnstNr: '1001',
      Datum: '2026-11-03',
      Timmar: null,
      StartTid: '22:00',
      SlutTid: '06:00',
    })
  ).Id;
  ids.sick = (
    await create('per', {
      AnstNr: '1001',
      Datum: '2026-11-04',
      TidKod: 'SJK',
      Kommentar: 'Feber <39°> & "ont"',
    })
  ).Id;
  // December is outside the period.
  ids.december = (await create('per', { AnstNr: '1001', Datum: '2026-12-01' })).Id;
  // avd (1006) reports and approves, but nobody attests it yet.
  ids.avd = (await create('avd', { AnstNr: '1006', Datum: '2026-11-02', Timmar: 7.5 })).Id;
  await status('per', '/api/godkann', 'approve', ['1001']);
  await status('avd', '/api/godkann', 'approve', ['1006']);
  await status('avd', '/api/attest', 'attest', ['1001']);
  // Another company's transferable row (approved is enough where attest is off).
  ids.skargard = (await create('adm', { AnstNr: '11', Datum: '2026-11-02' }, SKARGARD)).Id;
  await status('adm', '/api/godkann', 'approve', ['11'], SKARGARD);
});
afterAll(() => t.close());

describe('POST /lonexport', () => {
  it('transfers the attested rows of the period and answers what it stored', async () => {
    events.length = 0;
    const res = await exportNov('ftg');
    expect(res.statusCode, res.body).toBe(201);
    firstExport = res.json();
    expect(res.json()).toMatchObject({ ...NOV, Antal: 3, SkapadAv: expect.any(String) });
    expect(Date.parse(res.json().Skapad)).not.toBeNaN();
    expect(events).toContainEqual(
      expect.objectContaining({
        Event: 'RESOURCE_UPDATED',
        Payload: { Resource: 'timeEntries', AnstNr: ['1001'] },
      }),
    );
  });

  it('writes a file that validates against both official PAXml 2.0 schemas (DOMAIN §12)', async () => {
    const res = await download('ftg', firstExport.Id);
    expect(res.statusCode).toBe(200);
    xml = await validFile(res);
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    const root = parse(xml);
    expect(root.tagName).toBe('paxml');
    const header = all(root, 'header')[0]!;
    expect(text(header, 'version')).toBe('2.0');
    expect(text(header, 'format')).toBe('LÖNIN');
    expect(text(header, 'foretagid')).toBe('EXEMPEL');
    expect(text(header, 'foretagnamn')).toBe('Exempelbolaget AB');
    expect(text(header, 'foretagorgnr')).toMatch(/^\d{10}$/);
  });

  it('has one transaction per attested row, with its values, and nothing else', async () => {
    const root = parse(xml);
    const trans = all(root, 'tidtrans');
    // postid is the company's sequence (xs:int), in the order of employee, day and start.
    expect(trans.map((e) => e.getAttribute('postid'))).toEqual(['1', '2', '3']);
    expect(trans.map((e) => text(e, 'datum'))).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(trans.every((e) => e.getAttribute('anstid') === '1001')).toBe(true);
    expect(trans.every((e) => /^\d{12}$/.test(e.getAttribute('persnr') ?? ''))).toBe(true);
    const byId = (id: string) => trans[[ids.day, ids.night, ids.sick].indexOf(id)]!;
    const day = byId(ids.day!);
    expect([text(day, 'tidkod'), text(day, 'datum'), text(day, 'timmar')]).toEqual([
      'ARB',
      '2026-11-02',
      '8.00',
    ]);
    expect(all(day, 'resenhet').map((r) => [r.getAttribute('dim'), r.getAttribute('id')])).toEqual([
      ['1', '200'],
      ['2', 'P2401'],
    ]);
    // Start and end without hours: the receiver computes the same 8 h from them.
    const night = byId(ids.night!);
    expect([text(night, 'starttid'), text(night, 'sluttid'), text(night, 'timmar')]).toEqual([
      '2026-11-03T22:00:00',
      '2026-11-04T06:00:00',
      null,
    ]);
    expect(text(byId(ids.sick!), 'tidkod')).toBe('SJK');
    // The comment is not a tidtrans element of PAXml 2.0: it stays in the portal.
    expect(xml).not.toContain('Feber');
    const marker = (name: string) =>
      all(root, name).map((m) => [
        m.getAttribute('anstid'),
        m.getAttribute('datumfrom'),
        m.getAttribute('datumtom'),
      ]);
    expect(marker('attesterat')).toEqual([['1001', '2026-11-02', '2026-11-04']]);
    expect(marker('klar')).toEqual([['1001', '2026-11-02', '2026-11-04']]);
    // The markers come before the transactions (the schema's sequence).
    const order = childElements(all(root, 'tidtransaktioner')[0]!).map((e) => e.tagName);
    expect(order).toEqual(['klar', 'attesterat', 'tidtrans', 'tidtrans', 'tidtrans']);
    // The schedule of the exported employee: every day of November, days off with 0 hours, so the
    // payroll program's own schedule puts no hours on them.
    const schema = all(root, 'schema');
    expect(schema.map((s) => s.getAttribute('anstid'))).toEqual(['1001']);
    const dagar = all(schema[0]!, 'dag');
    expect(dagar).toHaveLength(30);
    const hoursOn = (datum: string) =>
      dagar.find((d) => d.getAttribute('datum') === datum)?.getAttribute('timmar');
    expect(hoursOn('2026-11-02')).toMatch(/^[1-9]\d*\.\d{2}$/);
    expect(hoursOn('2026-11-01')).toBe('0.00'); // a Sunday
    // Not attested, outside the period, another company: not in the file.
    expect(xml).not.toContain(ids.avd);
    expect(xml).not.toContain(ids.december);
    expect(xml).not.toContain(ids.skargard);
  });

  it('locks the transferred rows: the employee can no longer change them, and the trail says why', async () => {
    const report = (
      await call('per', 'GET', `/api/tidrapport/1001?From=2026-11-01&To=2026-12-31`)
    ).json() as {
      Rader: { Id: string; Status: string; KanAndras: boolean; LastOrsak: string; Version: number }[];
    };
    const row = (id: string) => report.Rader.find((r) => r.Id === id)!;
    for (const id of [ids.day!, ids.night!, ids.sick!])
      expect(row(id)).toMatchObject({
        Status: 'LOCKED',
        KanAndras: false,
        LastOrsak: 'timeReport.locked.transferred',
      });
    expect(row(ids.december!)).toMatchObject({ Status: 'NOT_APPROVED', KanAndras: true });
    const put = await t.api({
      method: 'PUT',
      url: `/api/tidrader/${ids.day}`,
      cookie: cookies.per,
      body: { AnstNr: '1001', Datum: '2026-11-02', TidKod: 'ARB', Timmar: 6, Version: row(ids.day!).Version },
    });
    expect(put.statusCode).toBe(403);
    // A transfer cannot be reverted by unattesting.
    await status('avd', '/api/attest', 'unattest', ['1001']);
    const history = (await call('per', 'GET', `/api/tidrader/${ids.day}/historik`)).json() as {
      Handelse: string;
      Detaljer: Json;
    }[];
    expect(history.at(-1)).toMatchObject({
      Handelse: 'TRANSFER',
      Detaljer: { From: 'ATTESTED', To: 'LOCKED', ExportId: firstExport.Id, PostId: 1 },
    });
  });

  it('is repeatable: the same period again transfers only what is new, never a row twice', async () => {
    const again = await exportNov('adm');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ Id: '00000000-0000-0000-0000-000000000000', Antal: 0 });
    expect((await call('ftg', 'GET', '/api/lonexport')).json()).toHaveLength(1);

    await status('ftg', '/api/attest', 'attest', ['1006']);
    t.clock.minutes(1);
    const next = await exportNov('lic');
    expect(next.statusCode).toBe(201);
    expect(next.json().Antal).toBe(1);
    const second = parse(await validFile(await download('ftg', next.json().Id)));
    // The sequence goes on: a postid is never given twice.
    expect(all(second, 'tidtrans').map((e) => [e.getAttribute('anstid'), e.getAttribute('postid')])).toEqual([
      ['1006', '4'],
    ]);

    const list = (await call('ftg', 'GET', '/api/lonexport')).json() as { Id: string; Antal: number }[];
    expect(list.map((e) => [e.Id, e.Antal])).toEqual([
      [next.json().Id, 1],
      [firstExport.Id, 3],
    ]);
    expect(list[0]).not.toHaveProperty('xml');
  });

  it('lets two exports at the same time take each row once', async () => {
    const made = [];
    for (const Datum of ['2026-11-09', '2026-11-10', '2026-11-11'])
      made.push((await create('per', { AnstNr: '1001', Datum })).Id);
    await status('per', '/api/godkann', 'approve', ['1001']);
    await status('avd', '/api/attest', 'attest', ['1001']);
    const [a, b] = await Promise.all([exportNov('ftg'), exportNov('adm')]);
    expect(a.json().Antal + b.json().Antal).toBe(3);
    const files = [a, b].filter((r) => r.json().Antal > 0).map((r) => r.json().Id as string);
    const dates = [];
    const postIds = [];
    for (const id of files) {
      const trans = all(parse(await validFile(await download('ftg', id))), 'tidtrans');
      dates.push(...trans.map((e) => text(e, 'datum')));
      postIds.push(...trans.map((e) => Number(e.getAttribute('postid'))));
    }
    expect(dates.sort()).toEqual(['2026-11-09', '2026-11-10', '2026-11-11']);
    expect(postIds.sort()).toEqual([5, 6, 7]);
    expect(made).toHaveLength(3);
  });

  it('transfers approved rows where the company does not attest', async () => {
    const res = await exportNov('adm', SKARGARD);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Antal).toBe(1);
    const root = parse(await validFile(await download('adm', res.json().Id, { ftgId: SKARGARD })));
    // Each company has its own sequence.
    expect(all(root, 'tidtrans').map((e) => e.getAttribute('postid'))).toEqual(['1']);
    expect(all(root, 'attesterat')).toHaveLength(0);
    expect(all(root, 'klar')).toHaveLength(1);
    ids.skargardExport = res.json().Id;
  });

  it('refuses employees and department administrators, and a bad period', async () => {
    for (const login of ['per', 'avd']) {
      expect((await exportNov(login)).statusCode).toBe(403);
      expect((await call(login, 'GET', '/api/lonexport')).statusCode).toBe(403);
    }
    const back = await call('ftg', 'POST', '/api/lonexport', { From: '2026-11-30', To: '2026-11-01' });
    expect(back.statusCode).toBe(400);
    expect(back.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.endBeforeStart' }]);
  });
});

describe('GET /download/lonexport/{Id}', () => {
  it('answers the stored file as an XML attachment named after the orgnr and period', async () => {
    const res = await download('ftg', firstExport.Id);
    expect(res.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="paxml-\d{10}-2026-11-01-2026-11-30\.xml"$/,
    );
    expect(res.rawPayload.toString('latin1')).toBe(xml);
  });

  it("refuses other roles, other companies' files and requests without a session or the API marker", async () => {
    expect((await download('per', firstExport.Id)).statusCode).toBe(403);
    expect((await download('avd', firstExport.Id)).statusCode).toBe(403);
    expect((await download(undefined, firstExport.Id)).statusCode).toBe(401);
    expect((await download('ftg', firstExport.Id, { marker: false })).statusCode).toBe(403);
    const foreign = await download('ftg', ids.skargardExport!);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Code).toBe(40401);
    // Exempelbolaget's file is not found through another company either.
    expect((await download('adm', firstExport.Id, { ftgId: SKARGARD })).statusCode).toBe(404);
    expect((await download('ftg', firstExport.Id, { ftgId: DEMO_FTG.omsorg })).statusCode).toBe(403);
    expect((await download('ftg', '5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00')).statusCode).toBe(404);
    expect((await download('ftg', 'not-a-uuid')).statusCode).toBe(400);
  });
});
