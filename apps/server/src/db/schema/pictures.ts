import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** bytea as a Buffer whichever driver returns it (pg gives Buffer, PGlite Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
  toDriver: (v) => v,
});

/** Stored pictures (company pictures now; profile pictures later), always re-encoded on upload. */
export const pictures = pgTable(
  'pictures',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: uuid()
      .notNull()
      .references(() => companies.ftgId, { onDelete: 'cascade' }),
    kind: text({ enum: ['company'] }).notNull(),
    mime: text({ enum: ['image/png', 'image/jpeg'] }).notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId)],
);
