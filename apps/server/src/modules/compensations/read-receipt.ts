// GET /receipts/:FtgId/:Id (and /resor/kvitton/…): a receipt's file, to preview or download.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { requireEmployee } from '../time';
import * as repo from './repository';

/** A receipt's file for someone who may see its employee's rows. */
export async function readReceipt(db: Db, ctx: CompanyContext, id: string) {
  const receipt = await repo.findReceipt(db, ctx.company.ftgId, id, true);
  if (!receipt?.content) throw new ApiError('NotFound');
  await requireEmployee(db, ctx, receipt.anstNr);
  return receipt as typeof receipt & { content: Buffer };
}
