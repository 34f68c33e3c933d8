// The child register's rule (SPEC §5 Child register): a child is in an employee's register once.
import { CHILD_MESSAGES } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import * as repo from './repository';

/** Refuses a personal identity number another child of the employee has (`id`: the child changed). */
export async function requireUniquePersNr(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  persNr: string,
  id?: string,
) {
  const same = (await repo.childrenOf(db, ctx.company.ftgId, [anstNr])).find(
    (c) => c.persNr === persNr && c.id !== id,
  );
  if (same) throw fieldError('PersNr', CHILD_MESSAGES.duplicate);
}
