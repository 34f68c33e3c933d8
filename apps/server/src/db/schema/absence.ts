import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId } from './companies';
import { bytea } from './pictures';
import { userAccounts } from './users';

// Absence, leave and near-accident reports (SPEC §3 child register, leave application,
// near-accident report, documents with access lists).

/** The child register (SPEC §3, §5): an employee's children, one personnummer once per employee. */
export const children = pgTable(
  'children',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    anstNr: text().notNull(),
    persNr: text().notNull(),
    namn: text().notNull(),
    maxDagar: integer().notNull(),
    ingaendeDagar: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    version: integer().notNull().default(0),
    updatedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.anstNr)],
);

/**
 * Frånvaroanmälningar: sick from a date, VAB for a child, or other absence, until recovered. The
 * time report's rows of the report carry its id (time_entries.absence_id).
 */
export const absenceReports = pgTable(
  'absence_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    anstNr: text().notNull(),
    typ: text({ enum: ['SJUK', 'VAB', 'OVRIG'] }).notNull(),
    fromDatum: date({ mode: 'string' }).notNull(),
    /** The first day back; null while the absence lasts. */
    friskDatum: date({ mode: 'string' }),
    omfattning: integer().notNull().default(100),
    barnId: uuid().references(() => children.id, { onDelete: 'restrict' }),
    tidKod: text().notNull(),
    kommentar: text().notNull().default(''),
    version: integer().notNull().default(0),
    updatedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    updatedByNamn: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.anstNr, t.fromDatum), index().on(t.ftgId, t.friskDatum)],
);

/** Ledighetsansökningar (SPEC §4 Leave application): an approved one's rows carry its id. */
export const leaveApplications = pgTable(
  'leave_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    anstNr: text().notNull(),
    tidKod: text().notNull(),
    fromDatum: date({ mode: 'string' }).notNull(),
    toDatum: date({ mode: 'string' }).notNull(),
    omfattning: integer().notNull().default(100),
    /** Working days and hours by the schedule when applied for (or last changed). */
    dagar: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    timmar: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull(),
    kommentar: text().notNull().default(''),
    status: text({ enum: ['IN_REVIEW', 'APPROVED', 'DENIED', 'REVERTED'] }).notNull(),
    beslutKommentar: text().notNull().default(''),
    beslutAvNamn: text().notNull().default(''),
    beslutAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
    createdBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.anstNr, t.fromDatum), index().on(t.ftgId, t.status, t.fromDatum)],
);

/** Tillbud (SPEC §3 near-accident report, §4): moved through its states by the named handlers. */
export const nearAccidents = pgTable(
  'near_accidents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    reporterId: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    reporterNamn: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    tid: text().notNull().default(''),
    plats: text().notNull(),
    handelse: text().notNull(),
    atgard: text().notNull().default(''),
    forslag: text().notNull().default(''),
    kansligt: boolean().notNull().default(false),
    status: text({ enum: ['NEW', 'RECEIVED', 'INPROGRESS', 'RESOLVED'] }).notNull(),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.status), index().on(t.ftgId, t.createdAt)],
);

/** A report's history: its creation, every move, comment and attachment. */
export const nearAccidentEvents = pgTable(
  'near_accident_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Orders events of the same instant as they were written. */
    seq: bigserial({ mode: 'number' }).notNull(),
    reportId: uuid()
      .notNull()
      .references(() => nearAccidents.id, { onDelete: 'cascade' }),
    handelse: text({ enum: ['CREATED', 'STATUS', 'COMMENT', 'ATTACHMENT'] }).notNull(),
    status: text({ enum: ['NEW', 'RECEIVED', 'INPROGRESS', 'RESOLVED'] }),
    kommentar: text().notNull().default(''),
    userNamn: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.reportId, t.seq)],
);

export const nearAccidentAttachments = pgTable(
  'near_accident_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => nearAccidents.id, { onDelete: 'cascade' }),
    filnamn: text().notNull(),
    mime: text().notNull(),
    storlek: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.reportId)],
);

/** A leave planning period (SPEC §2.1 /leaveplanner): wishes until a day, a minimum staffing per department. */
export const leavePlans = pgTable(
  'leave_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    namn: text().notNull(),
    fromDatum: date({ mode: 'string' }).notNull(),
    toDatum: date({ mode: 'string' }).notNull(),
    sistaOnskedag: date({ mode: 'string' }).notNull(),
    /** Avdelning → the fewest people at work a day; departments not named have none. */
    minBemanning: jsonb().$type<Record<string, number>>().notNull().default({}),
    version: integer().notNull().default(0),
    createdBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.fromDatum)],
);
