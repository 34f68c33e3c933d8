import type { Message } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { pageOf } from '../../shared/paged';
import * as repo from './repository';

/** GET /messages: a page of the user's inbox in the selected company. */
export async function inboxPage(db: Db, ctx: CompanyContext, page: number, perPage: number) {
  const { rows, pagination } = await pageOf(page, perPage, (range) =>
    repo.listMessages(db, ctx.company.ftgId, ctx.auth.user.id, range),
  );
  const items: Message[] = rows.map((r) => ({
    Id: r.id,
    Rubrik: r.rubrik,
    Text: r.text,
    Nyckel: r.nyckel,
    Parametrar: r.parametrar,
    Avsandare: r.avsandare,
    Skickad: r.createdAt.toISOString(),
    Last: r.readAt !== null,
  }));
  return { rows: items, pagination };
}

/** POST /messages/{Id}/read: the user's own message only. */
export async function readMessage(db: Db, ctx: CompanyContext, id: string, at: Date): Promise<void> {
  if (!(await repo.markRead(db, ctx.company.ftgId, ctx.auth.user.id, id, at))) throw new ApiError('NotFound');
}
