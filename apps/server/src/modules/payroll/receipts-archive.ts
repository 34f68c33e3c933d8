// The receipts of a transfer to payroll for the bookkeeper: one ZIP with an index of
// the transfer's rows and each row's receipt as it was sent.
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipPassThrough } from 'fflate';
import { formatOrgnr } from '@lonportal/domain';
import { receiptsArchiveName } from '@lonportal/domain/payroll/paxml';
import { paxmlHours } from '@lonportal/domain/payroll/paxml-writer';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { cleanFileName } from '../../shared/file-name';
import { compensationRows } from '../compensations';
import * as repo from './repository';

const RECEIPT_EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

/**
 * A CSV field for a spreadsheet: without control characters but the line breaks and tabs a text
 * may hold, quoted when it holds a separator, a quote or a line break, and text that a spreadsheet
 * would take for a formula (= + - @, a tab or a carriage return first, and no plain number) kept
 * as text with a leading apostrophe (OWASP "CSV Injection"): an employee's row text is never run
 * as a formula.
 */
export const csvField = (v: string | number) => {
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  const raw = String(v).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  const formula = /^[=+\-@\t\r]/.test(raw) && !/^-?\d+(\.\d+)?$/.test(raw);
  const s = formula ? `'${raw}` : raw;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * A receipt's entry in the ZIP and in the index's file cell: the employee's folder, then the
 * row's date, postid and pay code, each name cleaned by the one cleaner of file names (no way out
 * of the folder, nothing a spreadsheet runs).
 */
export function receiptEntryName(r: {
  anstNr: string;
  datum: string;
  postId: number | null;
  lonKod: string;
  mime: string | null;
}): string {
  const extension = RECEIPT_EXTENSION[r.mime ?? ''] ?? 'bin';
  const lonKod = r.lonKod.replace(/[\\/]/g, '_');
  return [
    cleanFileName(r.anstNr, '_'),
    cleanFileName(`${r.datum}-${r.postId ?? ''}-${lonKod}.${extension}`, `kvitto.${extension}`),
  ].join('/');
}

/**
 * The receipts of one transfer as one ZIP for the bookkeeper: kvitton.csv listing every
 * row of the transfer with its amounts and its file (empty where the row had none), then each
 * row's receipt as it was sent, in a folder per employee, named by date, postid and pay code. The
 * archive is streamed, a receipt at a time, so a month of photos never sits in memory at once.
 * 404 for an unknown or another company's export.
 */
export async function exportReceipts(
  db: Db,
  ctx: CompanyContext,
  id: string,
): Promise<{ stream: Readable; fileName: string }> {
  const ftgId = ctx.company.ftgId;
  const [found, rows] = await readAll(db, [
    () => repo.findExport(db, ftgId, id),
    () => compensationRows.rowsOfExport(db, ftgId, id),
  ]);
  if (!found) throw new ApiError('NotFound');
  const named = rows.map((r) => ({
    ...r,
    file: r.receiptId ? receiptEntryName(r) : '',
  }));
  const index = [['postid', 'anstnr', 'datum', 'lonart', 'belopp', 'moms', 'text', 'fil'].join(';')];
  for (const r of named)
    index.push(
      [
        r.postId ?? '',
        r.anstNr,
        r.datum,
        r.lonKod,
        paxmlHours(Number(r.summa)),
        paxmlHours(Number(r.momsSek)),
        r.text,
        r.file,
      ]
        .map(csvField)
        .join(';'),
    );

  const stream = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return stream.destroy(err);
    stream.write(chunk);
    if (final) stream.end();
  });
  // The files are compressed already (JPEG, PNG, PDF): stored as they are.
  const add = (name: string, data: Uint8Array) => {
    const entry = new ZipPassThrough(name);
    entry.mtime = found.createdAt;
    zip.add(entry);
    entry.push(data, true);
  };
  // UTF-8 with a byte order mark, so a spreadsheet opens å, ä and ö right.
  add('kvitton.csv', strToU8(`\ufeff${index.join('\r\n')}\r\n`));
  void (async () => {
    for (const r of named) {
      if (!r.receiptId) continue;
      const receipt = await compensationRows.findReceipt(db, ftgId, r.receiptId, true);
      if (receipt?.content) add(r.file, new Uint8Array(receipt.content));
    }
    zip.end();
  })().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return {
    stream,
    fileName: receiptsArchiveName(formatOrgnr(ctx.company.orgnr), found.fromDatum, found.toDatum),
  };
}
