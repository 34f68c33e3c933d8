import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { LonebeskedData, Saldo } from '@lonportal/domain/payslips/index';
import { companyId } from './companies';
import { userAccounts } from './users';

// Payslips and balances from the payroll program (DOMAIN §12 LÖNUT; domain payslips/): a pay run as
// imported, each employee's payslip of it, and the balances as of a date.

/** A pay run of the payroll program, by its period: importing the same period again replaces it. */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    /** `periodid` (the pay day where the file gives none). */
    periodId: text().notNull(),
    periodText: text().notNull().default(''),
    betalDatum: date({ mode: 'string' }).notNull(),
    filnamn: text().notNull().default(''),
    importedBy: uuid().references(() => userAccounts.id, { onDelete: 'set null' }),
    importedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.ftgId, t.periodId), index().on(t.ftgId, t.betalDatum)],
);

/** One employee's payslip of a pay run, shown from its pay day; the employee is told once. */
export const payslips = pgTable(
  'payslips',
  {
    id: uuid().primaryKey().defaultRandom(),
    ftgId: companyId(),
    payRunId: uuid()
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    anstNr: text().notNull(),
    betalDatum: date({ mode: 'string' }).notNull(),
    data: jsonb().$type<LonebeskedData>().notNull(),
    /** When the employee's message that it is there was written (null: not yet). */
    announcedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.payRunId, t.anstNr),
    index().on(t.ftgId, t.anstNr, t.betalDatum),
    // The hourly round's question: which payslips paid out by today have not been told (announce.ts).
    index('payslips_unannounced_index')
      .on(t.betalDatum)
      .where(sql`${t.announcedAt} is null`),
  ],
);

/**
 * An employee's balances as of a date (a payslip's pay day, or a `saldo`'s own date): a file may
 * report balances without a payslip, so they belong to no pay run; a later import of the date replaces them.
 */
export const balances = pgTable(
  'balances',
  {
    ftgId: companyId(),
    anstNr: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    data: jsonb().$type<Saldo>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.anstNr, t.datum] })],
);
