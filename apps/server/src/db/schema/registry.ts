import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId } from './companies';

const ftgId = companyId;

/** Personalregister: the employee registry entry (SPEC §3 Employee list entry). */
export const employees = pgTable(
  'employees',
  {
    ftgId: ftgId(),
    anstNr: text().notNull(),
    foNamn: text().notNull(),
    efNamn: text().notNull(),
    persNr: text(),
    email: text(),
    phone: text(),
    tidKodGrupp: text().notNull(),
    lonKodGrupp: text().notNull(),
    avdelning: text(),
    profilePictureId: uuid(),
    locked: boolean().notNull().default(false),
    /** PerStatus */
    useBrukare: boolean().notNull().default(false),
    brukare: text(),
    useResEnhet: boolean().array().notNull().default([false, false, false]),
    resEnhet: text().array().notNull().default(['', '', '']),
    anstDatum: date({ mode: 'string' }),
    /** Anställd till: the last day of the employment; after it the employee leaves the lists (SPEC §6). */
    slutDatum: date({ mode: 'string' }),
    /** Skyddad identitet: the address goes to payroll and is shown to no one. */
    skyddadIdentitet: boolean().notNull().default(false),
    /**
     * The competences and properties (codes of staffing-registers.ts) the employee holds. Staffing
     * asks for those holding all of a task's: `kompetenser @> array[…]` within the company.
     */
    kompetenser: text().array().notNull().default([]),
    egenskaper: text().array().notNull().default([]),
    /** Guards the register's edits (shared/versioned.ts). */
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ftgId, t.anstNr] }),
    index().on(t.ftgId, t.efNamn),
    // A department's people (an AVD's attest list and scope) without reading the whole company.
    index().on(t.ftgId, t.avdelning),
  ],
);

/**
 * The employee's dated history (registers): from which day a department and code groups apply. The
 * employee row carries what applies today; a row from a later day is applied on its day
 * (`applied` false until then).
 */
export const employeeHistory = pgTable(
  'employee_history',
  {
    ftgId: ftgId(),
    anstNr: text().notNull(),
    fromDatum: date({ mode: 'string' }).notNull(),
    avdelning: text(),
    tidKodGrupp: text().notNull(),
    lonKodGrupp: text().notNull(),
    applied: boolean().notNull().default(false),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who wrote it; null for an import or a user since removed. */
    changedBy: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.ftgId, t.anstNr, t.fromDatum] }),
    // The day's job finds the rows not yet applied without reading the history.
    index().on(t.applied, t.fromDatum),
  ],
);

/**
 * What the last import from the payroll program brought, per register row (registers' PAXml
 * import): a field whose portal value differs from it is a change the payroll program has not yet
 * received, which an import keeps (DOMAIN §12, the three-way merge of registers/paxml-import.ts).
 */
export const registerSync = pgTable(
  'register_sync',
  {
    ftgId: ftgId(),
    /** personal, koder, resultatenheter, dimensioner */
    register: text().notNull(),
    kod: text().notNull(),
    /** Field → the value the file had. */
    varden: jsonb().$type<Record<string, string>>().notNull(),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.register, t.kod] })],
);

/**
 * Dated schedule days (PAXml schematransaktioner): the payroll program's schedule of one person on
 * one day, kept as such; on such a day it is the schedule, whatever the work schedule's pattern says.
 */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    ftgId: ftgId(),
    anstNr: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    startTid: text(),
    slutTid: text(),
    timmar: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    /**
     * Where the day comes from: a payroll program's schedule (IMPORT, PAXml schematransaktioner) or
     * the published shifts of the staffing plan (BEMANNING), which replace it and which staffing
     * rewrites as shifts change (ADR 0031).
     */
    kalla: text({ enum: ['IMPORT', 'BEMANNING'] }).notNull().default('IMPORT'),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.anstNr, t.datum] })],
);

/** PerSchema: from which date an employee follows which work schedule. */
export const perSchema = pgTable(
  'per_schema',
  {
    ftgId: ftgId(),
    anstNr: text().notNull(),
    fromDatum: date({ mode: 'string' }).notNull(),
    useArbSchema: boolean().notNull().default(true),
    arbSchema: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.anstNr, t.fromDatum] })],
);

/**
 * ArbSchema: a work schedule; `dagar` holds hours per weekday Monday..Sunday, a scheduled day
 * starts at `startTid` and has an unpaid break of `rastMinuter` (it ends after hours + break).
 */
