import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, loginFailures, smsChallenges, userAccounts } from '../../db/schema/index';
import { forgetUsers } from '../../plugins/session/store';

export async function findUserByLogin(db: Db, login: string) {
  const rows = await db
    .select({ user: userAccounts, company: companies })
    .from(userAccounts)
    .innerJoin(companies, eq(companies.ftgId, userAccounts.ftgId))
    .where(eq(sql`lower(${userAccounts.login})`, login.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string) {
  const rows = await db.select().from(userAccounts).where(eq(userAccounts.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function recordLoginFailure(db: Db, login: string, ip: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ login: login.toLowerCase(), ip, at });
}

/**
 * The address's failed logins since a moment, one per login (its latest failure), newest first:
 * the one after the `logins` newest, or null when the address failed on no more logins than that.
 */
export async function failureBeyondLogins(db: Db, ip: string, since: Date, logins: number) {
  const last = max(loginFailures.at);
  const rows = await db
    .select({ last })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)))
    .groupBy(loginFailures.login)
    .orderBy(desc(last))
    .limit(1)
    .offset(logins);
  return rows[0]?.last ? new Date(rows[0].last) : null;
}

export async function failuresForLogin(db: Db, login: string, since: Date) {
  const rows = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, login.toLowerCase()), gt(loginFailures.at, since)));
  return { n: rows[0]?.n ?? 0, last: rows[0]?.last ? new Date(rows[0].last) : null };
}

export async function deleteOldLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.at} < ${before.toISOString()}`);
}

export async function insertSmsChallenge(
  db: Db,
  row: {
    id: string;
    userId: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
    tries: number;
    ip: string;
  },
): Promise<void> {
  // A new code replaces any earlier one that was not used.
  await db
    .update(smsChallenges)
    .set({ usedAt: row.createdAt })
    .where(and(eq(smsChallenges.userId, row.userId), isNull(smsChallenges.usedAt)));
  await db.insert(smsChallenges).values(row);
}

/** The user's newest SMS challenge that has not been used up. */
export async function latestOpenChallenge(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(smsChallenges)
    .where(
      and(eq(smsChallenges.userId, userId), isNull(smsChallenges.usedAt), isNull(smsChallenges.tokenHash)),
    )
    .orderBy(desc(smsChallenges.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Codes asked for by one account or from one address since a moment: how many, and the oldest. */
export async function smsRequestsSince(db: Db, by: { userId: string } | { ip: string }, since: Date) {
  const rows = await db
    .select({ n: count(), first: sql<Date | string | null>`min(${smsChallenges.createdAt})` })
    .from(smsChallenges)
    .where(
      and(
        'userId' in by ? eq(smsChallenges.userId, by.userId) : eq(smsChallenges.ip, by.ip),
        gt(smsChallenges.createdAt, since),
      ),
    );
  return { n: rows[0]?.n ?? 0, first: rows[0]?.first ? new Date(rows[0].first) : null };
}

/** The most wrong tries on the user's unsolved codes since a moment: a new code starts from there. */
export async function unsolvedTriesSince(db: Db, userId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ tries: max(smsChallenges.tries) })
    .from(smsChallenges)
    .where(
      and(
        eq(smsChallenges.userId, userId),
        isNull(smsChallenges.tokenHash),
        gt(smsChallenges.createdAt, since),
      ),
    );
  return rows[0]?.tries ?? 0;
}

/**
 * Takes one try of an open challenge, in one statement with the check in the WHERE, so concurrent
 * requests cannot evaluate more than `maxTries` codes (PostgreSQL row lock). Null: none left.
 */
export async function takeChallengeTry(db: Db, id: string, maxTries: number): Promise<number | null> {
  const rows = await db
    .update(smsChallenges)
    .set({ tries: sql`${smsChallenges.tries} + 1` })
    .where(
      and(
        eq(smsChallenges.id, id),
        lt(smsChallenges.tries, maxTries),
        isNull(smsChallenges.usedAt),
        isNull(smsChallenges.tokenHash),
      ),
    )
    .returning({ tries: smsChallenges.tries });
  return rows[0]?.tries ?? null;
}

/** Marks a challenge solved with the hash of the token it gives; false when it was solved or closed already. */
export async function solveChallenge(db: Db, id: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(smsChallenges)
    .set({ tokenHash })
    .where(and(eq(smsChallenges.id, id), isNull(smsChallenges.tokenHash), isNull(smsChallenges.usedAt)))
    .returning({ id: smsChallenges.id });
  return rows.length === 1;
}

export async function closeChallenge(db: Db, id: string, at: Date): Promise<void> {
  await db.update(smsChallenges).set({ usedAt: at }).where(eq(smsChallenges.id, id));
}

/** Uses up an SMSToken: true only the first time, for its own user, before the code's expiry. */
export async function consumeSmsToken(db: Db, userId: string, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(smsChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(smsChallenges.userId, userId),
        eq(smsChallenges.tokenHash, tokenHash),
        isNull(smsChallenges.usedAt),
        gt(smsChallenges.expiresAt, at),
      ),
    )
    .returning({ id: smsChallenges.id });
  return rows.length === 1;
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(userAccounts)
    .set({ passwordHash, passwordChangedAt: at, passwordMustChange: false })
    .where(eq(userAccounts.id, userId));
  forgetUsers(db, [userId]);
}
