// GET /messages (SPEC §7): a page of the user's inbox in the selected company.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { pageOf } from '../../shared/paged';
import { presentMessage } from './presenter';
import * as repo from './repository';

export async function listInbox(db: Db, ctx: CompanyContext, page: number, perPage: number) {
  const { rows, pagination } = await pageOf(page, perPage, (range) =>
    repo.listMessages(db, ctx.company.ftgId, ctx.auth.user.id, range),
  );
  return { rows: rows.map(presentMessage), pagination };
}