export const arbScheman = pgTable(
  'arb_scheman',
  {
    ftgId: ftgId(),
    arbSchema: text().notNull(),
    benText: text().notNull(),
    dagar: numeric({ precision: 5, scale: 2, mode: 'number' }).array().notNull(),
    startTid: text().notNull().default('08:00'),
    rastMinuter: integer().notNull().default(0),
    /** The Monday the first week of a rotation starts on (`dagar` then holds 7 hours per week); null for one week. */
    rotationStart: date({ mode: 'string' }),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.arbSchema] })],
);

/** TidKod: a kind of time; `grupper` are the TidKodGrupper that offer it. */
export const tidKoder = pgTable(
  'tid_koder',
  {
    ftgId: ftgId(),
    tidKod: text().notNull(),
    benText: text().notNull(),
    /** NORMAL, OVERTID, FRANVARO, SJUK, VAB, SEMESTER, KOMP, OB, JOUR, BEREDSKAP */
    typ: text().notNull(),
    grupper: text().array().notNull(),
    /**
     * The PAXml 2.0 tidkod the code is sent as (the schema's closed list, DOMAIN §12); null when it
     * has none, and then its hours go as a lonetrans with `lonKod`.
     */
    paxmlKod: text(),
    /** The company pay code (lonart) of a code without a PAXml tidkod. */
    lonKod: text(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.tidKod] })],
);

/** LonKod: a kind of pay or compensation row; `grupper` are the LonKodGrupper that offer it. */
export const lonKoder = pgTable(
  'lon_koder',
  {
    ftgId: ftgId(),
    lonKod: text().notNull(),
    benText: text().notNull(),
    /** UTLAGG, TRAKTAMENTE, MILERSATTNING, REPRESENTATION, TILLAGG, AVDRAG */
    typ: text().notNull(),
    enhet: text().notNull().default('st'),
    /** Price per unit in öre, when the code has a fixed one. */
    aprisOre: integer(),
    grupper: text().array().notNull(),
    /** A row of this code needs a receipt whatever UseMandatoryReceipt says (SPEC §5). */
    kvittoKravs: boolean().notNull().default(false),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.lonKod] })],
);

/** Varugrupper (SPEC §3 small lists): the goods groups a compensation row is booked under. */
export const varugrupper = pgTable(
  'varugrupper',
  {
    ftgId: ftgId(),
    namn: text().notNull(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.namn] })],
);

/** Kontoreg: the accounts a compensation row may be booked to (konterat, SPEC §9 showKonterat). */
export const kontoreg = pgTable(
  'kontoreg',
  {
    ftgId: ftgId(),
    konto: text().notNull(),
    namn: text().notNull(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.konto] })],
);

/** Helgdagar per company and date (SPEC §3 Holiday); typ public | eve (midsommar-, jul-, nyårsafton). */
export const holidays = pgTable(
  'holidays',
  {
    ftgId: ftgId(),
    datum: date({ mode: 'string' }).notNull(),
    namn: text().notNull(),
    typ: text({ enum: ['public', 'eve'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.datum] })],
);

export const brukare = pgTable(
  'brukare',
  {
    ftgId: ftgId(),
    brukare: text().notNull(),
    foNamn: text().notNull(),
    efNamn: text().notNull(),
    persNr: text(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.brukare] })],
);

export const arbetsledare = pgTable(
  'arbetsledare',
  {
    ftgId: ftgId(),
    sign: text().notNull(),
    namn: text().notNull(),
    /** The brukare whose assistance they lead (LSS), if one. */
    brukare: text(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.sign] })],
);

export const avdelningar = pgTable(
  'avdelningar',
  {
    ftgId: ftgId(),
    avdelning: text().notNull(),
    namn: text().notNull(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.avdelning] })],
);

/** Resultatenheter 1..6 (cost centres, projects). */
export const resultatenheter = pgTable(
  'resultatenheter',
  {
    ftgId: ftgId(),
    dim: integer().notNull(),
    kod: text().notNull(),
    namn: text().notNull(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.dim, t.kod] })],
);

/** OB-regler (Plus): when unsocial-hours supplements apply and which time code they pay (SPEC §7 /obregler). */
export const obRegler = pgTable(
  'ob_regler',
  {
    ftgId: ftgId(),
    obRegelId: text().notNull(),
    benText: text().notNull(),
    /** The OB time code the rule pays. */
    tidKod: text().notNull(),
    /** VARDAG, HELG (Saturday, Sunday, public holidays) or STORHELG (the big holidays and their eves). */
    dagTyp: text({ enum: ['VARDAG', 'HELG', 'STORHELG'] }).notNull(),
    franTid: text().notNull(),
    tillTid: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.obRegelId] })],
);
