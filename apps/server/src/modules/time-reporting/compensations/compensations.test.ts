import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../../test/app-helper';
import { newCompany, newEmployee, newTeam, newUser, ROLE } from '../../../../test/factories';
import { compensations } from '../../../db/schema/index';
import { pdfTexts } from '../print/pdf-text';
import { sweepOrphanReceipts } from '../../../jobs/receipts';
import { csvField, zipNamePart } from '../export/service';

// SPEC §5 Compensation reporting and the receipts of issue 14, over the real HTTP stack and
// database. Every test makes its own company and people, so the tests run alone and in any order.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  ftgId?: string,
) => t.api({ method, url, cookie, body, ...(ftgId ? { ftgId } : {}) });
const expense = (anstNr: string, over: Json = {}) => ({
  AnstNr: anstNr,
  Datum: '2026-11-14',
  LonKod: 'UTLÄGG',
  Text: 'Kontorsmaterial',
  Belopp: 247.97,
  Moms: 35.38,
  ...over,
});
const create = async (cookie: string, anstNr: string, over: Json = {}) => {
  const res = await call(cookie, 'POST', '/api/ersattningar', expense(anstNr, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { Id: string; Version: number };
};
const list = async (cookie: string, anstNr: string) =>
  (await call(cookie, 'GET', `/api/ersattningar/${anstNr}?From=2026-11-01&To=2026-11-30`)).json() as {
    Rader: (Json & { Id: string })[];
  };
const details = (res: { json(): unknown }) => (res.json() as { Details?: unknown }).Details;

let pngCache: Buffer | undefined;
/** A small real PNG picture of a receipt's size. */
const png = async () =>
  (pngCache ??= await sharp({ create: { width: 40, height: 80, channels: 3, background: '#fff' } })
    .png()
    .toBuffer());
const upload = (cookie: string, anstNr: string, content: Buffer, FileName = 'kvitto.png') =>
  call(cookie, 'POST', '/api/receipts', {
    AnstNr: anstNr,
    Content: content.toString('base64'),
    Type: 'image/png',
    FileName,
  });

/** A PNG whose header claims a picture of `side` × `side` pixels, with hardly any data. */
function pngClaiming(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A one-page PDF whose page stream holds `content`, deflated when asked. */
function pdf(content: string, deflate = false, extra = '') {
  const stream = deflate ? zlib.deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content, 'latin1');
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj\n4 0 obj << /Length ${stream.length}${deflate ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

describe('compensation rows', () => {
  it('are reported, listed, changed at the version read and deleted, with their sums', async () => {
    const per = await newEmployee(t);
    const row = await create(per.cookie, per.anstNr);
    expect(row).toMatchObject({
      Belopp: 247.97,
      Moms: 35.38,
      Summa: 247.97,
      ValutaKod: 'SEK',
      Kurs: 1,
      KanAndras: true,
      Kalla: 'MANUELL',
    });
    expect((await list(per.cookie, per.anstNr)).Rader.map((r) => r.Id)).toEqual([row.Id]);

    const put = await call(per.cookie, 'PUT', `/api/ersattningar/${row.Id}`, {
      ...expense(per.anstNr, { Belopp: null, Antal: 3, Apris: 19.9, Moms: 11.94 }),
      Version: row.Version,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      Belopp: 59.7,
      Summa: 59.7,
      Antal: 3,
      Apris: 19.9,
      Version: row.Version + 1,
    });
    // A change made on what was read before the other one is refused; nothing is lost.
    const stale = await call(per.cookie, 'PUT', `/api/ersattningar/${row.Id}`, {
      ...expense(per.anstNr),
      Version: row.Version,
    });
    expect(stale.json().Code).toBe(40900);
    expect(
      (await call(per.cookie, 'DELETE', `/api/ersattningar/${row.Id}?Version=${row.Version}`)).json().Code,
    ).toBe(40900);
    const del = await call(per.cookie, 'DELETE', `/api/ersattningar/${row.Id}?Version=${row.Version + 1}`);
    expect(del.statusCode).toBe(204);
    expect((await list(per.cookie, per.anstNr)).Rader).toEqual([]);
  });

  it('keeps a row in another currency with the rate used, summed in kronor', async () => {
    const per = await newEmployee(t);
    const row = await create(per.cookie, per.anstNr, {
      ValutaKod: 'EUR',
      Kurs: 11.4,
      Belopp: 43.2,
      Moms: 3.75,
    });
    expect(row).toMatchObject({ ValutaKod: 'EUR', Kurs: 11.4, Belopp: 43.2, Summa: 492.48, MomsSek: 42.75 });
  });

  it('answers wrong input with translated field errors, and stores nothing', async () => {
    const per = await newEmployee(t);
    const post = (over: Json) => call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr, over));
    expect(details(await post({ Belopp: null }))).toEqual([
      { Field: 'Belopp', Code: 'validation.compensation.amountRequired' },
    ]);
    expect(details(await post({ Moms: 300 }))).toEqual([
      { Field: 'Moms', Code: 'validation.compensation.vatAboveAmount' },
    ]);
    expect(details(await post({ ValutaKod: 'USD' }))).toEqual([
      { Field: 'Kurs', Code: 'validation.compensation.rateRequired' },
    ]);
    expect(details(await post({ LonKod: 'NOPE' }))).toEqual([
      { Field: 'LonKod', Code: 'validation.compensation.unknownCode' },
    ]);
    expect(details(await post({ Datum: '1999-01-04' }))).toEqual([
      { Field: 'Datum', Code: 'validation.date.outsideSalaryYears' },
    ]);
    expect(details(await post({ Brukare: 'B999' }))).toEqual([
      { Field: 'Brukare', Code: 'validation.timeEntry.unknownBrukare' },
    ]);
    const hostile = await post({ Text: 'a\u0000b', Belopp: 'x'.repeat(10_000) });
    expect(hostile.statusCode).toBe(400);
    expect((await list(per.cookie, per.anstNr)).Rader).toEqual([]);
  });

  it('refuses a pay code of a kind the company does not show', async () => {
    const { ftgId } = await newCompany(t, { portal: { EnableMilersattningView: false } });
    const per = await newEmployee(t, { ftgId });
    const res = await call(
      per.cookie,
      'POST',
      '/api/ersattningar',
      expense(per.anstNr, { LonKod: 'MIL-EGEN', Belopp: null, Antal: 10, Apris: 25, Moms: 0 }),
    );
    expect(details(res)).toEqual([{ Field: 'LonKod', Code: 'validation.compensation.unknownCode' }]);
  });

  it('asks for the receipt where the company or the pay code requires one (ReceiptRequired)', async () => {
    const { ftgId } = await newCompany(t, { portal: { UseMandatoryReceipt: true } });
    const per = await newEmployee(t, { ftgId });
    const post = (over: Json) => call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr, over));
    expect(details(await post({}))).toEqual([
      { Field: 'ReceiptId', Code: 'validation.compensation.receiptRequired' },
    ]);
    // Representation needs one whatever the switch says.
    const plain = await newEmployee(t);
    const repr = await call(
      plain.cookie,
      'POST',
      '/api/ersattningar',
      expense(plain.anstNr, { LonKod: 'REPR' }),
    );
    expect(details(repr)).toEqual([{ Field: 'ReceiptId', Code: 'validation.compensation.receiptRequired' }]);
    // With its receipt the row is taken.
    const receipt = (await upload(per.cookie, per.anstNr, await png())).json() as { Id: string };
    expect((await post({ ReceiptId: receipt.Id })).statusCode).toBe(201);
  });

  it('asks for brukare and result units where the company requires them on compensations', async () => {
    const { ftgId } = await newCompany(t, {
      settings: {
        useLss: true,
        openResEnhet: [true, false, false, false, false, false],
        regResEnh: [true, false, false, false, false, false],
      },
      portal: { UseErsMandatoryBrukare: true, UseErsMandatoryResEnhet1: true },
    });
    const per = await newEmployee(t, { ftgId });
    const res = await call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr));
    expect(details(res)).toEqual([
      { Field: 'Brukare', Code: 'validation.compensation.brukareRequired' },
      { Field: 'ResEnhet1', Code: 'validation.compensation.resEnhetRequired' },
    ]);
  });

  it('keeps PER to their own rows and AVD to their department', async () => {
    const { per, avd, other, ftg } = await newTeam(t);
    expect((await call(per.cookie, 'POST', '/api/ersattningar', expense(other.anstNr))).json().Code).toBe(
      40311,
    );
    expect(
      (
        await call(per.cookie, 'GET', `/api/ersattningar/${other.anstNr}?From=2026-11-01&To=2026-11-30`)
      ).json().Code,
    ).toBe(40311);
    expect(
      (
        await call(avd.cookie, 'GET', `/api/ersattningar/${other.anstNr}?From=2026-11-01&To=2026-11-30`)
      ).json().Code,
    ).toBe(40311);
    await create(avd.cookie, per.anstNr);
    await create(ftg.cookie, other.anstNr);
    expect((await list(per.cookie, per.anstNr)).Rader).toHaveLength(1);
    // Another company's session cannot reach this one's rows.
    const stranger = await newEmployee(t);
    expect(
      (
        await call(
          stranger.cookie,
          'GET',
          `/api/ersattningar/${per.anstNr}?From=2026-11-01&To=2026-11-30`,
          undefined,
          per.ftgId,
        )
      ).json().Code,
    ).toBe(40302);
  });

  it('follows the route condition: without Plus only EnableErsattningarView opens it', async () => {
    const { ftgId } = await newCompany(t, {
      settings: { hasPlus: false },
      portal: { EnableErsattningarView: false },
    });
    const per = await newEmployee(t, { ftgId });
    const res = await call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr));
    expect(res.json().Code).toBe(40303);
  });

  it('locks an attested or transferred row, and leaves an approved one to the manager', async () => {
    const { per, avd } = await newTeam(t, { settings: { kalUseLonReady: true, kalUseAttest: true } });
    const row = await create(per.cookie, per.anstNr);
    const setStatus = (status: 'NOT_ATTESTED' | 'ATTESTED' | 'LOCKED') =>
      t.database.db.update(compensations).set({ status }).where(eq(compensations.id, row.Id));
    const put = (cookie: string) =>
      call(cookie, 'PUT', `/api/ersattningar/${row.Id}`, {
        ...expense(per.anstNr, { Text: 'Ändrad' }),
        Version: row.Version,
      });
    await setStatus('NOT_ATTESTED');
    expect((await list(per.cookie, per.anstNr)).Rader[0]).toMatchObject({
      KanAndras: false,
      LastOrsak: 'compensations.locked.approved',
    });
    expect((await put(per.cookie)).json().Code).toBe(40314);
    await setStatus('ATTESTED');
    expect((await put(avd.cookie)).json().Code).toBe(40314);
    await setStatus('LOCKED');
    expect((await list(avd.cookie, per.anstNr)).Rader[0]).toMatchObject({
      KanAndras: false,
      LastOrsak: 'compensations.locked.transferred',
    });
    expect(
      (await call(avd.cookie, 'DELETE', `/api/ersattningar/${row.Id}?Version=${row.Version}`)).json().Code,
    ).toBe(40314);
  });
});

