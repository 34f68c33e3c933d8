import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { preparedPerDb, watchStatements, type Db } from '../../db/client';
import { SessionContextCache } from './context-cache';
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

/** Fingerprints by their data: every request compares one (sessionEndCode), few users are active. */
const fingerprints = new Map<string, string>();
const MAX_FINGERPRINTS = 10_000;

/** The user data whose change ends a session with "changed critical data" (SPEC §4). */
export function criticalFingerprint(u: Pick<UserRow, 'login' | 'persNr' | 'anstNr' | 'ftgId'>): string {
  const data = JSON.stringify([u.login, u.persNr, u.anstNr, u.ftgId]);
  let hash = fingerprints.get(data);
  if (hash === undefined) {
    hash = createHash('sha256').update(data).digest('base64url');
    if (fingerprints.size >= MAX_FINGERPRINTS) fingerprints.clear();
    fingerprints.set(data, hash);
  }
  return hash;
}

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
const sessionContextQuery = preparedPerDb((db) => {
  const ftgId = sql`${companies.ftgId} = case when ${sql.placeholder('useDefault')}::boolean then coalesce(${sessions.ftgId}, ${userAccounts.ftgId}) else ${sql.placeholder('ftgId')}::uuid end`;
  return db
    .select({
      session: sessions,
      user: userAccounts,
      inactivityTimer: userAppSettings.inactivityTimer,
      settings: userAppSettings,
      accessList: sql<
        string[]
      >`coalesce((select array_agg(${userCompanyAccess.ftgId}::text) from ${userCompanyAccess} where ${userCompanyAccess.userId} = ${userAccounts.id}), '{}')`,
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
});

export type SessionContextFound = Awaited<
  ReturnType<ReturnType<typeof sessionContextQuery>['execute']>
>[number];

const contextCaches = new WeakMap<Db, SessionContextCache<SessionContextFound>>();

/** The tables the session lookup reads: a write to any of them makes this server forget. */
const CONTEXT_TABLES = new Set([
  'sessions',
  'user_accounts',
  'user_app_settings',
  'companies',
  'portal_settings',
  'user_company_access',
  'user_options',
]);
const WRITE = /^\s*(?:update|insert\s+into|delete\s+from)\s+"([a-z_]+)"/i;
/** touchSession's statement: the cache learns the new time itself (context-cache.ts `touched`). */
const TOUCH = /^\s*update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*\$1\s+where/i;

/** Whether a statement may change what a session lookup answers. */
export const changesSessionContext = (statement: string): boolean => {
  const table = WRITE.exec(statement)?.[1];
  if (table === undefined || !CONTEXT_TABLES.has(table) || TOUCH.test(statement)) return false;
  // A new session (a login) changes no session anyone has looked up.
  return !(table === 'sessions' && /^\s*insert/i.test(statement));
};

/**
 * Keeps session lookups on this database for `ttlMs` (plugins/session/context-cache.ts; 0 turns it
 * off). Besides the forgets of the writes that know what they change, any statement that writes a
 * table the lookup reads clears it before it runs, whoever sends it; returns the unsubscribe.
 */
export function useSessionContextCache(db: Db, ttlMs: number): () => void {
  const cache = new SessionContextCache<SessionContextFound>(ttlMs);
  contextCaches.set(db, cache);
  const stop = watchStatements(db, (statement) => {
    if (changesSessionContext(statement)) cache.clear();
  });
  return () => {
    stop();
    if (contextCaches.get(db) === cache) contextCaches.delete(db);
  };
}

/** Forgets what this server remembers of these users' sessions (their data changed). */
export function forgetUsers(db: Db, userIds: readonly string[]): void {
  contextCaches.get(db)?.forgetUsers(userIds);
}

/** Forgets what this server remembers of sessions working in these companies (a company row changed). */
export function forgetCompanies(db: Db, ftgIds: readonly string[]): void {
  contextCaches.get(db)?.forgetCompanies(ftgIds);
}

const forgetSessions = (db: Db, idHashes: readonly string[]) =>
  contextCaches.get(db)?.forgetSessions(idHashes);

/** A request's own copy: routes may change their session (company, year) without touching the cache. */
const copyOf = (f: SessionContextFound): SessionContextFound => ({
  ...f,
  session: { ...f.session },
  user: { ...f.user },
});

/**
 * The session with its user (as findSession) and one company for the tenancy check, in one query:
 * `company` null means the session's own (or the user's home) company, `false` no company. A
 * recent answer comes from this server's cache unless `fresh` asks the database. `found` is the
 * caller's own copy; `origin` is the answer itself, the same object for as long as it is remembered.
 */
export async function findSessionContext(
  db: Db,
  idHash: string,
  company: string | null | false,
  opts: { fresh?: boolean; settled?: Promise<boolean> } = {},
): Promise<{ found: SessionContextFound; cached: boolean; origin: object } | null> {
  const cache = contextCaches.get(db);
  let hit = opts.fresh ? null : cache?.get(idHash, company);
  // `settled`: true once this server has heard the other servers' changes (the bus has caught up);
  // what they changed meanwhile is forgotten by then, so the cache is asked again (ADR 0014).
  if (hit && opts.settled) hit = (await opts.settled) ? cache?.get(idHash, company) : null;
  if (hit) return { found: copyOf(hit), cached: true, origin: hit };
  const readAt = cache?.generation ?? 0;
  const rows = await sessionContextQuery(db).execute({
    idHash,
    useDefault: company === null,
    ftgId: typeof company === 'string' ? company : null,
  });
  const found = rows[0];
  if (!found) return null;
  cache?.set(idHash, company, found, readAt);
  return { found: copyOf(found), cached: false, origin: found };
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
  contextCaches.get(db)?.touched(idHash, at);
}

/** Ends one session, remembering why so the next request can tell the user. */
export async function endSession(db: Db, idHash: string, code: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: at, endCode: code })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.endedAt)));
  forgetSessions(db, [idHash]);
}

/** Deletes a session (logout); returns whose it was, or null when there was none. */
export async function deleteSession(db: Db, idHash: string): Promise<string | null> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId });
  forgetSessions(db, [idHash]);
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
  forgetUsers(db, [userId]);
}

export async function updateSessionContext(
  db: Db,
  idHash: string,
  set: Partial<Pick<SessionRow, 'ftgId' | 'salaryYear' | 'passwordChangedAt' | 'smsVerifiedAt'>>,
): Promise<void> {
  await db.update(sessions).set(set).where(eq(sessions.idHash, idHash));
  forgetSessions(db, [idHash]);
}

/**
 * The sessions of these accounts go on with their critical data as it is now: their number was
 * given a new value by a renumbering (SPEC §4 ANSTNRS_CHANGED: the session is refreshed, not ended).
 */
export async function refreshCriticalFingerprints(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const users = await db
    .select()
    .from(userAccounts)
    .where(inArray(userAccounts.id, [...userIds]));
  for (const u of users)
    await db
      .update(sessions)
      .set({ critical: criticalFingerprint(u) })
      .where(and(eq(sessions.userId, u.id), isNull(sessions.endedAt)));
  forgetUsers(db, userIds);
}
