import type { UserListItem, UserListQuery } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { pageOf } from '../../shared/paged';
import * as repo from './users-repository';

/** GET /admin/users: a page of the licence's user accounts and the X-Pagination figures. */
export async function usersPage(db: Db, q: UserListQuery, perPage: number) {
  const filter: repo.UserFilter = { search: q.Sok || undefined, roll: q.Roll, ftgId: q.FtgId };
  const { rows, pagination } = await pageOf(q.Page, perPage, (range) => repo.listUsers(db, filter, range));
  const items: UserListItem[] = rows.map((r) => ({
    Id: r.id,
    Login: r.login,
    Namn: r.namn,
    Roll: r.roll,
    FtgId: r.ftgId,
    FtgNamn: r.ftgNamn,
    Foretag: r.foretag,
    AnstNr: r.anstNr,
    LoginType: r.loginType,
    Disabled: r.disabled,
  }));
  return { rows: items, pagination };
}
