import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { BusEvent } from '../../plugins/realtime/bus';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newTeam, newUser, ROLE } from '../../../test/factories';
import { buildTimeEntry } from '../../db/seed/factories';
import { NO_SCHEMA_ERRORS, paxmlSchemaErrors } from '../../../test/paxml-schema';

// Transfer to payroll: attested rows leave as PAXml 2.0 (DOMAIN §12), become locked, and a
// repeated export takes only what is new. Rows are made and attested through the API, each test in
// a company of its own (test/factories.ts), so the tests run alone and in any order.
let t: TestApp;
const events: BusEvent[] = [];
const NOV = { From: '2026-11-01', To: '2026-11-30' };

type Json = Record<string, unknown>;
const call: TestApp['call'] = (...args) => t.call(...args);
const create = async (cookie: string, row: Json) => {
  const res = await call(cookie, 'POST', '/api/tidrader', { ...buildTimeEntry(), ...row });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { Id: string };
};
const status = async (
  cookie: string,
  url: '/api/godkann' | '/api/attest',
  Action: string,
  AnstNr: string[],
) => {
  const res = await call(cookie, 'POST', url, { Action, AnstNr, ...NOV });
  expect(res.statusCode, res.body).toBe(200);
};
const exportNov = (cookie: string) => call(cookie, 'POST', '/api/lonexport', NOV);
const download = (cookie: string | undefined, id: string, opts: { marker?: boolean; ftgId?: string } = {}) =>
  t.api({
    url: `/download/lonexport/${id}`,
    ...(cookie ? { cookie } : {}),
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

/**
 * A company (result units in dimensions 1 and 2) where the employee reported typed hours with
 * result units, a night shift, a sick day with markup in the comment and a December day; the AVD
 * reported and approved a day nobody attests; the employee approved and the AVD attested November.
 */
async function attestedTeam() {
  const team = await newTeam(t, {
    settings: {
      openResEnhet: [true, true, false, false, false, false],
      regResEnh: [true, true, false, false, false, false],
    },
    resultatenheter: [
      { dim: 1, kod: '200', namn: 'Ekonomi' },
      { dim: 2, kod: 'P2401', namn: 'Nytt affärssystem' },
    ],
  });
  const { per, avd } = team;
  const ids = {
    day: (await create(per.cookie, { AnstNr: per.anstNr, ResEnhet1: '200', ResEnhet2: 'P2401' })).Id,
    night: (
      await create(per.cookie, {
        AnstNr: per.anstNr,
        Datum: '2026-11-03',
        Timmar: null,
        StartTid: '22:00',
        SlutTid: '06:00',
      })
    ).Id,
    sick: (
      await create(per.cookie, {
        AnstNr: per.anstNr,
        Datum: '2026-11-04',
        TidKod: 'SJK',
        Kommentar: 'Feber <39°> & "ont"',
      })
    ).Id,
    // December is outside the period.
    december: (await create(per.cookie, { AnstNr: per.anstNr, Datum: '2026-12-01' })).Id,
    avd: (await create(avd.cookie, { AnstNr: avd.anstNr, Timmar: 7.5 })).Id,
  };
  await status(per.cookie, '/api/godkann', 'approve', [per.anstNr]);
  await status(avd.cookie, '/api/godkann', 'approve', [avd.anstNr]);
  await status(avd.cookie, '/api/attest', 'attest', [per.anstNr]);
  return { ...team, ids };
}

/** attestedTeam, transferred once by the company administrator: the export and its file. */
async function exportedTeam() {
  const team = await attestedTeam();
  const res = await exportNov(team.ftg.cookie);
  expect(res.statusCode, res.body).toBe(201);
  const first = res.json() as { Id: string; Antal: number };
  const xml = await validFile(await download(team.ftg.cookie, first.Id));
  return { ...team, first, xml };
}

/** A company that does not attest (KalUseAttest off): one approved row is transferable. */
async function approvedOnlyCompany() {
  const { ftgId } = await newCompany(t, { settings: { kalUseAttest: false } });
  const per = await newEmployee(t, { ftgId });
  const ftg = await newUser(t, { ftgId, role: ROLE.FTG });
  await create(per.cookie, { AnstNr: per.anstNr });
  await status(per.cookie, '/api/godkann', 'approve', [per.anstNr]);
  return { ftgId, per, ftg };
}

beforeAll(async () => {
  t = await createTestApp();
  t.app.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

describe('POST /lonexport', () => {
  it('transfers the attested rows of the period and answers what it stored', async () => {
    const { per, ftg } = await attestedTeam();
    events.length = 0;
    const res = await exportNov(ftg.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...NOV, Antal: 3, SkapadAv: ftg.namn });
    expect(Date.parse(res.json().Skapad)).not.toBeNaN();
    expect(events).toContainEqual(
      expect.objectContaining({
        Event: 'RESOURCE_UPDATED',
        Payload: { Resource: 'timeEntries', AnstNr: [per.anstNr] },
      }),
    );
  });

  it('writes a file that validates against both official PAXml 2.0 schemas (DOMAIN §12)', async () => {
    const { xml, company } = await exportedTeam();
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    const root = parse(xml);
    expect(root.tagName).toBe('paxml');
    const header = all(root, 'header')[0]!;
    expect(text(header, 'version')).toBe('2.0');
    expect(text(header, 'format')).toBe('LÖNIN');
    expect(text(header, 'foretagid')).toBe(company.ftgKey);
    expect(text(header, 'foretagnamn')).toBe(company.namn);
    expect(text(header, 'foretagorgnr')).toMatch(/^\d{10}$/);
  });

  it('has one transaction per attested row, with its values, and nothing else', async () => {
    const { xml, ids, per } = await exportedTeam();
    const root = parse(xml);
    const trans = all(root, 'tidtrans');
    // postid is the company's sequence (xs:int), in the order of employee, day and start.
    expect(trans.map((e) => e.getAttribute('postid'))).toEqual(['1', '2', '3']);
    expect(trans.map((e) => text(e, 'datum'))).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(trans.every((e) => e.getAttribute('anstid') === per.anstNr)).toBe(true);
    expect(trans.every((e) => /^\d{12}$/.test(e.getAttribute('persnr') ?? ''))).toBe(true);
    const [day, night, sick] = trans as [Element, Element, Element];
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
    expect([text(night, 'starttid'), text(night, 'sluttid'), text(night, 'timmar')]).toEqual([
      '2026-11-03T22:00:00',
      '2026-11-04T06:00:00',
      null,
    ]);
    expect(text(sick, 'tidkod')).toBe('SJK');
    // The comment is not a tidtrans element of PAXml 2.0: it stays in the portal.
    expect(xml).not.toContain('Feber');
    const marker = (name: string) =>
      all(root, name).map((m) => [
        m.getAttribute('anstid'),
        m.getAttribute('datumfrom'),
        m.getAttribute('datumtom'),
      ]);
    expect(marker('attesterat')).toEqual([[per.anstNr, '2026-11-02', '2026-11-04']]);
    expect(marker('klar')).toEqual([[per.anstNr, '2026-11-02', '2026-11-04']]);
    // The markers come before the transactions (the schema's sequence).
    const order = childElements(all(root, 'tidtransaktioner')[0]!).map((e) => e.tagName);
    expect(order).toEqual(['klar', 'attesterat', 'tidtrans', 'tidtrans', 'tidtrans']);
    // The schedule of the exported employee: every day of November, days off with 0 hours, so the
    // payroll program's own schedule puts no hours on them.
    const schema = all(root, 'schema');
    expect(schema.map((s) => s.getAttribute('anstid'))).toEqual([per.anstNr]);
    const dagar = all(schema[0]!, 'dag');
    expect(dagar).toHaveLength(30);
    const hoursOn = (datum: string) =>
      dagar.find((d) => d.getAttribute('datum') === datum)?.getAttribute('timmar');
    expect(hoursOn('2026-11-02')).toBe('8.00'); // HEL40
    expect(hoursOn('2026-11-01')).toBe('0.00'); // a Sunday
    // Not attested, outside the period: not in the file.
    expect(xml).not.toContain(ids.avd);
    expect(xml).not.toContain(ids.december);
  });

  it('locks the transferred rows: the employee can no longer change them, and the trail says why', async () => {
    const { per, avd, ftg, ids, first } = await exportedTeam();
    const report = (
      await call(per.cookie, 'GET', `/api/tidrapport/${per.anstNr}?From=2026-11-01&To=2026-12-31`)
    ).json() as {
      Rader: { Id: string; Status: string; KanAndras: boolean; LastOrsak: string; Version: number }[];
    };
    const row = (id: string) => report.Rader.find((r) => r.Id === id)!;
    for (const id of [ids.day, ids.night, ids.sick])
      expect(row(id)).toMatchObject({
        Status: 'LOCKED',
        KanAndras: false,
        LastOrsak: 'timeReport.locked.transferred',
      });
    expect(row(ids.december)).toMatchObject({ Status: 'NOT_APPROVED', KanAndras: true });
    const put = await t.api({
      method: 'PUT',
      url: `/api/tidrader/${ids.day}`,
      cookie: per.cookie,
      body: { ...buildTimeEntry({ AnstNr: per.anstNr, Timmar: 6 }), Version: row(ids.day).Version },
    });
    expect(put.statusCode).toBe(403);
    // A transfer cannot be reverted by unattesting.
    await status(avd.cookie, '/api/attest', 'unattest', [per.anstNr]);
    const history = (await call(per.cookie, 'GET', `/api/tidrader/${ids.day}/historik`)).json() as {
      Handelse: string;
      Detaljer: Json;
      ExportSkapad: string | null;
    }[];
    const skapad = ((await call(ftg.cookie, 'GET', '/api/lonexport')).json() as { Skapad: string }[])[0]
      ?.Skapad;
    expect(history.at(-1)).toMatchObject({
      Handelse: 'TRANSFER',
      Detaljer: { From: 'ATTESTED', To: 'LOCKED', ExportId: first.Id, PostId: 1 },
      ExportSkapad: skapad,
    });
    // The other events name no export.
    expect(history.slice(0, -1).map((e) => e.ExportSkapad)).toEqual(history.slice(0, -1).map(() => null));
  });

  it('is repeatable: the same period again transfers only what is new, never a row twice', async () => {
    const { ftg, avd, first, company } = await exportedTeam();
    const adm = await newUser(t, { ftgId: company.ftgId, role: ROLE.ADM });
    const again = await exportNov(adm.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ Id: '00000000-0000-0000-0000-000000000000', Antal: 0 });
    expect((await call(ftg.cookie, 'GET', '/api/lonexport')).json()).toHaveLength(1);

    await status(ftg.cookie, '/api/attest', 'attest', [avd.anstNr]);
    t.clock.minutes(1);
    const next = await exportNov(adm.cookie);
    expect(next.statusCode).toBe(201);
    expect(next.json().Antal).toBe(1);
    const second = parse(await validFile(await download(ftg.cookie, next.json().Id)));
    // The sequence goes on: a postid is never given twice.
    expect(all(second, 'tidtrans').map((e) => [e.getAttribute('anstid'), e.getAttribute('postid')])).toEqual([
      [avd.anstNr, '4'],
    ]);

    const list = (await call(ftg.cookie, 'GET', '/api/lonexport')).json() as { Id: string; Antal: number }[];
    expect(list.map((e) => [e.Id, e.Antal])).toEqual([
      [next.json().Id, 1],
      [first.Id, 3],
    ]);
    expect(list[0]).not.toHaveProperty('xml');
  });

  it('lets two exports at the same time take each row once', async () => {
    const { per, avd, ftg, company } = await attestedTeam();
    const adm = await newUser(t, { ftgId: company.ftgId, role: ROLE.ADM });
    for (const Datum of ['2026-11-09', '2026-11-10', '2026-11-11'])
      await create(per.cookie, { AnstNr: per.anstNr, Datum });
    await status(per.cookie, '/api/godkann', 'approve', [per.anstNr]);
    await status(avd.cookie, '/api/attest', 'attest', [per.anstNr]);
    const [a, b] = await Promise.all([exportNov(ftg.cookie), exportNov(adm.cookie)]);
    expect(a.json().Antal + b.json().Antal).toBe(6);
    const files = [a, b].filter((r) => r.json().Antal > 0).map((r) => r.json().Id as string);
    const dates = [];
    const postIds = [];
    for (const id of files) {
      const trans = all(parse(await validFile(await download(ftg.cookie, id))), 'tidtrans');
      dates.push(...trans.map((e) => text(e, 'datum')));
      postIds.push(...trans.map((e) => Number(e.getAttribute('postid'))));
    }
    expect(dates.sort()).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
    ]);
    expect(postIds.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('transfers approved rows where the company does not attest', async () => {
    const { ftg, ftgId } = await approvedOnlyCompany();
    const res = await exportNov(ftg.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Antal).toBe(1);
    const root = parse(await validFile(await download(ftg.cookie, res.json().Id, { ftgId })));
    // Each company has its own sequence.
    expect(all(root, 'tidtrans').map((e) => e.getAttribute('postid'))).toEqual(['1']);
    expect(all(root, 'attesterat')).toHaveLength(0);
    expect(all(root, 'klar')).toHaveLength(1);
  });

  it('refuses employees and department administrators, and a bad period', async () => {
    const { per, avd, ftg } = await newTeam(t);
    for (const cookie of [per.cookie, avd.cookie]) {
      expect((await exportNov(cookie)).statusCode).toBe(403);
      expect((await call(cookie, 'GET', '/api/lonexport')).statusCode).toBe(403);
    }
    const back = await call(ftg.cookie, 'POST', '/api/lonexport', { From: '2026-11-30', To: '2026-11-01' });
    expect(back.statusCode).toBe(400);
    expect(back.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.endBeforeStart' }]);
  });
});

describe('GET /download/lonexport/{Id}', () => {
  it('answers the stored file as an XML attachment named after the orgnr and period', async () => {
    const { ftg, first, xml } = await exportedTeam();
    const res = await download(ftg.cookie, first.Id);
    expect(res.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="paxml-\d{10}-2026-11-01-2026-11-30\.xml"$/,
    );
    expect(res.rawPayload.toString('latin1')).toBe(xml);
  });

  it("refuses other roles, other companies' files and requests without a session or the API marker", async () => {
    const { per, avd, ftg, first, company } = await exportedTeam();
    const elsewhere = await approvedOnlyCompany();
    const foreignExport = await exportNov(elsewhere.ftg.cookie);
    expect(foreignExport.statusCode).toBe(201);
    expect((await download(per.cookie, first.Id)).statusCode).toBe(403);
    expect((await download(avd.cookie, first.Id)).statusCode).toBe(403);
    expect((await download(undefined, first.Id)).statusCode).toBe(401);
    expect((await download(ftg.cookie, first.Id, { marker: false })).statusCode).toBe(403);
    const foreign = await download(ftg.cookie, foreignExport.json().Id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Code).toBe(40401);
    // An administrator who may work in both companies does not find the file through the other one.
    const adm = await newUser(t, { ftgId: company.ftgId, role: ROLE.ADM, access: [elsewhere.ftgId] });
    expect((await download(adm.cookie, first.Id, { ftgId: elsewhere.ftgId })).statusCode).toBe(404);
    // A company the FTG has no access to is refused outright.
    expect((await download(ftg.cookie, first.Id, { ftgId: elsewhere.ftgId })).statusCode).toBe(403);
    expect((await download(ftg.cookie, '5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00')).statusCode).toBe(404);
    expect((await download(ftg.cookie, 'not-a-uuid')).statusCode).toBe(400);
  });
});
