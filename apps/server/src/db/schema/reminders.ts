import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId } from './companies';
import { userAccounts } from './users';

const ftgId = companyId;

/** A reminder an administrator defined (/admin/reminders): what, to whom, when, how. */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: ftgId(),
    /** Guards edits (shared/versioned.ts). */
    version: integer().notNull().default(1),
    namn: text().notNull(),
    typ: text({ enum: ['REPORT_TIME', 'APPROVE', 'ATTEST', 'MISSING_PUNCH_OUT'] }).notNull(),
    roller: text().array().notNull().default([]),
    avdelningar: text().array().notNull().default([]),
    anvandare: uuid().array().notNull().default([]),
    kanaler: text().array().notNull(),
    dagar: integer().array().notNull().default([]),
    sistaArbetsdagen: boolean().notNull().default(false),
    flyttaTillArbetsdag: boolean().notNull().default(true),
    /** HH:MM, Swedish time. */
    tid: text().notNull(),
    aktiv: boolean().notNull().default(true),
    createdBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    /** The scheduled runs up to this instant have been looked at (the minute tick). */
    checkedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp({ withTimezone: true }),
    lastRunCount: integer(),
  },
  (t) => [index().on(t.ftgId)],
);

/**
 * Who a reminder reached for a period, why and how: one row per person and period, so a person is
 * never reminded twice for the same period (a retried or repeated run passes them by).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    reminderId: uuid()
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    period: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull(),
    antal: integer().notNull().default(0),
    datum: text(),
    kanaler: text().array().notNull(),
    /** Channels that could not reach the person. */
    uteblev: text().array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.period, t.userId] }), index().on(t.reminderId, t.at)],
);

/** The in-portal inbox (SPEC §2.1 /messages): what the portal or a person sent a user in a company. */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: ftgId(),
    recipientId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    /** Null: the portal itself (a reminder). */
    senderId: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    reminderId: uuid().references(() => reminders.id, { onDelete: 'set null' }),
    rubrik: text().notNull(),
    /** The text in Swedish, as SMS and e-mail carry it. */
    text: text().notNull(),
    /** A text the portal wrote: its i18n key and values, so each reader reads it in their language. */
    nyckel: text(),
    parametrar: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.recipientId, t.ftgId, t.createdAt)],
);
