import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './companies';
import { userAccounts } from './users';

// Staffing (SPEC §3 staffing need, shift; §5 Shifts and staffing; domain staffing/): needs per day,
// the shifts that cover them, and each company's choice of working-time rules (DOMAIN §4).

/** One day's need of a task; a repeated need is a series of days sharing a serie_id. */
export const staffingNeeds = pgTable(
  'staffing_needs',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    serieId: uuid().notNull(),
    bemuppgift: text().notNull(),
    avdelning: text().notNull().default(''),
    datum: date({ mode: 'string' }).notNull(),
    startTid: text().notNull(),
    slutTid: text().notNull(),
    antal: integer().notNull(),
    kompetenser: text().array().notNull().default([]),
    egenskaper: text().array().notNull().default([]),
    version: integer().notNull().default(0),
    updatedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.datum), index().on(t.serieId, t.datum)],
);

/**
 * A shift: one stored part of one day (a night is two rows, domain staffing/day-span.ts). Published,
 * it is the person's schedule; `sequence` counts its changes since, for calendar feeds (RFC 5545).
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    anstNr: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    startTid: text().notNull(),
    slutTid: text().notNull(),
    typ: text({ enum: ['ARBETE', 'JOUR', 'BEREDSKAP'] }).notNull(),
    bemuppgift: text().notNull(),
    avdelning: text().notNull().default(''),
    behovId: uuid().references(() => staffingNeeds.id, { onDelete: 'set null' }),
    rastMinuter: integer().notNull().default(0),
    kommentar: text().notNull().default(''),
    publicerad: boolean().notNull().default(false),
    sequence: integer().notNull().default(0),
    version: integer().notNull().default(0),
    updatedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.datum), index().on(t.ftgId, t.anstNr, t.datum), index().on(t.behovId)],
);

/** A company's working-time rules (domain working-time ArbetstidsvalSchema); none stored is Arbetstidslagen. */
export const staffingSettings = pgTable('staffing_settings', {
  ftgId: companyId().primaryKey(),
  avtal: text().notNull().default('ATL'),
  dygnsbryt: text().notNull().default('00:00'),
  /** How 13 § is read (ADR 0030): 'LOPANDE' or 'DYGN'; null: the preset's. */
  dygnsvilaPer: text(),
  snittVeckor: integer().notNull().default(1),
  /**
   * DOMAIN §4: one person is one person for the law; the shifts of this company count in another
   * company's checks, and the other's in this one's, when both allow it.
   */
  sammanlagdTid: boolean().notNull().default(false),
  /** Hours before a shift starts when an unprocessed swap of it expires (domain staffing/swaps.ts). */
  bytesgransTimmar: integer().notNull().default(24),
  version: integer().notNull().default(0),
});

/** A shift offered for swap (domain staffing/swaps.ts): its state, and the decision on it. */
export const shiftSwaps = pgTable(
  'shift_swaps',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    passId: uuid()
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    anstNr: text().notNull(),
    status: text({ enum: ['OPPET', 'INTRESSE', 'GODKANT', 'NEKAT', 'UTGANGET', 'AVBRUTET'] }).notNull(),
    kommentar: text().notNull().default(''),
    /** When it expires unless processed: the shift's start less the company's cut-off. */
    gallerTill: timestamp({ withTimezone: true }).notNull(),
    valtIntresse: uuid(),
    beslutAv: text().notNull().default(''),
    beslutKommentar: text().notNull().default(''),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.status, t.gallerTill), index().on(t.passId)],
);

/** A colleague's interest in an offered shift, with the shift they give in return, if any. */
export const shiftSwapInterests = pgTable(
  'shift_swap_interests',
  {
    id: uuid().primaryKey().defaultRandom(),
    swapId: uuid()
      .notNull()
      .references(() => shiftSwaps.id, { onDelete: 'cascade' }),
    anstNr: text().notNull(),
    motPassId: uuid().references(() => shifts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.swapId, t.anstNr)],
);
