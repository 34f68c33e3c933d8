import { and, asc, count, eq, isNull, or, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employees, portalSettings } from '../../db/schema/index';
import { updateVersionedWhere } from '../../shared/versioned';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Partial<typeof companies.$inferInsert>;
/** The columns of a company the licence user writes. */
export type CompanyColumns = Pick<
  typeof companies.$inferInsert,
  | 'namn'
  | 'orgnr'
  | 'ftgKey'
  | 'hasPlus'
  | 'hasWebLon'
  | 'hasWebLonPlus'
  | 'licensOptions'
  | 'enforceBankIdAuth'
  | 'momspliktig'
  | 'useLss'
  | 'useFkSignering'
>;

/** The licence's companies (archived ones too when asked), each with its employees still employed on `today`. */
export async function listCompanies(db: Db, opts: { archived: boolean; today: string }) {
  const employed = db
    .select({ ftgId: employees.ftgId, n: count().as('n') })
    .from(employees)
    .where(or(isNull(employees.slutDatum), gte(employees.slutDatum, opts.today)))
    .groupBy(employees.ftgId)
    .as('employed');
  return db
    .select({ company: companies, anstallda: sql<number>`coalesce(${employed.n}, 0)`.mapWith(Number) })
    .from(companies)
    .leftJoin(employed, eq(employed.ftgId, companies.ftgId))
    .where(opts.archived ? undefined : eq(companies.archived, false))
    .orderBy(asc(companies.namn), asc(companies.ftgKey));
}

export async function findCompany(db: Db, ftgId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.ftgId, ftgId));
  return row ?? null;
}

/** A new company and its (empty) portal settings. */
export async function insertCompany(
  db: Db,
  columns: CompanyColumns & { firstSalaryYear: number },
): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(columns).returning();
  if (!row) throw new Error('the company was not inserted');
  await db.insert(portalSettings).values({ ftgId: row.ftgId, info: {} });
  return row;
}

/** The employees of a company still employed on `today`. */
export async function employedCount(db: Db, ftgId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.ftgId, ftgId), or(isNull(employees.slutDatum), gte(employees.slutDatum, today))));
  return row?.n ?? 0;
}

/** Writes `values` on the company if it still has `version`; null when it has moved on. */
export const updateCompanyRow = (
  db: Db,
  ftgId: string,
  version: number,
  values: Partial<typeof companies.$inferInsert>,
) => updateVersionedWhere(db, companies, eq(companies.ftgId, ftgId), version, values);
