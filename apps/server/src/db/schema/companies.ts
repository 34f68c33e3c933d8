import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PortalInfo } from '@lonportal/domain';

/** Företag: a company of the licence, with its FtgInfo settings (SPEC §3). */
export const companies = pgTable('companies', {
  ftgId: uuid().primaryKey().defaultRandom(),
  ftgKey: text().notNull().unique(),
  namn: text().notNull(),
  orgnr: text().notNull(),
  archived: boolean().notNull().default(false),
  pictureId: uuid(),
  requireSmsVerification: boolean().notNull().default(false),
  momspliktig: boolean().notNull().default(false),
  useLss: boolean().notNull().default(false),
  useFkSignering: boolean().notNull().default(false),
  usePerSchema: boolean().notNull().default(true),
  kalUseLonReady: boolean().notNull().default(true),
  kalUseAttest: boolean().notNull().default(true),
  brukareNamnTyp: text({ enum: ['BRUKARE', 'ARBETSLEDARE', 'KUND'] })
    .notNull()
    .default('BRUKARE'),
  /** OpenResEnhet1..6 */
  openResEnhet: boolean().array().notNull().default([false, false, false, false, false, false]),
  /** RegResEnh1..6 */
  regResEnh: boolean().array().notNull().default([false, false, false, false, false, false]),
  /** ResEnhet{n}Namn */
  resEnhetNamn: text().array().notNull().default(['', '', '', '', '', '']),
  /** Licence flags (SPEC §3 Licence flags). */
  hasPlus: boolean().notNull().default(false),
  hasWebLon: boolean().notNull().default(true),
  hasWebLonPlus: boolean().notNull().default(false),
  licensOptions: text().array().notNull().default([]),
  enforceBankIdAuth: boolean().notNull().default(false),
  /** Company policy on top of SPEC §9's minimum of 6. */
  passwordMinLength: integer().notNull().default(6),
  /** SPEC §9: the salary-year list runs from this year to the current year. */
  firstSalaryYear: integer().notNull(),
  /** The last PAXml postid given out: postids are a per-company sequence, never reused (DOMAIN §12). */
  paxmlPostId: integer().notNull().default(0),
  /**
   * Who computes a completed trip's pay for the payroll file (ADR 0027): the portal (the file carries
   * the trip's pay rows) or the payroll program (the file carries the trip's travel events); the
   * portal unless chosen, as it shows the employee the amounts. The domain's RESE_BERAKNINGAR.
   */
  reseBerakning: text({ enum: ['PORTAL', 'LONESYSTEM'] })
    .notNull()
    .default('PORTAL'),
  /**
   * The payroll cut-off day (brytdatum): the last day of a month that goes with that month's
   * transfer, the rest with the next month's (domain payroll/transfer-window.ts); 1–28, null for
   * the month's last day.
   */
  brytdatum: integer(),
  /** Guards the licence user's edits of the company (/admin/companies, shared/versioned.ts). */
  version: integer().notNull().default(0),
});

/** A row's company (FtgId): the rows go with their company. */
export const companyId = () =>
  uuid()
    .notNull()
    .references(() => companies.ftgId, { onDelete: 'cascade' });

/** The company's PortalInfo (SPEC §3), validated by the domain's PortalInfoSchema. */
export const portalSettings = pgTable('portal_settings', {
  ftgId: uuid()
    .primaryKey()
    .references(() => companies.ftgId, { onDelete: 'cascade' }),
  info: jsonb().$type<Partial<PortalInfo>>().notNull().default({}),
  /** Guards /admin/portal saves (shared/versioned.ts); the company switches it edits go with it. */
  version: integer().notNull().default(0),
});
