import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EmployeeRegisterQuery } from '@lonportal/domain';
import type { Db } from '../../db/client';
import {
  arbScheman,
  avdelningar,
  brukare,
  employeeHistory,
  employees,
  perSchema,
  resultatenheter,
  userAccounts,
} from '../../db/schema/index';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { containsPattern } from '../../shared/paged';
import { updateVersionedWhere } from '../../shared/versioned';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeColumns = Omit<typeof employees.$inferInsert, 'ftgId' | 'anstNr' | 'version'>;
/** The columns that change from a day (the dated history). */
export type DatedColumns = Pick<EmployeeRow, 'avdelning' | 'tidKodGrupp' | 'lonKodGrupp'>;

export const employeeKey = (ftgId: string, anstNr: string) =>
  and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anstNr))!;

/** Employed on `today`: no end, or an end from today on. */
const employed = (today: string) => or(isNull(employees.slutDatum), gte(employees.slutDatum, today));

function registerWhere(ftgId: string, filter: EmployeeFilter, q: EmployeeRegisterQuery, today: string) {
  const search = q.Sok ? containsPattern(q.Sok) : null;
  const where: (SQL | undefined)[] = [employeeFilterWhere(ftgId, filter)];
  if (q.Visa === 'AKTIVA') where.push(employed(today));
  if (q.Visa === 'AVSLUTADE') where.push(lt(employees.slutDatum, today));
  if (q.Avdelning) where.push(eq(employees.avdelning, q.Avdelning));
  if (search) {
    // One pass over the names (first and last name together), the number, and, for a search with
    // digits, the personal identity number as the register holds it (12 digits, no dash).
    const digits = q.Sok!.replace(/\D/g, '');
    where.push(
      or(
        ilike(employees.anstNr, search),
        ilike(sql`${employees.foNamn} || ' ' || ${employees.efNamn}`, search),
        digits.length >= 4 ? ilike(employees.persNr, containsPattern(digits)) : undefined,
      ),
    );
  }
  return and(...where);
}

/** A page of the register in name order, with the number of all matching rows beside each. */
export function listRegister(
  db: Db,
  ftgId: string,
  filter: EmployeeFilter,
  q: EmployeeRegisterQuery,
  today: string,
  page: { offset: number; limit: number },
) {
  return db
    .select({ employee: employees, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(employees)
    .where(registerWhere(ftgId, filter, q, today))
    .orderBy(asc(employees.efNamn), asc(employees.foNamn), asc(employees.anstNr))
    .offset(page.offset)
    .limit(page.limit);
}

/** The employee as the caller's filter lets them see it, or null. */
export async function findEmployee(db: Db, ftgId: string, anstNr: string, filter: EmployeeFilter) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(employeeFilterWhere(ftgId, filter), eq(employees.anstNr, anstNr)));
  return row ?? null;
}

/** The employee's PerSchema rows, their dated history with who wrote each row, and their users' logins. */
export async function employeeDetails(db: Db, ftgId: string, anstNr: string) {
  const schema = await db
    .select()
    .from(perSchema)
    .where(and(eq(perSchema.ftgId, ftgId), eq(perSchema.anstNr, anstNr)))
    .orderBy(asc(perSchema.fromDatum));
  const history = await db
    .select({ row: employeeHistory, namn: userAccounts.namn })
    .from(employeeHistory)
    .leftJoin(userAccounts, eq(userAccounts.id, employeeHistory.changedBy))
    .where(and(eq(employeeHistory.ftgId, ftgId), eq(employeeHistory.anstNr, anstNr)))
    .orderBy(desc(employeeHistory.fromDatum));
  const users = await db
    .select({ login: userAccounts.login })
    .from(userAccounts)
    .where(and(eq(userAccounts.ftgId, ftgId), eq(userAccounts.anstNr, anstNr)))
    .orderBy(asc(userAccounts.login));
  return { schema, history, logins: users.map((u) => u.login) };
}

/** Another employee of the company with this personal identity number, if any. */
export async function persNrHolder(db: Db, ftgId: string, persNr: string, exceptAnstNr: string | null) {
  const [row] = await db
    .select({ anstNr: employees.anstNr })
    .from(employees)
    .where(
      and(
        eq(employees.ftgId, ftgId),
        eq(employees.persNr, persNr),
        exceptAnstNr === null ? undefined : ne(employees.anstNr, exceptAnstNr),
      ),
    )
    .limit(1);
  return row?.anstNr ?? null;
}

