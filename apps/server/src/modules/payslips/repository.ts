// The payslips' reads and writes: pay runs, payslips and balances of a company (db/schema/payslips.ts).
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { LonebeskedData, Saldo } from '@lonportal/domain/payslips/index';
import type { Db } from '../../db/client';
import { balances, employees, payRuns, payslips, userAccounts } from '../../db/schema/index';

/** The company's employees with these AnstNr or personnummer: who the file's payslips may be for. */
export const employeesMatching = (
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  persNrs: readonly string[],
) =>
  db
    .select({
      anstNr: employees.anstNr,
      persNr: employees.persNr,
      foNamn: employees.foNamn,
      efNamn: employees.efNamn,
    })
    .from(employees)
    .where(
      and(
        eq(employees.ftgId, ftgId),
        or(inArray(employees.anstNr, [...anstNrs, '']), inArray(employees.persNr, [...persNrs, ''])),
      ),
    );

/** The periods of the company already imported, of these. */
export const runsOf = (db: Db, ftgId: string, periodIds: readonly string[]) =>
  db
    .select({ id: payRuns.id, periodId: payRuns.periodId })
    .from(payRuns)
    .where(and(eq(payRuns.ftgId, ftgId), inArray(payRuns.periodId, [...periodIds, ''])));

/** Makes the pay run of a period, or takes the one imported before (its id stays); answers its id. */
export async function upsertRun(
  db: Db,
  row: {
    ftgId: string;
    periodId: string;
    periodText: string;
    betalDatum: string;
    filnamn: string;
    importedBy: string;
    importedAt: Date;
  },
): Promise<string> {
  const [run] = await db
    .insert(payRuns)
    .values(row)
    .onConflictDoUpdate({
      target: [payRuns.ftgId, payRuns.periodId],
      set: {
        periodText: row.periodText,
        betalDatum: row.betalDatum,
        filnamn: row.filnamn,
        importedBy: row.importedBy,
        importedAt: row.importedAt,
      },
    })
    .returning({ id: payRuns.id });
  return run!.id;
}

/**
 * The run's payslips of these employees are these: new ones added, the same employee's replaced
 * (told once: the message already written stays written). The period's other payslips stay: a
 * correction file of one person replaces that person's payslip only.
 */
export async function upsertPayslips(
  db: Db,
  ftgId: string,
  payRunId: string,
  rows: readonly { anstNr: string; betalDatum: string; data: LonebeskedData }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(payslips)
      .values(rows.slice(i, i + 500).map((r) => ({ ftgId, payRunId, ...r })))
      .onConflictDoUpdate({
        target: [payslips.payRunId, payslips.anstNr],
        set: { betalDatum: sql`excluded.betal_datum`, data: sql`excluded.data` },
      });
}

/** How many of these employees already have a payslip of each of these periods (what an import replaces). */
export const existingPayslips = (db: Db, ftgId: string, periodIds: readonly string[]) =>
  db
    .select({ periodId: payRuns.periodId, anstNr: payslips.anstNr })
    .from(payslips)
    .innerJoin(payRuns, eq(payRuns.id, payslips.payRunId))
    .where(and(eq(payRuns.ftgId, ftgId), inArray(payRuns.periodId, [...periodIds, ''])));

/** The balances of these employees as of these dates are these (the latest import's). */
export async function upsertBalances(
  db: Db,
  ftgId: string,
  rows: readonly { anstNr: string; saldo: Saldo }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(balances)
      .values(
        rows.slice(i, i + 500).map((r) => ({ ftgId, anstNr: r.anstNr, datum: r.saldo.Datum, data: r.saldo })),
      )
      .onConflictDoUpdate({
        target: [balances.ftgId, balances.anstNr, balances.datum],
        set: { data: sql`excluded.data` },
      });
}

/** The employee's payslips paid out by `today`, newest first. */
export const paidPayslips = (db: Db, ftgId: string, anstNr: string, today: string) =>
  db
    .select({
      id: payslips.id,
      betalDatum: payslips.betalDatum,
      periodId: payRuns.periodId,
      periodText: payRuns.periodText,
      utbetalt: sql<number | null>`(${payslips.data}->>'Utbetalt')::numeric`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(payslips)
    .innerJoin(payRuns, eq(payRuns.id, payslips.payRunId))
    .where(and(eq(payslips.ftgId, ftgId), eq(payslips.anstNr, anstNr), lte(payslips.betalDatum, today)))
    .orderBy(desc(payslips.betalDatum), desc(payRuns.periodId));

/** One payslip of the company, paid out by `today`; undefined when there is none such. */
export async function paidPayslip(db: Db, ftgId: string, id: string, today: string) {
  const [row] = await db
    .select({
      id: payslips.id,
      anstNr: payslips.anstNr,
      betalDatum: payslips.betalDatum,
      data: payslips.data,
    })
    .from(payslips)
    .where(and(eq(payslips.id, id), eq(payslips.ftgId, ftgId), lte(payslips.betalDatum, today)))
    .limit(1);
  return row;
}

/** The employee's payslip paid out last before `betalDatum` (the one a payslip's changes are against). */
export async function previousPayslip(db: Db, ftgId: string, anstNr: string, betalDatum: string) {
  const [row] = await db
    .select({ id: payslips.id, data: payslips.data })
    .from(payslips)
    .where(and(eq(payslips.ftgId, ftgId), eq(payslips.anstNr, anstNr), lt(payslips.betalDatum, betalDatum)))
    .orderBy(desc(payslips.betalDatum))
    .limit(1);
  return row;
}

/** The employee's balances as of dates up to `today`, oldest first; from `from` on. */
export const balancesOf = (db: Db, ftgId: string, anstNr: string, from: string, today: string) =>
  db
    .select({ data: balances.data })
    .from(balances)
    .where(
      and(
        eq(balances.ftgId, ftgId),
        eq(balances.anstNr, anstNr),
        sql`${balances.datum} between ${from} and ${today}`,
      ),
    )
    .orderBy(asc(balances.datum));

/** The balances as of exactly `datum`. */
export async function balanceOn(db: Db, ftgId: string, anstNr: string, datum: string) {
  const [row] = await db
    .select({ data: balances.data })
    .from(balances)
    .where(and(eq(balances.ftgId, ftgId), eq(balances.anstNr, anstNr), eq(balances.datum, datum)))
    .limit(1);
  return row?.data ?? null;
}

/**
 * The payslips paid out by `today` whose employee has not been told, with the employee's user
 * accounts in the company (a payslip without an account is marked told: no one can read it there).
 */
export const unannounced = (db: Db, today: string, limit: number) =>
  db
    .select({
      id: payslips.id,
      ftgId: payslips.ftgId,
      anstNr: payslips.anstNr,
      periodText: payRuns.periodText,
      betalDatum: payslips.betalDatum,
      userId: userAccounts.id,
    })
    .from(payslips)
    .innerJoin(payRuns, eq(payRuns.id, payslips.payRunId))
    .leftJoin(
      userAccounts,
      and(
        eq(userAccounts.ftgId, payslips.ftgId),
        eq(userAccounts.anstNr, payslips.anstNr),
        eq(userAccounts.disabled, false),
      ),
    )
    .where(and(isNull(payslips.announcedAt), lte(payslips.betalDatum, today)))
    .orderBy(asc(payslips.betalDatum), asc(payslips.id))
    .limit(limit);

export const markAnnounced = (db: Db, ids: readonly string[], at: Date) =>
  db
    .update(payslips)
    .set({ announcedAt: at })
    .where(and(inArray(payslips.id, [...ids]), isNull(payslips.announcedAt)))
    .returning({ id: payslips.id });
