import { and, asc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { employees, perSchema } from '../../db/schema/index';

/**
 * The company's employees (optionally one, optionally only active ones: not locked, and employed on
 * `today`, SPEC §6) with their PerSchema rows.
 */
export async function listEmployees(
  db: Db,
  ftgId: string,
  opts: { anstNr?: string; includeLocked: boolean; filter: EmployeeFilter; today: string },
) {
  const where: SQL[] = [employeeFilterWhere(ftgId, opts.filter)];
  if (opts.anstNr !== undefined) where.push(eq(employees.anstNr, opts.anstNr));
  if (!opts.includeLocked)
    where.push(
      eq(employees.locked, false),
      or(isNull(employees.slutDatum), gte(employees.slutDatum, opts.today)) as SQL,
    );
  const rows = await db
    .select()
    .from(employees)
    .where(and(...where))
    .orderBy(asc(employees.efNamn), asc(employees.foNamn), asc(employees.anstNr));
  if (rows.length === 0) return [];
  const schemaRows = await db
    .select()
    .from(perSchema)
    .where(
      and(
        eq(perSchema.ftgId, ftgId),
        ...(opts.anstNr !== undefined ? [eq(perSchema.anstNr, opts.anstNr)] : []),
        ...(rows.length <= 500
          ? [
              inArray(
                perSchema.anstNr,
                rows.map((r) => r.anstNr),
              ),
            ]
          : []),
      ),
    )
    .orderBy(asc(perSchema.fromDatum));
  const byAnstNr = new Map<string, (typeof schemaRows)[number][]>();
  for (const s of schemaRows) byAnstNr.set(s.anstNr, [...(byAnstNr.get(s.anstNr) ?? []), s]);
  return rows.map((e) => ({ employee: e, schema: byAnstNr.get(e.anstNr) ?? [] }));
}
