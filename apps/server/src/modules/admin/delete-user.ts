// DELETE /admin/users/{Id}?Version=: the account, its sessions, settings and lists.
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { actorOf, assertWithinReach } from './access';
import { announceUserChange } from './announce-user-change';
import { assertAdminsRemain } from './user-rules';
import * as repo from './users-repository';

export async function deleteUser(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<void> {
  const actor = actorOf(ctx);
  const before = await app.db.transaction(async (tx) => {
    const found = await repo.findUserDetail(tx, id);
    if (!found) throw new ApiError('NotFound');
    assertWithinReach(actor, found.user);
    if (found.user.version !== version) throw new ApiError('VersionConflict');
    await assertAdminsRemain(tx, found.user, null);
    if (!(await repo.deleteUser(tx, { id, version }))) throw new ApiError('VersionConflict');
    await writeAudit(tx, {
      at: now,
      userId: actor.id,
      ftgId: found.user.ftgId,
      action: 'user.deleted',
      details: { Id: id, Login: found.user.login, Roll: found.user.roll },
    });
    return found;
  });
  await announceUserChange(app, id, [before.user.ftgId, ...before.access]);
}
