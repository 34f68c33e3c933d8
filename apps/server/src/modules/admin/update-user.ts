// PUT /admin/users/{Id}: a versioned edit. The account's sessions end on their next request with
// the matching message (SPEC §4 Forced session end: role, access, critical data, company removed).
import type { FastifyInstance } from 'fastify';
import type { UserAccountDetail, UserAccountInput } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { changes } from '../../shared/changes';
import { actorOf, assertWithinReach } from './access';
import { announceUserChange } from './announce-user-change';
import { assertAdminsRemain, checkInput, columnsOf, loginRace } from './user-rules';
import { presentUserDetail } from './users-presenter';
import * as repo from './users-repository';

export async function updateUser(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  input: UserAccountInput,
  now: Date,
): Promise<UserAccountDetail> {
  const actor = actorOf(ctx);
  const result = await app.db
    .transaction(async (tx) => {
      const before = await repo.findUserDetail(tx, id);
      if (!before) throw new ApiError('NotFound');
      assertWithinReach(actor, before.user);
      if (before.user.version !== input.Version) throw new ApiError('VersionConflict');
      const access = await checkInput(tx, actor, input, before);
      await assertAdminsRemain(tx, before.user, { roll: input.Roll, disabled: input.Disabled });
      const saved = await repo.updateUser(tx, { id, version: input.Version }, columnsOf(input), {
        access,
        options: input.Options,
      });
      if (!saved) throw new ApiError('VersionConflict');
      const changed = changes(
        presentUserDetail(before.user, before.access, before.options),
        presentUserDetail(saved, access, input.Options),
      );
      delete changed.Version;
      await writeAudit(tx, {
        at: now,
        userId: actor.id,
        ftgId: saved.ftgId,
        action: 'user.updated',
        details: { Id: id, Login: saved.login, Changes: changed },
      });
      return { before, saved, access };
    })
    .catch(loginRace);
  const { before, saved, access } = result;
  await announceUserChange(app, id, [before.user.ftgId, ...before.access, saved.ftgId, ...access]);
  return presentUserDetail(saved, access, input.Options);
}
