// PUT /barnregister/barn/:Id: changing a child of the register, at the version read.
import type { ChildInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { editableChild } from './access';
import { audit } from './audit';
import { requireUniquePersNr } from './child-rules';
import { presentChild } from './presenter';
import * as repo from './repository';

export async function updateChild(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: ChildInput,
  version: number,
  now: Date,
) {
  const row = await editableChild(db, ctx, id);
  await requireUniquePersNr(db, ctx, row.anstNr, v.PersNr, id);
  const updated = await repo.updateChild(db, ctx.company.ftgId, id, version, {
    persNr: v.PersNr,
    namn: v.Namn,
    maxDagar: v.MaxDagar,
    ingaendeDagar: v.IngaendeDagar,
    updatedBy: ctx.auth.user.id,
    updatedAt: now,
  });
  if (!updated) throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'child.updated', { BarnId: id, AnstNr: row.anstNr });
  return presentChild(updated, new Map());
}
