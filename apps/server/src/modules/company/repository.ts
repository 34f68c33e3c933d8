import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, userCompanyAccess } from '../../db/schema/index';

const listColumns = {
  FtgId: companies.ftgId,
  FtgKey: companies.ftgKey,
  Namn: companies.namn,
  Orgnr: companies.orgnr,
  Archived: companies.archived,
};

/** Every company of the licence (for LIC and ADM). */
export function allCompanies(db: Db) {
  return db.select(listColumns).from(companies).orderBy(asc(companies.namn));
}

/** The user's home company and those on their access list. */
export function companiesOfUser(db: Db, userId: string, homeFtgId: string) {
  const listed = db
    .select({ id: userCompanyAccess.ftgId })
    .from(userCompanyAccess)
    .where(eq(userCompanyAccess.userId, userId));
  return db
    .select(listColumns)
    .from(companies)
    .where(or(eq(companies.ftgId, homeFtgId), inArray(companies.ftgId, listed)))
    .orderBy(asc(companies.namn));
}
