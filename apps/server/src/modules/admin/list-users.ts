// GET /admin/users: a page of the licence's user accounts and the X-Pagination figures.
import type { UserListQuery } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { pageOf } from '../../shared/paged';
import { presentUserListItem } from './users-presenter';
import * as repo from './users-repository';

export async function listUsers(db: Db, q: UserListQuery, perPage: number) {
  const filter: repo.UserFilter = { search: q.Sok || undefined, roll: q.Roll, ftgId: q.FtgId };
  const { rows, pagination } = await pageOf(q.Page, perPage, (range) => repo.listUsers(db, filter, range));
  return { rows: rows.map(presentUserListItem), pagination };
}
