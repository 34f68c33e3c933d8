import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { userAccounts } from './users';

/**
 * A BankID order of ours. The QR secret stays here; the order is bound to the browser that started
 * it (a hash of its `lp_bankid` cookie), and the last collect is cached so BankID is asked at most
 * once a second however fast the browser polls.
 */
export const bankidOrders = pgTable(
  'bankid_orders',
  {
    orderRef: text().primaryKey(),
    purpose: text({ enum: ['auth', 'sign'] }).notNull(),
    startType: integer().notNull(),
    browserHash: text().notNull(),
    qrStartToken: text().notNull(),
    qrStartSecret: text().notNull(),
    requestedPersNr: text(),
    preferredLogin: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastCollectAt: timestamp({ withTimezone: true }),
    /** pending | failed | complete, and the hint code of the last collect. */
    status: text({ enum: ['pending', 'failed', 'complete'] })
      .notNull()
      .default('pending'),
    hintCode: text(),
    /** Only from completionData: who BankID identified. */
    persNr: text(),
    namn: text(),
    /** SHA-256 of the BankIDToken that lets this browser pick one of the person's accounts. */
    tokenHash: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    tokenUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
);

/** A signed document: what was shown, who signed it and BankID's proof (signature and OCSP response). */
export const signatures = pgTable(
  'signatures',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: uuid()
      .notNull()
      .references(() => companies.ftgId, { onDelete: 'cascade' }),
    userId: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    orderRef: text().notNull().unique(),
    /** What the signature is of, e.g. 'fk3059:<id>'. */
    documentRef: text().notNull(),
    visibleText: text().notNull(),
    status: text({ enum: ['pending', 'failed', 'complete'] })
      .notNull()
      .default('pending'),
    hintCode: text(),
    persNr: text(),
    namn: text(),
    signature: text(),
    ocspResponse: text(),
    completion: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    signedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.ftgId, t.documentRef)],
);
