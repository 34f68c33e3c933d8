import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee, newTeam, newUser, ROLE } from '../../../test/factories';
import {
  docxBomb,
  exifOf,
  jpegWithGps,
  lyingAboutSize,
  odf,
  ooxml,
  pngWithScript,
} from '../../shared/upload-test-kit';

// Near-accident reports: reporting with attachments, the named handlers moving them,
// and who sees a sensitive one.
let t: TestApp;
let photo = '';
beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  photo = png.toString('base64');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call: TestApp['call'] = (...args) => t.call(...args);

let serial = 0;
/** A team whose company names a handler: an FTG with the HR option. */
async function teamWithHandler() {
  const login = `skydd${Date.now()}${++serial}`;
  const team = await newTeam(t, {
    settings: { licensOptions: ['HRTIL'] },
    portal: { NearAccidentsReportsAdmins: [login.toUpperCase()] },
  });
  const handler = await newUser(t, { ftgId: team.company.ftgId, role: ROLE.FTG, login, options: ['HRTIL'] });
  return { ...team, handler };
}

const incident = (over: Json = {}) => ({
  Datum: '2026-11-20',
  Tid: '14:10',
  Plats: 'Lagret, gång 4',
  Handelse: 'En pall föll nästan ner från översta hyllan.',
  Atgard: 'Spärrade av gången.',
  Forslag: 'Sätt upp kantskydd.',
  ...over,
});
const reportOf = async (cookie: string, over: Json = {}) => {
  const res = await call(cookie, 'POST', '/api/nearAccidentsReports', incident(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { Id: string; Version: number };
};

describe('near-accident reports', () => {
  it('an employee reports with a photo; the named handler moves it to RESOLVED with comments', async () => {
    const { per, handler } = await teamWithHandler();
    const report = await reportOf(per.cookie);
    expect(report).toMatchObject({ Status: 'NEW', Egen: true, Hanterare: false, Kansligt: false });
    const attached = await call(per.cookie, 'POST', `/api/nearAccidentsReports/${report.Id}/bilagor`, {
      Content: photo,
      FileName: 'pallen.png',
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const file = attached.json().Bilagor[0];
    expect(file).toMatchObject({ Filnamn: 'pallen.png', Mime: 'image/png' });
    const download = await t.api({
      url: `/api/nearAccidentsReports/${report.Id}/bilagor/${file.Id}`,
      cookie: handler.cookie,
      marker: false,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');

    // The handler's badge list holds the NEW report.
    const fresh = await call(handler.cookie, 'GET', '/api/hr/nearAccidentsReports?Status=NEW');
    expect((fresh.json() as Json[]).map((r) => r.Id)).toEqual([report.Id]);
    expect((await call(per.cookie, 'GET', '/api/hr/nearAccidentsReports?Status=NEW')).json()).toEqual([]);

    let version = report.Version;
    for (const Status of ['RECEIVED', 'INPROGRESS', 'RESOLVED']) {
      const moved = await call(handler.cookie, 'POST', `/api/nearAccidentsReports/${report.Id}/status`, {
        Status,
        Kommentar: `Nu ${Status}`,
        Version: version,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      version = moved.json().Version;
    }
    const done = (await call(per.cookie, 'GET', `/api/nearAccidentsReports/${report.Id}`)).json();
    expect(done.Status).toBe('RESOLVED');
    expect(done.Historik.map((h: Json) => [h.Handelse, h.Status])).toEqual([
      ['CREATED', 'NEW'],
      ['ATTACHMENT', null],
      ['STATUS', 'RECEIVED'],
      ['STATUS', 'INPROGRESS'],
      ['STATUS', 'RESOLVED'],
    ]);
    // Back to NEW is no move; the reporter moves nothing; a resolved report is no longer deleted.
    const back = await call(handler.cookie, 'POST', `/api/nearAccidentsReports/${report.Id}/status`, {
      Status: 'NEW',
      Version: version,
    });
    expect(back.json().Code).toBe(40935);
    const byReporter = await call(per.cookie, 'POST', `/api/nearAccidentsReports/${report.Id}/status`, {
      Status: 'INPROGRESS',
      Version: version,
    });
    expect(byReporter.statusCode).toBe(403);
    const remove = await call(
      per.cookie,
      'DELETE',
      `/api/nearAccidentsReports/${report.Id}?Version=${version}`,
    );
    expect(remove.json().Code).toBe(40317);
  });

  it('a sensitive report is seen by its reporter and the handlers only', async () => {
    const { per, avd, other, handler } = await teamWithHandler();
    const secret = await reportOf(per.cookie, { Kansligt: true });
    const open = await reportOf(other.cookie);
    const seen = async (cookie: string) =>
      ((await call(cookie, 'GET', '/api/nearAccidentsReports')).json() as Json[]).map((r) => r.Id).sort();
    expect(await seen(handler.cookie)).toEqual([secret.Id, open.Id].sort());
    expect(await seen(per.cookie)).toEqual([secret.Id]);
    // The manager sees the ordinary one, not the sensitive one; a colleague neither.
    expect(await seen(avd.cookie)).toEqual([open.Id]);
    expect(await seen(other.cookie)).toEqual([open.Id]);
    expect((await call(avd.cookie, 'GET', `/api/nearAccidentsReports/${secret.Id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', `/api/nearAccidentsReports/${secret.Id}`)).statusCode).toBe(404);
  });

  it('refuses hostile attachments and more than five', async () => {
    const { per } = await teamWithHandler();
    const report = await reportOf(per.cookie);
    const upload = (Content: string, FileName: string) =>
      call(per.cookie, 'POST', `/api/nearAccidentsReports/${report.Id}/bilagor`, { Content, FileName });
    const exe = Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000').toString('base64');
    expect((await upload(exe, 'setup.exe')).json().Code).toBe(40024);
    expect((await upload(exe, 'setup.pdf')).json().Code).toBe(40024);
    const script = Buffer.from(
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    ).toString('base64');
    expect((await upload(script, 'rapport.pdf')).json().Code).toBe(40024);
    expect((await upload('not base64 at all \u0000', 'x.png')).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await upload(photo, `bild${i}.png`)).statusCode).toBe(200);
    const sixth = await upload(photo, 'bild5.png');
    expect(sixth.json().Details).toEqual([
      { Field: 'Bilagor', Code: 'validation.nearAccident.tooManyFiles' },
    ]);
  });

  it('reads Office and OpenDocument files as the packages they claim to be', async () => {
    const { per, handler } = await teamWithHandler();
    const report = await reportOf(per.cookie);
    const upload = (content: Buffer, FileName: string) =>
      call(per.cookie, 'POST', `/api/nearAccidentsReports/${report.Id}/bilagor`, {
        Content: content.toString('base64'),
        FileName,
      });
    // A zip bomb: 200 MB of zeros as a .docx of some 200 KB, honest about its size or lying.
    const bomb = await docxBomb(200);
    const honest = await upload(bomb, 'rapport.docx');
    expect([honest.statusCode, honest.json().Code]).toEqual([413, 41304]);
    const lying = await upload(lyingAboutSize(bomb), 'rapport.docx');
    expect([lying.statusCode, lying.json().Code]).toEqual([400, 40024]);
    // Macros, and a spreadsheet calling itself a text document.
    const macros = await upload(
      ooxml('docx', { 'word/vbaProject.bin': new Uint8Array([1, 2, 3]) }),
      'a.docx',
    );
    expect([macros.statusCode, macros.json().Code]).toEqual([400, 40024]);
    expect((await upload(odf('application/vnd.oasis.opendocument.spreadsheet'), 'a.odt')).json().Code).toBe(
      40024,
    );

    // A real document is taken, and comes back as a download, never shown in the browser.
    const taken = await upload(ooxml('docx'), 'Åtgärdsplan.docx');
    expect(taken.statusCode, taken.body).toBe(200);
    const file = taken.json().Bilagor[0];
    const download = await t.api({
      url: `/api/nearAccidentsReports/${report.Id}/bilagor/${file.Id}`,
      cookie: handler.cookie,
      marker: false,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Åtgärdsplan.docx')}`,
    );
    expect(download.headers['cache-control']).toBe('no-store');
  }, 60_000);

  it('keeps no appended bytes nor the position of a photo, and cleans its name', async () => {
    const { per } = await teamWithHandler();
    const report = await reportOf(per.cookie);
    const upload = async (content: Buffer, FileName: string) => {
      const res = await call(per.cookie, 'POST', `/api/nearAccidentsReports/${report.Id}/bilagor`, {
        Content: content.toString('base64'),
        FileName,
      });
      expect(res.statusCode, res.body).toBe(200);
      const file = (res.json().Bilagor as { Id: string; Filnamn: string }[]).at(-1)!;
      const got = await t.api({
        url: `/api/nearAccidentsReports/${report.Id}/bilagor/${file.Id}`,
        cookie: per.cookie,
        marker: false,
      });
      expect(got.headers['cache-control']).toBe('no-store');
      expect(got.headers['content-disposition']).toMatch(/^inline; /);
      return { name: file.Filnamn, bytes: got.rawPayload };
    };
    const scripted = await upload(await pngWithScript(), '..\\..\\=HYPERLINK("x").png');
    expect(scripted.name).toBe('HYPERLINK(x).png');
    expect(scripted.bytes.includes('<script>')).toBe(false);
    expect((await sharp(scripted.bytes).metadata()).format).toBe('png');

    const photo = await jpegWithGps();
    expect(await exifOf(photo)).toMatchObject({ gps: true, width: 60, height: 40 });
    const stored = await upload(photo, 'skadan.jpg');
    // Turned as the camera said, then every piece of metadata dropped.
    expect(await exifOf(stored.bytes)).toEqual({ exif: false, gps: false, width: 40, height: 60 });
  });

  it('validates the report and lets the reporter delete it while NEW', async () => {
    const { per, avd, other } = await teamWithHandler();
    const future = await call(
      per.cookie,
      'POST',
      '/api/nearAccidentsReports',
      incident({ Datum: '2026-12-24' }),
    );
    expect(future.json().Details).toEqual([{ Field: 'Datum', Code: 'validation.nearAccident.future' }]);
    const empty = await call(per.cookie, 'POST', '/api/nearAccidentsReports', incident({ Handelse: '  ' }));
    expect(empty.json().Details).toEqual([{ Field: 'Handelse', Code: 'validation.required' }]);
    const report = await reportOf(per.cookie);
    // The manager sees it but may not delete it; a colleague does not see it at all.
    const notTheirs = await call(avd.cookie, 'DELETE', `/api/nearAccidentsReports/${report.Id}?Version=0`);
    expect(notTheirs.json().Code).toBe(40317);
    const hidden = await call(other.cookie, 'DELETE', `/api/nearAccidentsReports/${report.Id}?Version=0`);
    expect(hidden.statusCode).toBe(404);
    expect(
      (await call(per.cookie, 'DELETE', `/api/nearAccidentsReports/${report.Id}?Version=0`)).statusCode,
    ).toBe(204);
  });

  it('a company without the HR licence has no near-accident reports', async () => {
    const per = await newEmployee(t);
    expect((await call(per.cookie, 'GET', '/api/nearAccidentsReports')).statusCode).toBe(403);
  });
});
