// GET /messages/status (SPEC §7): how many of the user's messages in the selected company are unread.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

export async function unreadCount(db: Db, ctx: CompanyContext): Promise<{ AntalOlast: number }> {
  return { AntalOlast: await repo.countUnread(db, ctx.company.ftgId, ctx.auth.user.id) };
}
