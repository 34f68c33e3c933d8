import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId } from './companies';
import { bytea } from './pictures';
import { travelExpenses } from './travel';
import { userAccounts } from './users';

/**
 * A receipt's file as it was uploaded (a photo or a PDF, checked and never changed: the bookkeeper
 * gets it as the employee sent it), for one employee of one company.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    anstNr: text().notNull(),
    mime: text({ enum: ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] }).notNull(),
    filnamn: text().notNull().default(''),
    storlek: integer().notNull(),
    content: bytea().notNull(),
    createdBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.anstNr)],
);

/** Ersättningar: compensation rows (SPEC §3 Compensation form, §4); `version` guards concurrent edits. */
export const compensations = pgTable(
  'compensations',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    anstNr: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    lonKod: text().notNull(),
    text: text().notNull().default(''),
    fromDatum: date({ mode: 'string' }),
    tomDatum: date({ mode: 'string' }),
    antal: numeric({ precision: 14, scale: 4, mode: 'number' }).notNull(),
    apris: numeric({ precision: 14, scale: 4, mode: 'number' }),
    /** In the row's currency; Summa and MomsSek in kronor at `kurs`. */
    belopp: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    moms: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    summa: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    momsSek: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    varugrupp: text().notNull().default(''),
    valutaKod: text().notNull().default('SEK'),
    kurs: numeric({ precision: 14, scale: 6, mode: 'number' }).notNull().default(1),
    brukare: text(),
    /** ResEnhet1..6; '' where none. */
    resEnhet: text()
      .array()
      .notNull()
      .default(sql`'{"","","","","",""}'::text[]`),
    konto: text().notNull().default(''),
    receiptId: uuid().references(() => receipts.id, { onDelete: 'set null' }),
    /** SPEC §4 Attest status, as for time. */
    status: text({ enum: ['NOT_APPROVED', 'APPROVED', 'NOT_ATTESTED', 'ATTESTED', 'LOCKED'] }).notNull(),
    kalla: text({ enum: ['MANUELL', 'GUIDE', 'RESA', 'IMPORT'] })
      .notNull()
      .default('MANUELL'),
    /** The completed trip a RESA row was made by (reverting the trip removes it). */
    resaId: uuid().references(() => travelExpenses.id, { onDelete: 'restrict' }),
    version: integer().notNull().default(0),
    /** The payroll transfer that locked the row, and the row's PAXml postid in that file. */
    exportId: uuid(),
    postId: integer(),
    updatedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    updatedByNamn: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ftgId, t.anstNr, t.datum),
    index().on(t.ftgId, t.datum, t.status),
    index().on(t.receiptId),
    index().on(t.resaId),
    uniqueIndex().on(t.ftgId, t.postId),
  ],
);

/** The audit trail of a compensation row: who created, changed, approved, attested or transferred it. */
export const compensationEvents = pgTable(
  'compensation_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigserial({ mode: 'number' }).notNull(),
    ftgId: companyId(),
    /** Kept after the row is deleted (no foreign key), so a deletion stays on record. */
    compensationId: uuid().notNull(),
    anstNr: text().notNull(),
    handelse: text().notNull(),
    userId: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    userNamn: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index().on(t.compensationId, t.at)],
);
