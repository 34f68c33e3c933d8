import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, type Roll } from '@lonportal/domain';
import type { Db } from '../../db/client';
import {
  brukare,
  companies,
  employees,
  userAccounts,
  userAppSettings,
  userCompanyAccess,
  userOptions,
} from '../../db/schema/index';
import { containsPattern } from '../../shared/paged';
import { updateVersionedRow } from '../../shared/versioned';

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
  return (
    db
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
      // An archived company is no one's to work in (plugins/access): its accounts are out of reach.
      .where(and(where(f), eq(companies.archived, false)))
      .orderBy(asc(userAccounts.namn), asc(userAccounts.login))
      .offset(page.offset)
      .limit(page.limit)
  );
}

export type UserRow = typeof userAccounts.$inferSelect;
/** What /admin/users writes of an account's own row. */
export type UserColumns = Pick<
  typeof userAccounts.$inferInsert,
  | 'login'
  | 'namn'
  | 'roll'
  | 'persNr'
  | 'ftgId'
  | 'anstNr'
  | 'brukare'
  | 'signatur'
  | 'phone'
  | 'loginType'
  | 'enforceBankIdAuth'
  | 'disabled'
>;

/**
 * The account with its access list and options, in one round trip; null when there is none or its
 * home company is archived (no administrator works there, so its accounts are out of reach).
 */
export async function findUserDetail(db: Db, id: string) {
  const rows = await db
    .select({
      user: userAccounts,
      access: sql<
        string[]
      >`coalesce((select array_agg(${userCompanyAccess.ftgId}::text order by ${userCompanyAccess.ftgId}) from ${userCompanyAccess} where ${userCompanyAccess.userId} = ${userAccounts.id}), '{}')`,
      options: sql<
        string[]
      >`coalesce((select array_agg(${userOptions.option} order by ${userOptions.option}) from ${userOptions} where ${userOptions.userId} = ${userAccounts.id}), '{}')`,
    })
    .from(userAccounts)
    .innerJoin(companies, eq(companies.ftgId, userAccounts.ftgId))
    .where(and(eq(userAccounts.id, id), eq(companies.archived, false)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether another account already has this login (logins are compared without case, as at login). */
export async function loginTaken(db: Db, login: string, exceptId: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(
      and(
        eq(sql`lower(${userAccounts.login})`, login.toLowerCase()),
        exceptId ? ne(userAccounts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The active administrators (LIC, ADM) of the licence, locked until the transaction ends: two
 * administrators who disable each other at once cannot both succeed.
 */
export async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(and(inArray(userAccounts.roll, [...ADMIN_ROLES]), eq(userAccounts.disabled, false)))
    .for('update');
  return rows.map((r) => r.id);
}

/** The companies among `ftgIds` that exist, with whether each is archived. */
export async function companiesAmong(db: Db, ftgIds: readonly string[]) {
  if (ftgIds.length === 0) return [];
  return db
    .select({ ftgId: companies.ftgId, archived: companies.archived })
    .from(companies)
    .where(inArray(companies.ftgId, [...ftgIds]));
}

/** Whether the company's registers hold this employee number and this brukare. */
export async function registryHas(db: Db, ftgId: string, anstNr: string, brukareNr: string) {
  // Both drivers answer with `rows`.
  const result = (await db.execute(sql`
    select
      exists (select 1 from ${employees} where ${employees.ftgId} = ${ftgId} and ${employees.anstNr} = ${anstNr}) as employee,
      exists (select 1 from ${brukare} where ${brukare.ftgId} = ${ftgId} and ${brukare.brukare} = ${brukareNr}) as brukare`)) as unknown as {
    rows: { employee: boolean; brukare: boolean }[];
  };
  const row = result.rows[0];
  return { employee: row?.employee === true, brukare: row?.brukare === true };
}

async function replaceLists(tx: Db, userId: string, access: readonly string[], options: readonly string[]) {
  await tx.delete(userCompanyAccess).where(eq(userCompanyAccess.userId, userId));
  if (access.length > 0)
    await tx.insert(userCompanyAccess).values(access.map((ftgId) => ({ userId, ftgId })));
  await tx.delete(userOptions).where(eq(userOptions.userId, userId));
  if (options.length > 0) await tx.insert(userOptions).values(options.map((option) => ({ userId, option })));
}

/** A new account with its app settings (SPEC §9 defaults), access list and options; version 1. */
export async function insertUser(
  tx: Db,
  values: UserColumns & { passwordHash: string | null; passwordMustChange: boolean },
  access: readonly string[],
  options: readonly string[],
): Promise<UserRow> {
  const [row] = await tx
    .insert(userAccounts)
    .values({ ...values, version: 1 })
    .returning();
  if (!row) throw new Error('user not created');
  await tx.insert(userAppSettings).values({ userId: row.id });
  await replaceLists(tx, row.id, access, options);
  return row;
}

/** Whether the licence has any user account at all. */
export async function anyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: userAccounts.id }).from(userAccounts).limit(1);
  return !!row;
}

/** Writes the account if it still has `version`; null when another edit came first (or it is gone). */
export async function updateUser(
  tx: Db,
  key: { id: string; version: number },
  values: Partial<UserColumns> & {
    passwordHash?: string;
    passwordMustChange?: boolean;
    passwordChangedAt?: Date;
  },
  lists?: { access: readonly string[]; options: readonly string[] },
): Promise<UserRow | null> {
  const saved = await updateVersionedRow(tx, userAccounts, key, values);
  if (saved && lists) await replaceLists(tx, saved.id, lists.access, lists.options);
  return saved;
}

/** Deletes the account if it still has `version` (its sessions, settings and lists go with it). */
export async function deleteUser(tx: Db, key: { id: string; version: number }): Promise<boolean> {
  const rows = await tx
    .delete(userAccounts)
    .where(and(eq(userAccounts.id, key.id), eq(userAccounts.version, key.version)))
    .returning({ id: userAccounts.id });
  return rows.length > 0;
}

/** Where an account can be reached: its personnel record's e-mail, and its (or the record's) phone. */
export async function findContact(db: Db, id: string) {
  const [row] = await db
    .select({
      email: employees.email,
      phone: sql<string | null>`coalesce(${userAccounts.phone}, ${employees.phone})`,
    })
    .from(userAccounts)
    .leftJoin(
      employees,
      and(eq(employees.ftgId, userAccounts.ftgId), eq(employees.anstNr, userAccounts.anstNr)),
    )
    .where(eq(userAccounts.id, id))
    .limit(1);
  return row ?? null;
}
