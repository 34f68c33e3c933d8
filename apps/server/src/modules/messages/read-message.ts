// POST /messages/{Id}/read (SPEC §7): the user's own message only; another's is not found.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';

export async function readMessage(db: Db, ctx: CompanyContext, id: string, at: Date): Promise<void> {
  if (!(await repo.markRead(db, ctx.company.ftgId, ctx.auth.user.id, id, at))) throw new ApiError('NotFound');
}
