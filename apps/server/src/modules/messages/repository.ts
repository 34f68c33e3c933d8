import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, userAccounts } from '../../db/schema/index';

/** A page of the user's messages in a company, newest first, with the sender's name and the total. */
export function listMessages(db: Db, ftgId: string, userId: string, page: { offset: number; limit: number }) {
  return db
    .select({
      id: messages.id,
      rubrik: messages.rubrik,
      text: messages.text,
      nyckel: messages.nyckel,
      parametrar: messages.parametrar,
      avsandare: userAccounts.namn,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(messages)
    .leftJoin(userAccounts, eq(userAccounts.id, messages.senderId))
    .where(and(eq(messages.ftgId, ftgId), eq(messages.recipientId, userId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many of the user's messages in the company are unread. */
export async function countUnread(db: Db, ftgId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.ftgId, ftgId), eq(messages.recipientId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own message read; false when there is no such message of theirs. */
export async function markRead(
  db: Db,
  ftgId: string,
  userId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(messages.id, id), eq(messages.ftgId, ftgId), eq(messages.recipientId, userId)))
    .returning({ id: messages.id });
  return rows.length > 0;
}
