// Whose personnel records and time a caller may see (SPEC §6; domain employee-scope.ts): PER
// only themselves, AVD the department of their own personnel record (and themselves), LSS the
// employees working for brukare, BRU those of their own brukare, FTG/ADM/LIC everyone.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { can, employeeScope, type Roll } from '@lonportal/domain';
import type { Db } from '../db/client';
import { employees } from '../db/schema/index';
import type { CompanyContext } from '../plugins/access/index';

export type EmployeeFilter =
  | { kind: 'all' }
  | { kind: 'self'; anstNr: string }
  | { kind: 'department'; avdelning: string; anstNr: string | null }
  | { kind: 'brukare'; brukare: string | null };

/** The caller's employee filter (one query for an AVD, to find their department). */
export const employeeFilter = (db: Db, ctx: CompanyContext): Promise<EmployeeFilter> =>
  employeeFilterOf(db, ctx.company.ftgId, {
    roll: ctx.auth.user.roll,
    anstNr: ctx.access.AnstNr ?? null,
    brukare: ctx.auth.user.brukare,
  });

/** A user's employee filter in a company, for work done on their behalf (a reminder's count). */
export async function employeeFilterOf(
  db: Db,
  ftgId: string,
  user: { roll: Roll; anstNr: string | null; brukare: string | null },
): Promise<EmployeeFilter> {
  const own = user.anstNr;
  switch (employeeScope(user.roll)) {
    case 'self':
      return { kind: 'self', anstNr: own ?? '' };
    case 'department': {
      const [row] = own
        ? await db
            .select({ avdelning: employees.avdelning })
            .from(employees)
            .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, own)))
        : [];
      // An AVD without a personnel record (or department) of their own sees only themselves.
      return row?.avdelning
        ? { kind: 'department', avdelning: row.avdelning, anstNr: own }
        : { kind: 'self', anstNr: own ?? '' };
    }
    case 'brukare':
      return {
        kind: 'brukare',
        brukare: can('ownBrukareOnly', { Roll: user.roll }) ? (user.brukare ?? '') : null,
      };
    case 'all':
      return { kind: 'all' };
  }
}

/** The WHERE condition on `employees` for a company and filter. */
export function employeeFilterWhere(ftgId: string, f: EmployeeFilter): SQL {
  const company = eq(employees.ftgId, ftgId);
  switch (f.kind) {
    case 'all':
      return company;
    case 'self':
      return and(company, eq(employees.anstNr, f.anstNr)) as SQL;
    case 'department':
      return and(
        company,
        f.anstNr === null
          ? eq(employees.avdelning, f.avdelning)
          : sql`(${employees.avdelning} = ${f.avdelning} or ${employees.anstNr} = ${f.anstNr})`,
      ) as SQL;
    case 'brukare':
      return and(
        company,
        eq(employees.useBrukare, true),
        ...(f.brukare === null ? [] : [eq(employees.brukare, f.brukare)]),
      ) as SQL;
  }
}

/** What the filter looks at of one personnel record. */
export type FilteredEmployee = {
  anstNr: string;
  avdelning: string | null;
  useBrukare: boolean;
  brukare: string | null;
};

/**
 * Whether the filter lets one see this personnel record: employeeFilterWhere's rule for one row
 * already read (a statement prepared once cannot take the filter's shape of SQL; a test holds the
 * two to the same answers).
 */
export function employeeInFilter(f: EmployeeFilter, e: FilteredEmployee): boolean {
  switch (f.kind) {
    case 'all':
      return true;
    case 'self':
      return e.anstNr === f.anstNr;
    case 'department':
      return (
        (e.avdelning !== null && e.avdelning === f.avdelning) || (f.anstNr !== null && e.anstNr === f.anstNr)
      );
    case 'brukare':
      return e.useBrukare && (f.brukare === null || e.brukare === f.brukare);
  }
}

/** Whether the caller may see this employee (a PER asking about someone else: no). */
export async function isEmployeeInScope(db: Db, ctx: CompanyContext, anstNr: string): Promise<boolean> {
  const where = employeeFilterWhere(ctx.company.ftgId, await employeeFilter(db, ctx));
  const rows = await db
    .select({ anstNr: employees.anstNr })
    .from(employees)
    .where(and(where, eq(employees.anstNr, anstNr)));
  return rows.length > 0;
}

/**
 * Which of these employees a filter lets one see: the same rule as employeeFilterWhere, used where
 * there is no request (a live event on its way to a socket). PER and "all" need no query.
 */
export async function anstNrsInScope(
  db: Db,
  ftgId: string,
  f: EmployeeFilter,
  anstNrs: readonly string[],
): Promise<string[]> {
  if (anstNrs.length === 0) return [];
  if (f.kind === 'all') return [...anstNrs];
  if (f.kind === 'self') return anstNrs.filter((a) => a === f.anstNr);
  const rows = await db
    .select({ anstNr: employees.anstNr })
    .from(employees)
    .where(and(employeeFilterWhere(ftgId, f), inArray(employees.anstNr, [...anstNrs])));
  return rows.map((r) => r.anstNr);
}
