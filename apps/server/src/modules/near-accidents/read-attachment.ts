// GET /nearAccidentsReports/:Id/bilagor/:FileId: an attachment's bytes.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { visibleReport } from './access';
import * as repo from './repository';

/** An attachment's bytes, for whoever may see the report. */
export async function readAttachment(db: Db, ctx: CompanyContext, id: string, fileId: string) {
  await visibleReport(db, ctx, id);
  const file = await repo.findAttachment(db, id, fileId);
  if (!file) throw new ApiError('NotFound');
  return file;
}
