// Receipt scanning: the fixture receipts of receipts.ts, photographed by Chromium
// (a screenshot, a 12-megapixel phone photo on a table, a PDF), read by the server's own scan
// (text recognition in its worker thread, then the domain's reading of the text). Prints, per
// receipt, which of date, total and VAT came out right and how long the scan took. Targets: at
// least 90 % of those fields right, at most 3 s per receipt.
import { chromium, type Browser } from 'playwright-core';
import type * as OcrModule from '@lonportal/server/src/adapters/receipt-ocr';
import type * as PdfTextModule from '@lonportal/server/src/adapters/pdf-text';
import type * as ServiceModule from '@lonportal/server/src/modules/compensations/scan-receipt';
import { RECEIPTS, receiptHtml, totalOf, vatOf, type ReceiptDef } from './receipts';
import { withCleanup, type Report, type Section } from './section';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_SHARE = 0.9;
const TARGET_MS = 3000;
const serverFile = (rel: string): string => new URL(`../../apps/server/src/${rel}.ts`, import.meta.url).href;

/** The receipt as the employee's phone hands it over. */
async function photograph(browser: Browser, r: ReceiptDef): Promise<Buffer> {
  const photo = r.as === 'photo';
  const context = await browser.newContext(
    photo
      ? { deviceScaleFactor: 4, viewport: { width: 1000, height: 750 } }
      : { deviceScaleFactor: 2, viewport: { width: 800, height: 1400 } },
  );
  try {
    const page = await context.newPage();
    const css = photo
      ? '.wrap{display:flex;justify-content:center;padding-top:8px} .rc{font-size:12px;line-height:1.25;box-shadow:4px 6px 12px #000;transform:rotate(1.5deg)}'
      : '';
    await page.setContent(
      receiptHtml({
        ...r,
        ...(photo ? { colours: ['#5b4a3a', '#fff', '#111'] as [string, string, string], css } : {}),
      }),
    );
    if (r.as === 'pdf') return await page.pdf({ width: '90mm', height: '200mm', printBackground: true });
    if (photo) return await page.screenshot({ type: 'jpeg', quality: 88 });
    const box = await page.locator('#rc').boundingBox();
    if (!box) throw new Error(`${r.name}: nothing drawn`);
    return await page.screenshot({
      clip: { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 },
    });
  } finally {
    await context.close();
  }
}

export const receiptOcrSection: Section = {
  title: 'Receipt scanning: text recognition on 12 receipts (tesseract.js, swe+eng, in a worker thread)',
  run: (ctx) =>
    withCleanup(async (cleanup): Promise<Report> => {
      const { ReceiptOcr } = (await import(serverFile('adapters/receipt-ocr'))) as typeof OcrModule;
      const { pdfText } = (await import(serverFile('adapters/pdf-text'))) as typeof PdfTextModule;
      const { scanReceipt } = (await import(
        serverFile('modules/compensations/scan-receipt')
      )) as typeof ServiceModule;
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      cleanup.defer('browser', () => browser.close());
      const ocr = new ReceiptOcr();
      cleanup.defer('text recogniser', () => ocr.close());

      ctx.progress('receipt OCR: starting the recogniser…');
      const warm = await photograph(browser, RECEIPTS[0]!);
      const startedAt = performance.now();
      await ocr.read(warm);
      const warmMs = performance.now() - startedAt;

      const rows: string[][] = [];
      let right = 0;
      let fields = 0;
      const times: number[] = [];
      for (const r of RECEIPTS) {
        ctx.progress(`receipt OCR: ${r.name}…`);
        const file = await photograph(browser, r);
        const t0 = performance.now();
        const read = await scanReceipt(ocr, file.toString('base64'), pdfText);
        const ms = performance.now() - t0;
        times.push(ms);
        const checks = [read.TransactionDate === r.isoDate, read.Total === totalOf(r), read.Tax === vatOf(r)];
        right += checks.filter(Boolean).length;
        fields += checks.length;
        const mark = (ok: boolean, value: unknown) => `${ok ? 'right' : 'WRONG'} (${String(value)})`;
        rows.push([
          r.name,
          `${Math.round(file.length / 1024)} kB ${r.as ?? 'png'}`,
          mark(checks[0]!, read.TransactionDate),
          mark(checks[1]!, read.Total),
          mark(checks[2]!, read.Tax),
          read.MerchantName === r.merchant ? 'right' : `WRONG (${String(read.MerchantName)})`,
          `${Math.round(ms)}`,
        ]);
      }
      const share = right / fields;
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const slowest = sorted.at(-1)!;
      const failures: string[] = [];
      if (share < TARGET_SHARE)
        failures.push(
          `date, total and VAT read right in ${(share * 100).toFixed(0)} % of fields, under ${TARGET_SHARE * 100} %`,
        );
      if (slowest > TARGET_MS)
        failures.push(`the slowest receipt took ${Math.round(slowest)} ms, over ${TARGET_MS} ms`);
      return {
        columns: ['Receipt', 'File', 'Date', 'Total', 'VAT', 'Merchant', 'ms'],
        rows,
        notes: [
          `Date, total and VAT right: ${right} of ${fields} fields (${(share * 100).toFixed(0)} %; target ≥ ${TARGET_SHARE * 100} %). Time per receipt: median ${Math.round(median)} ms, slowest ${Math.round(slowest)} ms (target ≤ ${TARGET_MS} ms); the recogniser's start and first receipt ${Math.round(warmMs)} ms, once per server.`,
          'Each receipt is drawn as HTML (bench/lib/receipts.ts) and photographed by Chromium: a screenshot at twice the pixels, a 12-megapixel JPEG of it on a table, or a PDF (read by its text, not recognised).',
        ],
        failures,
      };
    }),
};