describe('approval and attestation of compensation rows (issue 14)', () => {
  const period = { From: '2026-11-01', To: '2026-11-30' };
  const statusCall = (cookie: string, url: string, Action: string, AnstNr: string[]) =>
    call(cookie, 'POST', url, { Action, AnstNr, ...period });

  it('are attested in bulk by the manager, locked to the employee, and on the attest list and audit log', async () => {
    const { per, avd, ftg } = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    await create(per.cookie, per.anstNr);
    await create(per.cookie, per.anstNr, { Belopp: 100, Moms: 0 });
    const before = (
      await call(avd.cookie, 'GET', '/api/attestlista?From=2026-11-01&To=2026-11-30')
    ).json() as {
      AnstNr: string;
      Ersattningar: { Antal: Record<string, number>; Summa: number };
    }[];
    expect(before.find((e) => e.AnstNr === per.anstNr)?.Ersattningar).toEqual({
      // Without approval (KalUseLonReady off) a new row waits for attest at once.
      Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 2, ATTESTED: 0, LOCKED: 0 },
      Summa: 347.97,
    });

    const res = await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Andrade: 2, Oforandrade: 0 });
    const rows = (await list(per.cookie, per.anstNr)).Rader;
    expect(rows.map((r) => [r.Status, r.KanAndras, r.LastOrsak])).toEqual([
      ['ATTESTED', false, 'compensations.locked.attested'],
      ['ATTESTED', false, 'compensations.locked.attested'],
    ]);
    // Time rows are not touched by the compensations' attest, nor the other way round.
    expect((await statusCall(avd.cookie, '/api/attest', 'unattest', [per.anstNr])).json()).toEqual({
      Andrade: 0,
      Oforandrade: 0,
    });
    const today = toIsoDate(t.clock.now());
    const audit = await call(
      ftg.cookie,
      'GET',
      `/api/admin/audit?Action=compensation.status&From=${today}&To=${today}`,
    );
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain(per.anstNr);

    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'unattest', [per.anstNr])).json(),
    ).toEqual({
      Andrade: 2,
      Oforandrade: 0,
    });
    expect((await list(per.cookie, per.anstNr)).Rader.every((r) => r.KanAndras)).toBe(true);
  });

  it('follow the approval rules of time: approved first where the company says so', async () => {
    const { per, avd } = await newTeam(t, { settings: { kalUseLonReady: true, kalUseAttest: true } });
    await create(per.cookie, per.anstNr);
    expect((await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json()).toEqual(
      {
        Andrade: 0,
        Oforandrade: 1,
      },
    );
    expect(
      (await statusCall(per.cookie, '/api/ersattningar/godkann', 'approve', [per.anstNr])).json(),
    ).toEqual({
      Andrade: 1,
      Oforandrade: 0,
    });
    expect((await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json()).toEqual(
      {
        Andrade: 1,
        Oforandrade: 0,
      },
    );
  });

  it('are refused where the portal does not attest compensations, to employees and outside the scope', async () => {
    const { per, avd, other } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true },
      portal: { EnableAttestErsattningarView: false },
    });
    await create(per.cookie, per.anstNr);
    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json().Code,
    ).toBe(40303);
    expect(
      (await statusCall(per.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json().Code,
    ).toBe(40303);
    const open = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    expect(
      (await statusCall(open.avd.cookie, '/api/ersattningar/attest', 'attest', [open.other.anstNr])).json()
        .Code,
    ).toBe(40311);
    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'approve', [other.anstNr])).statusCode,
    ).toBe(400);
  });
});

