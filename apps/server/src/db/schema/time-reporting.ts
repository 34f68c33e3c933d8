import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { absenceReports, leaveApplications } from './absence';
import { companyId } from './companies';
import { userAccounts } from './users';

const ftgId = companyId;

/** Tidrader: reported time (SPEC §5 Time reporting); `version` guards concurrent edits. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: ftgId(),
    anstNr: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    tidKod: text().notNull(),
    timmar: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    startTid: text(),
    slutTid: text(),
    /** The break within StartTid–SlutTid, in minutes: part of the row (DOMAIN §14). */
    rastMinuter: integer().notNull().default(0),
    brukare: text(),
    /** ResEnhet1..6; '' where none. */
    resEnhet: text()
      .array()
      .notNull()
      .default(sql`'{"","","","","",""}'::text[]`),
    kommentar: text().notNull().default(''),
    /** SPEC §4 Attest status: NOT_APPROVED, APPROVED, NOT_ATTESTED, ATTESTED, LOCKED. */
    status: text({ enum: ['NOT_APPROVED', 'APPROVED', 'NOT_ATTESTED', 'ATTESTED', 'LOCKED'] }).notNull(),
    kalla: text({ enum: ['MANUELL', 'SCHEMA', 'KOPIA', 'STAMPLING', 'FRANVARO', 'LEDIGHET'] })
      .notNull()
      .default('MANUELL'),
    version: integer().notNull().default(0),
    /** The absence report or approved leave application that made the row: changed through it. */
    absenceId: uuid().references(() => absenceReports.id, { onDelete: 'restrict' }),
    leaveId: uuid().references(() => leaveApplications.id, { onDelete: 'restrict' }),
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
    uniqueIndex().on(t.ftgId, t.postId),
    index().on(t.absenceId),
    index().on(t.leaveId),
  ],
);

/** The audit trail of a time entry: who created, changed, approved, attested, reverted or transferred it. */
export const timeEntryEvents = pgTable(
  'time_entry_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Orders events of the same instant as they were written. */
    seq: bigserial({ mode: 'number' }).notNull(),
    ftgId: ftgId(),
    /** Kept after the row is deleted (no foreign key), so a deletion stays on record. */
    entryId: uuid().notNull(),
    anstNr: text().notNull(),
    handelse: text().notNull(),
    userId: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    userNamn: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index().on(t.entryId, t.at)],
);

/** Stämplingar: a punch-in with its punch-out and breaks (SPEC "punches"). */
export const punches = pgTable(
  'punches',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: ftgId(),
    anstNr: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    inAt: timestamp({ withTimezone: true }).notNull(),
    outAt: timestamp({ withTimezone: true }),
    /** An open break's start; closed breaks add to `rastMinuter`. */
    rastStart: timestamp({ withTimezone: true }),
    rastMinuter: integer().notNull().default(0),
    /** The correction's reason, '' when the punch is as stamped. */
    orsak: text().notNull().default(''),
    /** The time entry the closed punch became. */
    timeEntryId: uuid(),
    version: integer().notNull().default(0),
    updatedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.anstNr, t.datum)],
);

/**
 * A press of the punch clock sent with a client-made key (ADR 0018): the same key from the same
 * user in the same company answers the first punch again and makes nothing. Kept for
 * PUNCH_KEY_KEEP_DAYS, past the age a press sent later may have, with when it was pressed (the
 * punch's time) and when it arrived.
 */
export const punchRequests = pgTable(
  'punch_requests',
  {
    ftgId: ftgId(),
    userId: uuid()
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    nyckel: uuid().notNull(),
    anstNr: text().notNull(),
    action: text().notNull(),
    /** The punch it made or changed; null once that punch is deleted (a replay then finds nothing). */
    punchId: uuid().references(() => punches.id, { onDelete: 'set null' }),
    /** The HTTP status the first answer had (201 punch-in, 200 the others). */
    status: integer().notNull(),
    /** The time the punch took: the device's for a press sent later, else the server's. */
    punchedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.userId, t.nyckel] }), index().on(t.ftgId, t.receivedAt)],
);

/** A transfer of attested time to payroll (PAXml 2.x, DOMAIN §12): the file as it was sent. */
export const payrollExports = pgTable(
  'payroll_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: ftgId(),
    fromDatum: date({ mode: 'string' }).notNull(),
    toDatum: date({ mode: 'string' }).notNull(),
    antal: integer().notNull(),
    xml: text().notNull(),
    createdBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    createdByNamn: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * Who computed the trips that first went to payroll with this export (companies.rese_berakning
     * then): a trip's later rows go in the same form (ADR 0027).
     */
    reseBerakning: text({ enum: ['PORTAL', 'LONESYSTEM'] })
      .notNull()
      .default('PORTAL'),
  },
  (t) => [index().on(t.ftgId, t.createdAt)],
);
