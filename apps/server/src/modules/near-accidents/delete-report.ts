// DELETE /nearAccidentsReports/:Id: the reporter removes their own report while it is NEW.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { audit } from '../absence';
import { visibleReport } from './access';
import * as repo from './repository';

export async function deleteReport(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { access } = await visibleReport(db, ctx, id);
  if (!access.remove) throw new ApiError('NearAccidentNotEditable');
  if (!(await repo.deleteReport(db, ctx.company.ftgId, id, version))) throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'nearAccident.deleted', { TillbudId: id });
}
