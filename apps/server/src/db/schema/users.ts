import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@lonportal/domain/roles';
import { companies } from './companies';

/** UserAccount (SPEC §3): one login; a person may hold several, one per company. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    login: text().notNull().unique(),
    namn: text().notNull(),
    roll: text({ enum: ROLES }).notNull(),
    persNr: text(),
    /** Home company (FtgId of SPEC §3). */
    ftgId: uuid()
      .notNull()
      .references(() => companies.ftgId),
    anstNr: text(),
    signatur: text(),
    brukare: text(),
    /** A stricter login type than the company's, if the user requires one. */
    loginType: text({ enum: ['PASSWORD', 'SMS', 'BANKID'] }),
    accessOption: text(),
    passwordHash: text(),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    phone: text(),
    disabled: boolean().notNull().default(false),
    /** Set with a temporary password (/admin/users): nothing but a password change until it is changed. */
    passwordMustChange: boolean().notNull().default(false),
    /** Electronic ID only for this account, whatever the company allows (SPEC §3 EnforceBankIDAuth). */
    enforceBankIdAuth: boolean().notNull().default(false),
    /** Guards /admin/users edits (shared/versioned.ts). */
    version: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.persNr),
    index().on(t.ftgId),
    // Logins are compared without case at login: two that differ only in case cannot both exist.
    uniqueIndex('user_accounts_login_lower').on(sql`lower(${t.login})`),
  ],
);

/** FtgIdAccessList: the further companies a user account may work in. */
export const userCompanyAccess = pgTable(
  'user_company_access',
  {
    userId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    ftgId: uuid()
      .notNull()
      .references(() => companies.ftgId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ftgId] })],
);

/** UserOption list (SPEC §3), e.g. HRTIL, CPBEM. */
export const userOptions = pgTable(
  'user_options',
  {
    userId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    option: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.option] })],
);

/** UserAppSettings (SPEC §3) with its defaults. */
export const userAppSettings = pgTable('user_app_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => userAccounts.id, { onDelete: 'cascade' }),
  theme: text({ enum: ['dark', 'white'] })
    .notNull()
    .default('white'),
  dateFilterPeriodType: text().notNull().default('M'),
  initialDateFilter: text().notNull().default('CURRENT'),
  paginationPerPage: integer().notNull().default(25),
  inactivityTimer: integer().notNull().default(60),
  messageNotification: boolean().notNull().default(true),
});

/** Mobile push tokens sent by the apps (POST /userandroidtoken, /useriostoken). */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    userId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    platform: text({ enum: ['android', 'ios'] }).notNull(),
    token: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] })],
);
