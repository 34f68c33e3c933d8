import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userAccounts } from './users';

/**
 * A user's calendar feed (DOMAIN §15): the long random token that is its URL's key, replaceable
 * and revocable by the user. The token is kept so that the preferences can show the address again.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => userAccounts.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
