import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TravelResult, TravelValues } from '@lonportal/domain';
import { companyId } from './companies';
import { userAccounts } from './users';

/** The trip as typed, without whose it is (that is a column). */
export type TravelData = Omit<TravelValues, 'AnstNr'>;

/**
 * Reseräkningar (SPEC §3 travel expense events, §4 Travel expense): one trip with its events and
 * attachments as one document, kept whole and changed whole on its `version`. The departure and
 * return dates are columns too, for the lists by period. A completed trip's compensation rows
 * carry its id (compensations.resa_id).
 */
export const travelExpenses = pgTable(
  'travel_expenses',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    anstNr: text().notNull(),
    avresaDatum: date({ mode: 'string' }).notNull(),
    hemkomstDatum: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['IN_PROGRESS', 'COMPLETED', 'REVERTED'] }).notNull(),
    data: jsonb().$type<TravelData>().notNull(),
    /** What the rules gave when the trip was completed: its rows were made from this, and it is shown. */
    resultat: jsonb().$type<TravelResult>(),
    version: integer().notNull().default(0),
    /** The payroll transfer that first took the trip's rows: its events went in that file. */
    exportId: uuid(),
    updatedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    updatedByNamn: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ftgId, t.anstNr, t.avresaDatum), index().on(t.ftgId, t.hemkomstDatum)],
);

/**
 * Skatteverket's normalbelopp (DOMAIN §1.3) an administrator loaded for a year: the whole year's
 * table replaces the one the portal ships for that year. National data, the same for every company.
 */
export const normalbeloppYears = pgTable('normalbelopp_years', {
  ar: integer().primaryKey(),
  /** Where it came from: an address, or the uploaded file's name. */
  kalla: text().notNull(),
  loadedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
  loadedByNamn: text().notNull().default(''),
  loadedAt: timestamp({ withTimezone: true }).notNull(),
});

export const normalbelopp = pgTable(
  'normalbelopp',
  {
    ar: integer()
      .notNull()
      .references(() => normalbeloppYears.ar, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2, or ÖVRIGA for "Övriga länder och områden". */
    landskod: text().notNull(),
    land: text().notNull(),
    belopp: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ar, t.landskod] })],
);
