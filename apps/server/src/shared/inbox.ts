// Putting messages in users' inboxes (SPEC §2.1 /messages): what any feature that writes to someone
// uses (reminders now); the inbox itself is modules/messages.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { messages } from '../db/schema/index';

export type NewMessage = typeof messages.$inferInsert;

/** Messages per statement: a pay run's thousands stay within PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** Writes the messages (inside the caller's transaction, with what they record). */
export async function insertMessages(db: Db, rows: NewMessage[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(messages).values(rows.slice(i, i + BATCH));
}

/**
 * Tells each recipient's open browsers in the company that a message arrived (SPEC §4
 * NEW_UNREAD_MESSAGE_RECEIVED): after the messages were committed.
 */
export async function announceMessages(app: FastifyInstance, ftgId: string, recipientIds: readonly string[]) {
  for (const userId of new Set(recipientIds))
    await app.bus.publish({
      Event: 'NEW_UNREAD_MESSAGE_RECEIVED',
      Payload: {},
      FtgId: ftgId,
      UserIds: [userId],
    });
}
