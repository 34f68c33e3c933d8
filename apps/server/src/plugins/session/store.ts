import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  companies,
  portalSettings,
  sessions,
  userAccounts,
  userAppSettings,
  userCompanyAccess,
  userOptions,
} from '../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof userAccounts.$inferSelect;

/** The session id's SHA-256: the database never holds a usable cookie value. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** The user data whose change ends a session with "changed critical data" (SPEC §4). */
export const criticalFingerprint = (u: Pick<UserRow, 'login' | 'persNr' | 'anstNr' | 'ftgId'>): string =>
  createHash('sha256')
    .update(JSON.stringify([u.login, u.persNr, u.anstNr, u.ftgId]))
    .digest('base64url');

/** A new 128-bit random session id (ARCHITECTURE.md "Identity and access"). */
export const newToken = (): string => randomBytes(16).toString('base64url');

export async function insertSession(
  db: Db,
  row: Omit<typeof sessions.$inferInsert, 'idHash'>,
): Promise<{ token: string; idHash: string }> {
  const token = newToken();
  const idHash = hashToken(token);
  await db.insert(sessions).values({ ...row, idHash });
  return { token, idHash };
}

/** Sessions with their user and the user's inactivity timer, in one query. */
export async function findSessions(db: Db, idHashes: readonly string[]) {
  if (idHashes.length === 0) return [];
  return db
    .select({ session: sessions, user: userAccounts, inactivityTimer: userAppSettings.inactivityTimer })
    .from(sessions)
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .leftJoin(userAppSettings, eq(userAppSettings.userId, userAccounts.id))
    .where(inArray(sessions.idHash, [...idHashes]));
}

export type SessionFound = Awaited<ReturnType<typeof findSessions>>[number];

/** The session, its user and the user's inactivity timer. */
export async function findSession(db: Db, idHash: string): Promise<SessionFound | null> {
  return (await findSessions(db, [idHash]))[0] ?? null;
}

/**
 * The request's session lookup, built once per database as a prepared statement: the session, its
 * user and inactivity timer, and in the same round trip what the tenancy check needs of one company
 * (plugins/access/store.ts findCompanyForUser): `ftgId` when given, else the session's company, else
 * the user's home one; `withCompany` false asks for no company.
 */
function sessionContextQuery(db: Db) {
  const ftgId = sql`${companies.ftgId} = case when ${sql.placeholder('useDefault')}::boolean then coalesce(${sessions.ftgId}, ${userAccounts.ftgId}) else ${sql.placeholder('ftgId')}::uuid end`;
  return db
    .select({
      session: sessions,
      user: userAccounts,
      inactivityTimer: userAppSettings.inactivityTimer,
      company: companies,
      listed: sql<boolean>`exists (select 1 from ${userCompanyAccess} where ${userCompanyAccess.ftgId} = ${companies.ftgId} and ${userCompanyAccess.userId} = ${userAccounts.id})`,
      portal: portalSettings.info,
      options: sql<
        string[]
      >`coalesce((select array_agg(${userOptions.option} order by ${userOptions.option}) from ${userOptions} where ${userOptions.userId} = ${userAccounts.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .leftJoin(userAppSettings, eq(userAppSettings.userId, userAccounts.id))
    .leftJoin(companies, ftgId)
    .leftJoin(portalSettings, eq(portalSettings.ftgId, companies.ftgId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('lp_session_context');
}

const sessionContextQueries = new WeakMap<Db, ReturnType<typeof sessionContextQuery>>();

export type SessionContextFound = Awaited<
  ReturnType<ReturnType<typeof sessionContextQuery>['execute']>
>[number];

/**
 * The session with its user (as findSession) and one company for the tenancy check, in one query:
 * `company` null means the session's own (or the user's home) company, `false` no company.
 */
export async function findSessionContext(
  db: Db,
  idHash: string,
  company: string | null | false,
): Promise<SessionContextFound | null> {
  let query = sessionContextQueries.get(db);
  if (!query) {
    query = sessionContextQuery(db);
    sessionContextQueries.set(db, query);
  }
  const rows = await query.execute({
    idHash,
    useDefault: company === null,
    ftgId: typeof company === 'string' ? company : null,
  });
  return rows[0] ?? null;
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

/** Ends one session, remembering why so the next request can tell the user. */
export async function endSession(db: Db, idHash: string, code: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: at, endCode: code })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.endedAt)));
}

/** Deletes a session (logout); returns whose it was, or null when there was none. */
export async function deleteSession(db: Db, idHash: string): Promise<string | null> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId });
  return rows[0]?.userId ?? null;
}

/** Ends every open session of a user (but `exceptIdHash`) with a forced-end code. */
export async function endUserSessions(
  db: Db,
  userId: string,
  code: number,
  at: Date,
  exceptIdHash?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: at, endCode: code })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        ...(exceptIdHash ? [ne(sessions.idHash, exceptIdHash)] : []),
      ),
    );
}

export async function updateSessionContext(
  db: Db,
  idHash: string,
  set: Partial<Pick<SessionRow, 'ftgId' | 'salaryYear' | 'passwordChangedAt' | 'smsVerifiedAt'>>,
): Promise<void> {
  await db.update(sessions).set(set).where(eq(sessions.idHash, idHash));
}