/** Which of the codes an employee names the company has (and whether closed): department, brukare, schedules; and result units 1–3. */
export async function codesOf(
  db: Db,
  ftgId: string,
  codes: { avdelning: string; brukare: string; scheman: string[]; resEnhet: string[] },
) {
  const [dept] = codes.avdelning
    ? await db
        .select({ stangd: avdelningar.stangd })
        .from(avdelningar)
        .where(and(eq(avdelningar.ftgId, ftgId), eq(avdelningar.avdelning, codes.avdelning)))
    : [];
  const [bru] = codes.brukare
    ? await db
        .select({ stangd: brukare.stangd })
        .from(brukare)
        .where(and(eq(brukare.ftgId, ftgId), eq(brukare.brukare, codes.brukare)))
    : [];
  const scheman = codes.scheman.length
    ? await db
        .select({ kod: arbScheman.arbSchema, stangd: arbScheman.stangd })
        .from(arbScheman)
        .where(and(eq(arbScheman.ftgId, ftgId), inArray(arbScheman.arbSchema, codes.scheman)))
    : [];
  const units = codes.resEnhet.some(Boolean)
    ? await db
        .select({ dim: resultatenheter.dim, kod: resultatenheter.kod })
        .from(resultatenheter)
        .where(
          and(
            eq(resultatenheter.ftgId, ftgId),
            lte(resultatenheter.dim, 3),
            inArray(resultatenheter.kod, codes.resEnhet.filter(Boolean)),
          ),
        )
    : [];
  return {
    department: dept ? { closed: dept.stangd } : null,
    brukare: bru ? { closed: bru.stangd } : null,
    scheman: new Map(scheman.map((s) => [s.kod, { closed: s.stangd }])),
    units: new Set(units.map((u) => `${u.dim}:${u.kod}`)),
  };
}

/** Replaces the employee's PerSchema rows with `rows`. */
export async function replacePerSchema(
  tx: Db,
  ftgId: string,
  anstNr: string,
  rows: { fromDatum: string; useArbSchema: boolean; arbSchema: string }[],
) {
  await tx.delete(perSchema).where(and(eq(perSchema.ftgId, ftgId), eq(perSchema.anstNr, anstNr)));
  if (rows.length) await tx.insert(perSchema).values(rows.map((r) => ({ ftgId, anstNr, ...r })));
}

/** Writes the dated row of `fromDatum` (a second change of the same day replaces the first). */
export async function upsertHistory(
  tx: Db,
  row: DatedColumns & {
    ftgId: string;
    anstNr: string;
    fromDatum: string;
    changedAt: Date;
    changedBy: string | null;
  },
) {
  const values = { ...row, applied: false };
  await tx
    .insert(employeeHistory)
    .values(values)
    .onConflictDoUpdate({
      target: [employeeHistory.ftgId, employeeHistory.anstNr, employeeHistory.fromDatum],
      set: {
        avdelning: row.avdelning,
        tidKodGrupp: row.tidKodGrupp,
        lonKodGrupp: row.lonKodGrupp,
        applied: false,
        changedAt: row.changedAt,
        changedBy: row.changedBy,
      },
    });
}

/**
 * Brings the employee row to what their history says applies on `today` (the latest row from
 * `today` or before), marks those rows applied, and answers whether the row changed.
 */
export async function applyHistory(tx: Db, ftgId: string, anstNr: string, today: string): Promise<boolean> {
  const own = and(eq(employeeHistory.ftgId, ftgId), eq(employeeHistory.anstNr, anstNr));
  const [current] = await tx
    .select()
    .from(employeeHistory)
    .where(and(own, lte(employeeHistory.fromDatum, today)))
    .orderBy(desc(employeeHistory.fromDatum))
    .limit(1);
  await tx
    .update(employeeHistory)
    .set({ applied: true })
    .where(and(own, lte(employeeHistory.fromDatum, today), eq(employeeHistory.applied, false)));
  if (!current) return false;
  const changed = await tx
    .update(employees)
    .set({
      avdelning: current.avdelning,
      tidKodGrupp: current.tidKodGrupp,
      lonKodGrupp: current.lonKodGrupp,
      version: sql`${employees.version} + 1`,
    })
    .where(
      and(
        employeeKey(ftgId, anstNr),
        or(
          sql`${employees.avdelning} is distinct from ${current.avdelning}`,
          ne(employees.tidKodGrupp, current.tidKodGrupp),
          ne(employees.lonKodGrupp, current.lonKodGrupp),
        ),
      ),
    )
    .returning({ anstNr: employees.anstNr });
  return changed.length > 0;
}

/** The employees with a dated change due by `today` not yet applied. */
export function dueChanges(db: Db, today: string) {
  return db
    .selectDistinct({ ftgId: employeeHistory.ftgId, anstNr: employeeHistory.anstNr })
    .from(employeeHistory)
    .where(and(eq(employeeHistory.applied, false), lte(employeeHistory.fromDatum, today)));
}

/** The employee's row, whoever may see it (the use case has checked the caller). */
export async function employeeRow(db: Db, ftgId: string, anstNr: string): Promise<EmployeeRow | null> {
  const [row] = await db.select().from(employees).where(employeeKey(ftgId, anstNr));
  return row ?? null;
}

export async function insertEmployee(db: Db, values: EmployeeColumns & { ftgId: string; anstNr: string }) {
  const [row] = await db.insert(employees).values(values).returning();
  if (!row) throw new Error('the employee was not inserted');
  return row;
}

/** Writes the employee's own columns if the row still has `version`; null when it has moved on. */
export const updateEmployeeRow = (
  db: Db,
  ftgId: string,
  anstNr: string,
  version: number,
  values: Partial<EmployeeColumns>,
) => updateVersionedWhere(db, employees, employeeKey(ftgId, anstNr), version, values);
