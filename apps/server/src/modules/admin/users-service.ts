import type { UserListItem, UserListQuery } from '@lonportal/domain';
import type { Db } from '../../db/client';
import * as repo from './users-repository';

/** GET /admin/users: a page of the licence's user accounts and the X-Pagination figures. */
export async function usersPage(db: Db, q: UserListQuery, perPage: number) {
  const filter: repo.UserFilter = { search: q.Sok || undefined, roll: q.Roll, ftgId: q.FtgId };
  const rows = await repo.listUsers(db, filter, { offset: (q.Page - 1) * perPage, limit: perPage });
  let total = rows[0]?.total ?? 0;
  // A page past the end has no rows to count with: count from the first page.
  if (rows.length === 0 && q.Page > 1)
    total = (await repo.listUsers(db, filter, { offset: 0, limit: 1 }))[0]?.total ?? 0;
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
  return { rows: items, pagination: { Page: q.Page, PerPage: perPage, Total: total } };
}
