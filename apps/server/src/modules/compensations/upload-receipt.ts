// POST /receipts (and /resor/kvitton): a receipt's file for an employee the caller reports for.
import type { Receipt } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { checkReceiptFile } from '../../shared/receipt-file';
import { decodeUpload } from '../../shared/uploads';
import { reportableEmployee } from './access';
import * as repo from './repository';

/** A name is shown and given back on download: no path, no control characters. */
const safeFileName = (name: string): string =>
  [...name.replace(/^.*[\\/]/, '')]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200);

/** Stores a receipt's file for an employee the caller reports for, after its checks. */
export async function uploadReceipt(
  db: Db,
  ctx: CompanyContext,
  upload: { AnstNr: string; Content: string; FileName: string },
  now: Date,
): Promise<Receipt> {
  await reportableEmployee(db, ctx, upload.AnstNr);
  const raw = decodeUpload(upload.Content);
  const mime = await checkReceiptFile(raw);
  const filnamn = safeFileName(upload.FileName);
  const Id = await repo.insertReceipt(db, {
    ftgId: ctx.company.ftgId,
    anstNr: upload.AnstNr,
    mime,
    filnamn,
    storlek: raw.length,
    content: raw,
    createdBy: ctx.auth.user.id,
    createdAt: now,
  });
  return { Id, Typ: mime, Filnamn: filnamn, Storlek: raw.length };
}
