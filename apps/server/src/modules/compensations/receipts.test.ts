import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newTeam, newUser, ROLE } from '../../../test/factories';
import { sweepOrphanReceipts } from '../../jobs/receipts';
import { exifOf, jpegWithGps, pngWithScript } from '../../shared/upload-test-kit';
import { compensationCalls, details, png, pngClaiming, pdf } from './compensations-test-kit';

// Compensation receipts over the real HTTP stack and database: stored and read back, swept,
// scanned, and sent with a payroll transfer. Every test makes its own company and people.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, expense, create, upload } = compensationCalls(() => t);

describe('the receipts of a payroll transfer', () => {
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
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kvitton-\d+-2026-11-01-2026-11-30\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const photos = Object.keys(files).filter((f) => f.endsWith('.png'));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(new RegExp(`^${per.anstNr}/2026-11-14-\\d+-UTLÄGG\\.png$`));
    const stored = await t.api({ url: `/api/receipts/${per.ftgId}/${receipt.Id}`, cookie: ftg.cookie });
    expect(Buffer.from(files[photos[0]!]!).equals(stored.rawPayload)).toBe(true);
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

describe('receipts', () => {
  it('are stored as sent and read back only by those who may see the employee', async () => {
    const { per, avd, other } = await newTeam(t);
    const file = await png();
    const res = await upload(per.cookie, per.anstNr, file, 'C:\\bilder\\kvitto "ica".png');
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json() as { Id: string; Typ: string; Filnamn: string; Storlek: number };
    expect(receipt).toMatchObject({ Typ: 'image/png', Filnamn: 'kvitto ica.png' });
    const get = (cookie: string) =>
      t.api({ method: 'GET', url: `/api/receipts/${per.ftgId}/${receipt.Id}`, cookie, marker: false });
    const own = await get(per.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-disposition']).toBe(`inline; filename*=UTF-8''kvitto%20ica.png`);
    // Encoded anew (shared/images.ts): the same picture, its size what is stored.
    expect(own.rawPayload.length).toBe(receipt.Storlek);
    const picture = await sharp(own.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 40, 80]);
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

  it('keep no bytes appended to a photo, nor its position, nor a hostile name', async () => {
    const per = await newEmployee(t);
    const roundTrip = async (content: Buffer, FileName: string) => {
      const res = await upload(per.cookie, per.anstNr, content, FileName);
      expect(res.statusCode, res.body).toBe(201);
      const receipt = res.json() as { Id: string; Filnamn: string; Storlek: number };
      const got = await t.api({ url: `/api/receipts/${per.ftgId}/${receipt.Id}`, cookie: per.cookie });
      expect(got.rawPayload.length).toBe(receipt.Storlek);
      return { name: receipt.Filnamn, bytes: got.rawPayload };
    };
    const scripted = await roundTrip(await pngWithScript(), '/tmp/@kvitto\u0007.png');
    expect(scripted.name).toBe('kvitto.png');
    expect(scripted.bytes.includes('<script>')).toBe(false);
    const photo = await jpegWithGps();
    expect(await exifOf(photo)).toMatchObject({ gps: true });
    const kept = await roundTrip(photo, '+46701234567.jpg');
    expect(kept.name).toBe('46701234567.jpg');
    expect(await exifOf(kept.bytes)).toEqual({ exif: false, gps: false, width: 40, height: 60 });
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
  const fixture = readFileSync(new URL('../../../test/fixtures/receipt-ica.png', import.meta.url));
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

  it('reads every VAT rate of a restaurant receipt, a rate joined to its amount checked by the total', async () => {
    const per = await plusEmployee();
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([255, 400]);
    const lines = [
      'Restaurang Tranan',
      '2026-11-20 20:14            Bord 7',
      'Toast Skagen                145,00',
      'Biff Rydberg                355,00',
      'Starköl 40cl 2 st           178,00',
      'Husets rött glas            117,00',
      'Totalt                      795,00',
      // "Moms 12 % 53,57" with the percent lost: 12 % of the food's net, as the total holds.
      'Moms 1253,57',
      'Moms 25%                     59,00',
    ];
    lines.forEach((line, i) => page.drawText(line, { x: 12, y: 370 - i * 16, size: 9, font }));
    const read = await scan(per.cookie, Buffer.from(await doc.save()));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      TransactionDate: '2026-11-20',
      Total: 795,
      Tax: 112.57,
      TaxByRate: { '12': 53.57, '25': 59 },
    });
  });
});
