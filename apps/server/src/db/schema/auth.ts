import { index, integer, jsonb, pgTable, text, timestamp, uuid, bigserial } from 'drizzle-orm/pg-core';
import { userAccounts } from './users';

/** A login session; the cookie holds a random id, the row holds only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    authMethod: text({ enum: ['PASSWORD', 'SMS', 'BANKID'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ftgId: uuid(),
    salaryYear: integer(),
    /** Snapshots of the user at login: a change of either ends the session (SPEC §4 Forced session end). */
    roll: text().notNull(),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull(),
    /** Fingerprint of the user's login, PersNr, AnstNr and home company at login (criticalFingerprint). */
    critical: text().notNull(),
    /** When this session proved the user's phone with an SMS code (needed for SMS companies). */
    smsVerifiedAt: timestamp({ withTimezone: true }),
    /** Set when the session ended for a reason the user must be told (an error code of the catalogue). */
    endedAt: timestamp({ withTimezone: true }),
    endCode: integer(),
  },
  (t) => [index().on(t.userId)],
);

/** An SMS challenge: the code's hash, its tries, and once solved the hash of the SMSToken it gave. */
export const smsChallenges = pgTable(
  'sms_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    tries: integer().notNull().default(0),
    tokenHash: text(),
    usedAt: timestamp({ withTimezone: true }),
    /** The address that asked for the code: new codes are limited per account and per address. */
    ip: text(),
  },
  (t) => [index().on(t.userId), index().on(t.ip, t.createdAt)],
);

/** Failed logins, for rate limits per account and per address (kept in the database for several servers). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    login: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.login, t.at), index().on(t.ip, t.at)],
);

/** Security-relevant events: refused company access, forced session ends, password changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid(),
    ftgId: uuid(),
    action: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  // The log of one company, and of every company (LIC, ADM) by period.
  (t) => [index().on(t.ftgId, t.at), index().on(t.at)],
);
