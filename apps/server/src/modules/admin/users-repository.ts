import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Roll } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { companies, userAccounts, userCompanyAccess } from '../../db/schema/index';
import { containsPattern } from '../../shared/paged';

export interface UserFilter {
  /** Part of the login or the name. */
  search?: string | undefined;
  roll?: Roll | undefined;
  /** Users whose home company or access list is this company. */
  ftgId?: string | undefined;
}

function where(f: UserFilter): SQL | undefined {
  return and(
    f.search
      ? or(
          ilike(userAccounts.login, containsPattern(f.search)),
          ilike(userAccounts.namn, containsPattern(f.search)),
        )
      : undefined,
    f.roll ? eq(userAccounts.roll, f.roll) : undefined,
    f.ftgId
      ? or(
          eq(userAccounts.ftgId, f.ftgId),
          sql`exists (select 1 from ${userCompanyAccess} where ${userCompanyAccess.userId} = ${userAccounts.id} and ${userCompanyAccess.ftgId} = ${f.ftgId})`,
        )
      : undefined,
  );
}

/** A page of the user accounts by name, with the home company's name and how many rows match. */
export function listUsers(db: Db, f: UserFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      id: userAccounts.id,
      login: userAccounts.login,
      namn: userAccounts.namn,
      roll: userAccounts.roll,
      ftgId: userAccounts.ftgId,
      ftgNamn: companies.namn,
      foretag:
        sql<number>`(select count(*) from ${userCompanyAccess} where ${userCompanyAccess.userId} = ${userAccounts.id})`.mapWith(
          Number,
        ),
      anstNr: userAccounts.anstNr,
      loginType: userAccounts.loginType,
      disabled: userAccounts.disabled,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(userAccounts)
    .innerJoin(companies, eq(companies.ftgId, userAccounts.ftgId))
    .where(where(f))
    .orderBy(asc(userAccounts.namn), asc(userAccounts.login))
    .offset(page.offset)
    .limit(page.limit);
}
