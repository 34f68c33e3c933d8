// Staffing's code registers (GLOSSARY Kompetenser, Egenskaper, Bemuppgift) on their tables, and
// what refers to their codes: a competence or property is in use when an employee holds it or a
// task or a need requires it; a task when staffing's needs or shifts name it.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  avdelningar,
  bemuppgifter,
  egenskaper,
  employees,
  kompetenser,
  shifts,
  staffingNeeds,
} from '../../db/schema/index';
import { distinct, heldIn, orNull, used, type CodeTable } from './code-table-repository';

export const competences: CodeTable<'competences'> = {
  table: kompetenser,
  where: (ftgId, k) => and(eq(kompetenser.ftgId, ftgId), eq(kompetenser.kompetens, k.Kompetens))!,
  keyColumns: (k) => ({ kompetens: k.Kompetens }),
  columns: (f) => ({ benText: f.BenText }),
  present: (r: typeof kompetenser.$inferSelect) => ({ Kompetens: r.kompetens, BenText: r.benText }),
  keyOf: (k) => k.Kompetens,
  order: [kompetenser.kompetens],
  inUse: (db, ftgId) =>
    used(
      heldIn(db, employees, employees.kompetenser, ftgId),
      heldIn(db, bemuppgifter, bemuppgifter.kompetenser, ftgId),
      heldIn(db, staffingNeeds, staffingNeeds.kompetenser, ftgId),
    ),
  resource: 'competences',
};

export const properties: CodeTable<'properties'> = {
  table: egenskaper,
  where: (ftgId, k) => and(eq(egenskaper.ftgId, ftgId), eq(egenskaper.egenskap, k.Egenskap))!,
  keyColumns: (k) => ({ egenskap: k.Egenskap }),
  columns: (f) => ({ benText: f.BenText }),
  present: (r: typeof egenskaper.$inferSelect) => ({ Egenskap: r.egenskap, BenText: r.benText }),
  keyOf: (k) => k.Egenskap,
  order: [egenskaper.egenskap],
  inUse: (db, ftgId) =>
    used(
      heldIn(db, employees, employees.egenskaper, ftgId),
      heldIn(db, bemuppgifter, bemuppgifter.egenskaper, ftgId),
      heldIn(db, staffingNeeds, staffingNeeds.egenskaper, ftgId),
    ),
  resource: 'properties',
};

/**
 * The company's staffing tasks something refers to, so that they are closed rather than deleted.
 * Staffing's needs and shifts name a task (SPEC §3).
 */
export function bemuppgifterInUse(db: Db, ftgId: string): Promise<Set<string>> {
  return used(
    distinct(db, staffingNeeds, staffingNeeds.bemuppgift, ftgId),
    distinct(db, shifts, shifts.bemuppgift, ftgId),
  );
}

export const staffingtasks: CodeTable<'staffingtasks'> = {
  table: bemuppgifter,
  where: (ftgId, k) => and(eq(bemuppgifter.ftgId, ftgId), eq(bemuppgifter.bemuppgift, k.Bemuppgift))!,
  keyColumns: (k) => ({ bemuppgift: k.Bemuppgift }),
  columns: (f) => ({
    benText: f.BenText,
    avdelning: orNull(f.Avdelning),
    kompetenser: [...f.Kompetenser],
    egenskaper: [...f.Egenskaper],
  }),
  present: (r: typeof bemuppgifter.$inferSelect) => ({
    Bemuppgift: r.bemuppgift,
    BenText: r.benText,
    Avdelning: r.avdelning ?? '',
    Kompetenser: r.kompetenser,
    Egenskaper: r.egenskaper,
  }),
  keyOf: (k) => k.Bemuppgift,
  order: [bemuppgifter.bemuppgift],
  inUse: bemuppgifterInUse,
  resource: 'staffingTasks',
};

const REGISTERS = {
  Kompetenser: { table: kompetenser, code: kompetenser.kompetens },
  Egenskaper: { table: egenskaper, code: egenskaper.egenskap },
} as const;
export type StaffingCodeField = keyof typeof REGISTERS;

/** Of `codes`, those the company's competences (or properties) have, and whether each is closed. */
export async function staffingCodesOf(
  db: Db,
  ftgId: string,
  field: StaffingCodeField,
  codes: readonly string[],
): Promise<Map<string, { closed: boolean }>> {
  if (codes.length === 0) return new Map();
  const { table, code } = REGISTERS[field];
  const rows = await db
    .select({ kod: code, stangd: table.stangd })
    .from(table)
    .where(and(eq(table.ftgId, ftgId), inArray(code, [...codes])));
  return new Map(rows.map((r) => [r.kod, { closed: r.stangd }]));
}

/** Whether the company has the department (what a task is staffed from). */
export async function hasDepartment(db: Db, ftgId: string, avdelning: string) {
  const [found] = await db
    .select({ k: avdelningar.avdelning })
    .from(avdelningar)
    .where(and(eq(avdelningar.ftgId, ftgId), eq(avdelningar.avdelning, avdelning)));
  return !!found;
}