describe('the receipts of a payroll transfer (issue 14)', () => {
  it('come as one ZIP for the bookkeeper, with an index of every row transferred', async () => {
    const { per, avd, ftg } = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    const photo = await png();
    const receipt = (await upload(per.cookie, per.anstNr, photo)).json() as { Id: string };
    await create(per.cookie, per.anstNr, { ReceiptId: receipt.Id, Text: 'Kontorsmaterial; pennor' });
    await create(per.cookie, per.anstNr, { Datum: '2026-11-20', Belopp: 50, Moms: 10, Text: 'Parkering' });
    await call(avd.cookie, 'POST', '/api/ersattningar/attest', {
      Action: 'attest',
      AnstNr: [per.anstNr],
      From: '2026-11-01',
      To: '2026-11-30',
    });
    const exported = await call(ftg.cookie, 'POST', '/api/lonexport', {
      From: '2026-11-01',
      To: '2026-11-30',
    });
    expect(exported.statusCode, exported.body).toBe(201);
    expect(exported.json().Antal).toBe(2);
    const url = `/download/lonexport/${exported.json().Id}/kvitton`;

    const res = await t.api({ url, cookie: ftg.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kvitton-\d+-2026-11-01-2026-11-30\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const photos = Object.keys(files).filter((f) => f.endsWith('.png'));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(new RegExp(`^${per.anstNr}/2026-11-14-\\d+-UTLÄGG\\.png$`));
    expect(Buffer.from(files[photos[0]!]!).equals(photo)).toBe(true);
    const index = strFromU8(files['kvitton.csv']!)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(index).toHaveLength(3);
    expect(index[1]).toContain(';UTLÄGG;247.97;35.38;"Kontorsmaterial; pennor";');
    expect(index[2]).toMatch(/;Parkering;$/);

    // The archive is the administrators': an employee or another company gets none.
    expect((await t.api({ url, cookie: per.cookie })).statusCode).toBe(403);
    const stranger = await newUser(t, { role: ROLE.FTG });
    expect((await t.api({ url, cookie: stranger.cookie })).statusCode).toBe(404);
  });
});

describe('compensation rows at the payroll transfer (issue 14)', () => {
  const month = { From: '2026-11-01', To: '2026-11-30' };

  it('writes a CSV a spreadsheet cannot run, and ZIP names that stay in their folder', () => {
    expect(csvField('=HYPERLINK("https://x")')).toBe(`"'=HYPERLINK(""https://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-20.00')).toBe('-20.00');
    expect(csvField('Taxi; Arlanda')).toBe('"Taxi; Arlanda"');
    expect(zipNamePart('../..')).toBe('__..');
    expect(zipNamePart('a/b\\c')).toBe('a_b_c');
    expect(zipNamePart('UTLÄGG')).toBe('UTLÄGG');
  });

  it('stops the transfer, locking nothing, while a row has a pay code gone from the registry', async () => {
    const { per, ftg } = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    const row = await create(per.cookie, per.anstNr);
    await t.database.db
      .update(compensations)
      .set({ status: 'ATTESTED', lonKod: 'BORTTAGEN' })
      .where(eq(compensations.id, row.Id));
    const res = await call(ftg.cookie, 'POST', '/api/lonexport', month);
    expect(res.json()).toMatchObject({ Details: [{ Field: 'BORTTAGEN', Code: 'errors.paxmlCodeMissing' }] });
    const [stored] = await t.database.db.select().from(compensations).where(eq(compensations.id, row.Id));
    expect(stored?.status).toBe('ATTESTED');
  });

  it('transfers compensations without their attest where the portal does not attest them', async () => {
    const { per, ftg } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true },
      portal: { EnableAttestErsattningarView: false },
    });
    await create(per.cookie, per.anstNr);
    const res = await call(ftg.cookie, 'POST', '/api/lonexport', month);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Antal).toBe(1);
    expect((await list(per.cookie, per.anstNr)).Rader[0]).toMatchObject({ Status: 'LOCKED' });
  });
});

describe('GET /print/ersattningar (issue 14)', () => {
  it("prints the employee's compensations with their totals, in the employee's scope", async () => {
    const { per, other } = await newTeam(t);
    await create(per.cookie, per.anstNr, { Text: 'Kontorsmaterial – Łódź' });
    await create(per.cookie, per.anstNr, {
      Datum: '2026-11-20',
      Belopp: 42,
      Moms: 8.4,
      ValutaKod: 'EUR',
      Kurs: 11.52,
    });
    const url = (anstNr: string, lang = 'sv') =>
      `/print/ersattningar?AnstNr=${anstNr}&From=2026-11-01&To=2026-11-30&Lang=${lang}`;
    const res = await t.api({ url: url(per.anstNr), cookie: per.cookie });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe('Ersättningar');
    const text = (await pdfTexts(new Uint8Array(res.rawPayload))).flat().join(' ');
    for (const expected of [
      'Ersättningar',
      'Kontorsmaterial – Łódź',
      '247,97',
      '42,00 EUR',
      '483,84',
      // The totals, in kronor, as the page sums them.
      '731,81',
      'Varav moms: 132,15',
      'Ej godkänd',
    ])
      expect(text).toContain(expected);
    const english = await t.api({ url: url(per.anstNr, 'en'), cookie: per.cookie });
    const en = (await pdfTexts(new Uint8Array(english.rawPayload))).flat().join(' ');
    expect(en).toContain('Compensations');
    expect((await t.api({ url: url(other.anstNr), cookie: per.cookie })).json().Code).toBe(40311);
  });
});

describe('receipts', () => {
  it('are stored as sent and read back only by those who may see the employee', async () => {
    const { per, avd, other } = await newTeam(t);
    const file = await png();
    const res = await upload(per.cookie, per.anstNr, file, 'C:\\bilder\\kvitto "ica".png');
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json() as { Id: string; Typ: string; Filnamn: string; Storlek: number };
    expect(receipt).toMatchObject({ Typ: 'image/png', Filnamn: 'kvitto ica.png', Storlek: file.length });
    const get = (cookie: string) =>
      t.api({ method: 'GET', url: `/api/receipts/${per.ftgId}/${receipt.Id}`, cookie, marker: false });
    const own = await get(per.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(file)).toBe(true);
    expect((await get(avd.cookie)).statusCode).toBe(200);
    expect((await get(other.cookie)).json().Code).toBe(40311);
    // Nor may anyone attach it to another employee's row.
    const colleague = await newEmployee(t, { ftgId: per.ftgId });
    const foreign = await call(
      avd.cookie,
      'POST',
      '/api/ersattningar',
      expense(colleague.anstNr, { ReceiptId: receipt.Id }),
    );
    expect(details(foreign), foreign.body).toEqual([{ Field: 'ReceiptId', Code: 'validation.invalid' }]);
  });

  it('takes a photo or a PDF, and refuses anything else cleanly', async () => {
    const per = await newEmployee(t);
    const send = (content: Buffer) => upload(per.cookie, per.anstNr, content, 'kvitto');
    const jpeg = await sharp({ create: { width: 30, height: 60, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    expect((await send(jpeg)).json()).toMatchObject({ Typ: 'image/jpeg' });
    expect((await send(pdf('BT (Totalt 247,97 SEK) Tj ET'))).json()).toMatchObject({
      Typ: 'application/pdf',
    });
    expect((await send(Buffer.from('hello, I am no receipt'))).json().Code).toBe(40021);
    // A picture's header that names an absurd size: refused before anything is decoded.
    const bomb = await send(pngClaiming(100_000));
    expect([bomb.statusCode, bomb.json().Code]).toEqual([413, 41302]);
    // A PDF that runs script, in plain sight or inside a compressed stream, or opens something.
    expect(
      (await send(pdf('BT ET', false, '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '))).json().Code,
    ).toBe(40022);
    expect((await send(pdf('<< /S /JavaScript /JS (app.alert(1)) >>', true))).json().Code).toBe(40022);
    expect((await send(pdf('BT ET', false, '/OpenAction << /S /Launch /F (cmd.exe) >> '))).json().Code).toBe(
      40022,
    );
    // A corrupt picture.
    expect((await send(Buffer.concat([jpeg.subarray(0, 20)]))).json().Code).toBe(40021);
  });

  it('refuses a file over 10 MB with its own error', async () => {
    const per = await newEmployee(t);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n');
    const res = await upload(per.cookie, per.anstNr, big);
    expect([res.statusCode, res.json().Code]).toEqual([413, 41302]);
  });

  it('left without a row are swept after a day; a row keeps its receipt', async () => {
    const per = await newEmployee(t);
    const kept = (await upload(per.cookie, per.anstNr, await png())).json() as { Id: string };
    const left = (await upload(per.cookie, per.anstNr, await png())).json() as { Id: string };
    await create(per.cookie, per.anstNr, { ReceiptId: kept.Id });
    const url = (id: string) => `/api/receipts/${per.ftgId}/${id}`;
    const hours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000);
    // An hour later the file may still be on its way into a row.
    await sweepOrphanReceipts(t.app, hours(1));
    expect((await t.api({ url: url(left.Id), cookie: per.cookie })).statusCode).toBe(200);
    expect(await sweepOrphanReceipts(t.app, hours(25))).toBeGreaterThanOrEqual(1);
    expect((await t.api({ url: url(left.Id), cookie: per.cookie })).statusCode).toBe(404);
    expect((await t.api({ url: url(kept.Id), cookie: per.cookie })).statusCode).toBe(200);
  });

  it('is for the employees the caller reports for', async () => {
    const { per, other } = await newTeam(t);
    expect((await upload(per.cookie, other.anstNr, await png())).json().Code).toBe(40311);
    const bru = await newUser(t, { ftgId: per.ftgId, role: ROLE.BRU });
    expect((await upload(bru.cookie, per.anstNr, await png())).statusCode).toBe(403);
  });
});

describe('receipt scanning (POST /receipts/scan)', () => {
  const fixture = readFileSync(new URL('../../../../test/fixtures/receipt-ica.png', import.meta.url));
  const scan = (cookie: string, content: Buffer) =>
    call(cookie, 'POST', '/api/receipts/scan', { Content: content.toString('base64'), Type: 'image/png' });

  /** An employee of a company with Plus. */
  const plusEmployee = async () =>
    newEmployee(t, { ftgId: (await newCompany(t, { settings: { hasPlus: true } })).ftgId });

  it('reads the date, total, VAT per rate, currency and merchant of a receipt photo', async () => {
    const per = await plusEmployee();
    const res = await scan(per.cookie, fixture);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      TransactionDate: '2026-11-14',
      Total: 247.97,
      Tax: 35.38,
      TaxByRate: { '12': 16.4, '25': 18.98 },
      ReceiptTypeCronaStdText: 'Livsmedel',
      Currency: 'SEK',
      MerchantName: 'ICA Supermarket Hornstull',
    });
  });

  it('is for companies with Plus, and refuses a file that is no receipt', async () => {
    const plain = await newEmployee(t);
    expect((await scan(plain.cookie, fixture)).json().Code).toBe(40303);
    const per = await plusEmployee();
    expect((await scan(per.cookie, Buffer.from('no receipt'))).json().Code).toBe(40021);
    // A PDF without text is taken as a receipt, and its fields are left for the employee to type.
    const blank = await scan(per.cookie, pdf('0 0 m 10 10 l S'));
    expect(blank.json()).toMatchObject({ TransactionDate: null, Total: null, Currency: 'SEK' });
  });

  it('reads a PDF receipt by its text, in the print pool', async () => {
    const per = await plusEmployee();
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([255, 400]);
    const lines = [
      'ICA Kvantum Liljeholmen',
      'Org.nr 556123-4567',
      '2026-11-18 17:45            Kassa 3',
      'Kaffe Zoégas 450g            69,90',
      'Bröd Pågen                   34,50',
      'Totalt                      104,40',
      'Moms %      Moms     Netto',
      '12,00      11,19     93,21',
    ];
    lines.forEach((line, i) => page.drawText(line, { x: 12, y: 370 - i * 16, size: 9, font }));
    const read = await scan(per.cookie, Buffer.from(await doc.save()));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      TransactionDate: '2026-11-18',
      Total: 104.4,
      Currency: 'SEK',
      MerchantName: 'ICA Kvantum Liljeholmen',
    });
  });
});
