// POST /admin/users/{Id}/temporaryPassword: a new temporary password, shown once; the account's
// sessions end (password changed, SPEC §4) and its next login asks for a password of its own first.
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { hashPassword } from '../../shared/passwords';
import { actorOf, assertWithinReach } from './access';
import { announceUserChange } from './announce-user-change';
import { temporaryPassword } from './user-rules';
import * as repo from './users-repository';

export async function setTemporaryPassword(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<{ Password: string; Version: number }> {
  const actor = actorOf(ctx);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const saved = await app.db.transaction(async (tx) => {
    const found = await repo.findUserDetail(tx, id);
    if (!found) throw new ApiError('NotFound');
    assertWithinReach(actor, found.user);
    const saved = await repo.updateUser(
      tx,
      { id, version },
      {
        passwordHash,
        passwordMustChange: true,
        passwordChangedAt: now,
      },
    );
    if (!saved) throw new ApiError('VersionConflict');
    await writeAudit(tx, {
      at: now,
      userId: actor.id,
      ftgId: saved.ftgId,
      action: 'user.temporaryPassword',
      details: { Id: id, Login: saved.login },
    });
    return saved;
  });
  await announceUserChange(app, id, []);
  return { Password: password, Version: saved.version };
}
