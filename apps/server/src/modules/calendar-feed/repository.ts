// Queries of the calendar feed (DOMAIN §15): the users' tokens.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, userAccounts } from '../../db/schema/index';

export async function feedOf(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Sets the user's token; the old one stops working at once. */
export const saveToken = (db: Db, userId: string, token: string, at: Date) =>
  db
    .insert(calendarFeeds)
    .values({ userId, token, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: at } });

export const revokeFeed = (db: Db, userId: string) =>
  db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));

/** The account a token is of. */
export async function ownerOf(db: Db, token: string) {
  const [owner] = await db
    .select({
      ftgId: userAccounts.ftgId,
      anstNr: userAccounts.anstNr,
      namn: userAccounts.namn,
      disabled: userAccounts.disabled,
    })
    .from(calendarFeeds)
    .innerJoin(userAccounts, eq(userAccounts.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  return owner ?? null;
}
