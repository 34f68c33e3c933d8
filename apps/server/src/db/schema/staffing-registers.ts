import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId } from './companies';

// Staffing's code registers (SPEC §3 cached lists: staffing tasks, competences, properties; GLOSSARY
// Bemuppgift, Kompetenser, Egenskaper). Employees hold competences and properties in their own
// row (registry.ts employees.kompetenser, .egenskaper); a task names those it requires.

const ftgId = companyId;

/** Kompetenser: what an employee may be qualified for (a delegation, a licence, a training). */
export const kompetenser = pgTable(
  'kompetenser',
  {
    ftgId: ftgId(),
    kompetens: text().notNull(),
    benText: text().notNull(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.kompetens] })],
);

/** Egenskaper (Plus, SPEC §7 /egenskaper): what an employee is like (smoke-free, languages spoken). */
export const egenskaper = pgTable(
  'egenskaper',
  {
    ftgId: ftgId(),
    egenskap: text().notNull(),
    benText: text().notNull(),
    /** Closed: in use, so kept, but given to no one new (registers). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.egenskap] })],
);

/**
 * Bemuppgifter: the staffing tasks needs and shifts are planned for, each staffed from a department
 * (null: any) by someone holding every competence and property it names.
 */
export const bemuppgifter = pgTable(
  'bemuppgifter',
  {
    ftgId: ftgId(),
    bemuppgift: text().notNull(),
    benText: text().notNull(),
    avdelning: text(),
    kompetenser: text().array().notNull().default([]),
    egenskaper: text().array().notNull().default([]),
    /** Closed: kept for the shifts that name it, offered to no one new (SPEC §7 Deleted=false). */
    stangd: boolean().notNull().default(false),
    version: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ftgId, t.bemuppgift] })],
);
