// POST /receipts (and /resor/kvitton): a receipt's file for an employee the caller reports for.
import type { Receipt } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { acceptReceipt } from '../../shared/receipt-file';
import { decodeUpload } from '../../shared/uploads';
import { reportableEmployee } from './access';
import * as repo from './repository';

/**
 * Stores a receipt's file for an employee the caller reports for, as shared/receipt-file.ts
 * accepts it: checked, a photo encoded anew without its metadata, its name cleaned.
 */
export async function uploadReceipt(
  db: Db,
  ctx: CompanyContext,
  upload: { AnstNr: string; Content: string; FileName: string },
  now: Date,
): Promise<Receipt> {
  await reportableEmployee(db, ctx, upload.AnstNr);
  const { mime, content, filnamn } = await acceptReceipt(decodeUpload(upload.Content), upload.FileName);
  const Id = await repo.insertReceipt(db, {
    ftgId: ctx.company.ftgId,
    anstNr: upload.AnstNr,
    mime: mime,
    filnamn,
    storlek: content.length,
    content,
    createdBy: ctx.auth.user.id,
    createdAt: now,
  });
  return { Id, Typ: mime, Filnamn: filnamn, Storlek: content.length };
}
