// POST /barnregister: a child in an employee's register.
import type { ChildInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { reportableEmployee } from './access';
import { audit } from './audit';
import { requireUniquePersNr } from './child-rules';
import { presentChild } from './presenter';
import * as repo from './repository';

export async function createChild(db: Db, ctx: CompanyContext, anstNr: string, v: ChildInput, now: Date) {
  await reportableEmployee(db, ctx, anstNr);
  await requireUniquePersNr(db, ctx, anstNr, v.PersNr);
  return db.transaction(async (tx) => {
    const row = await repo.insertChild(tx, {
      ftgId: ctx.company.ftgId,
      anstNr,
      persNr: v.PersNr,
      namn: v.Namn,
      maxDagar: v.MaxDagar,
      ingaendeDagar: v.IngaendeDagar,
      updatedBy: ctx.auth.user.id,
      updatedAt: now,
    });
    await audit(tx, ctx, now, 'child.created', { BarnId: row.id, AnstNr: anstNr });
    return presentChild(row, new Map());
  });
}
