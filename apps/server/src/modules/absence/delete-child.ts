// DELETE /barnregister/barn/:Id: removing a child of the register.
import { CHILD_MESSAGES } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { editableChild } from './access';
import { audit } from './audit';
import * as repo from './repository';

/** Removes a child no VAB report names (those keep their child). */
export async function deleteChild(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const row = await editableChild(db, ctx, id);
  if (await repo.childInUse(db, ctx.company.ftgId, id)) throw fieldError('Id', CHILD_MESSAGES.inUse);
  if (!(await repo.deleteChild(db, ctx.company.ftgId, id, version))) throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'child.deleted', { BarnId: id, AnstNr: row.anstNr });
  return row.anstNr;
}
