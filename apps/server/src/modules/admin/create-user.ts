// POST /admin/users: a new account with a temporary password, shown this once.
import type { FastifyInstance } from 'fastify';
import type { UserAccountDetail, UserAccountInput } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { hashPassword } from '../../shared/passwords';
import { actorOf } from './access';
import { announceUserChange } from './announce-user-change';
import { checkInput, columnsOf, loginRace, temporaryPassword } from './user-rules';
import { presentUserDetail } from './users-presenter';
import * as repo from './users-repository';

export async function createUser(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: UserAccountInput,
  now: Date,
): Promise<{ User: UserAccountDetail; Password: string }> {
  const actor = actorOf(ctx);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const saved = await app.db
    .transaction(async (tx) => {
      const access = await checkInput(tx, actor, input, null);
      const user = await repo.insertUser(
        tx,
        { ...columnsOf(input), passwordHash, passwordMustChange: true },
        access,
        input.Options,
      );
      await writeAudit(tx, {
        at: now,
        userId: actor.id,
        ftgId: user.ftgId,
        action: 'user.created',
        details: { Id: user.id, Login: user.login, Roll: user.roll },
      });
      return { user, access };
    })
    .catch(loginRace);
  await announceUserChange(app, saved.user.id, [saved.user.ftgId, ...saved.access]);
  return { User: presentUserDetail(saved.user, saved.access, input.Options), Password: password };
}
