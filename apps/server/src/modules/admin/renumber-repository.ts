import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  absenceReports,
  brukare,
  children,
  leaveApplications,
  travelExpenses,
  compensationEvents,
  compensations,
  employeeHistory,
  employees,
  perSchema,
  punches,
  punchRequests,
  receipts,
  registerSync,
  scheduleDays,
  timeEntries,
  timeEntryEvents,
  userAccounts,
} from '../../db/schema/index';

/** Whether the company's register has this employee number / brukare number. */
export async function exists(
  db: Db,
  ftgId: string,
  kind: 'ANSTNR' | 'BRUKARE',
  nr: string,
): Promise<boolean> {
  const rows =
    kind === 'ANSTNR'
      ? await db
          .select({ nr: employees.anstNr })
          .from(employees)
          .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, nr)))
          .limit(1)
      : await db
          .select({ nr: brukare.brukare })
          .from(brukare)
          .where(and(eq(brukare.ftgId, ftgId), eq(brukare.brukare, nr)))
          .limit(1);
  return rows.length > 0;
}

/**
 * Whether the number is used anywhere in the company, not only in its register: time rows, punches
 * and accounts of a removed employee (or brukare) still carry theirs, and must not be merged into
 * someone else's.
 */
export async function inUse(db: Db, ftgId: string, kind: 'ANSTNR' | 'BRUKARE', nr: string): Promise<boolean> {
  const checks =
    kind === 'ANSTNR'
      ? [
          sql`select 1 from ${employees} where ${employees.ftgId} = ${ftgId} and ${employees.anstNr} = ${nr}`,
          sql`select 1 from ${timeEntries} where ${timeEntries.ftgId} = ${ftgId} and ${timeEntries.anstNr} = ${nr}`,
          sql`select 1 from ${punches} where ${punches.ftgId} = ${ftgId} and ${punches.anstNr} = ${nr}`,
          sql`select 1 from ${compensations} where ${compensations.ftgId} = ${ftgId} and ${compensations.anstNr} = ${nr}`,
          sql`select 1 from ${receipts} where ${receipts.ftgId} = ${ftgId} and ${receipts.anstNr} = ${nr}`,
          sql`select 1 from ${travelExpenses} where ${travelExpenses.ftgId} = ${ftgId} and ${travelExpenses.anstNr} = ${nr}`,
          sql`select 1 from ${absenceReports} where ${absenceReports.ftgId} = ${ftgId} and ${absenceReports.anstNr} = ${nr}`,
          sql`select 1 from ${leaveApplications} where ${leaveApplications.ftgId} = ${ftgId} and ${leaveApplications.anstNr} = ${nr}`,
          sql`select 1 from ${children} where ${children.ftgId} = ${ftgId} and ${children.anstNr} = ${nr}`,
          sql`select 1 from ${userAccounts} where ${userAccounts.ftgId} = ${ftgId} and ${userAccounts.anstNr} = ${nr}`,
        ]
      : [
          sql`select 1 from ${brukare} where ${brukare.ftgId} = ${ftgId} and ${brukare.brukare} = ${nr}`,
          sql`select 1 from ${employees} where ${employees.ftgId} = ${ftgId} and ${employees.brukare} = ${nr}`,
          sql`select 1 from ${timeEntries} where ${timeEntries.ftgId} = ${ftgId} and ${timeEntries.brukare} = ${nr}`,
          sql`select 1 from ${compensations} where ${compensations.ftgId} = ${ftgId} and ${compensations.brukare} = ${nr}`,
          sql`select 1 from ${userAccounts} where ${userAccounts.ftgId} = ${ftgId} and ${userAccounts.brukare} = ${nr}`,
        ];
  // Both drivers answer with `rows`.
  const result = (await db.execute(
    sql`select exists (${sql.join(checks, sql` union all `)}) as used`,
  )) as unknown as { rows: { used: boolean }[] };
  return result.rows[0]?.used === true;
}

/**
 * Gives employee `from` the number `to` in every table that names it in the company: the register
 * and its history, schedules and schedule days, time rows and their history, punches, compensations, their history and receipts, and
 * the accounts whose home company it is.
 * Returns how many time rows moved and which accounts.
 */
export async function renumberEmployee(tx: Db, ftgId: string, from: string, to: string) {
  await tx
    .update(employees)
    .set({ anstNr: to, version: sql`${employees.version} + 1` })
    .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, from)));
  await tx
    .update(employeeHistory)
    .set({ anstNr: to })
    .where(and(eq(employeeHistory.ftgId, ftgId), eq(employeeHistory.anstNr, from)));
  await tx
    .update(scheduleDays)
    .set({ anstNr: to })
    .where(and(eq(scheduleDays.ftgId, ftgId), eq(scheduleDays.anstNr, from)));
  // What the last import brought for the person goes with the number (registers' PAXml import).
  await tx
    .update(registerSync)
    .set({ kod: to })
    .where(
      and(eq(registerSync.ftgId, ftgId), eq(registerSync.register, 'personal'), eq(registerSync.kod, from)),
    );
  await tx
    .update(perSchema)
    .set({ anstNr: to })
    .where(and(eq(perSchema.ftgId, ftgId), eq(perSchema.anstNr, from)));
  const rows = await tx
    .update(timeEntries)
    .set({ anstNr: to, version: sql`${timeEntries.version} + 1` })
    .where(and(eq(timeEntries.ftgId, ftgId), eq(timeEntries.anstNr, from)))
    .returning({ id: timeEntries.id });
  await tx
    .update(timeEntryEvents)
    .set({ anstNr: to })
    .where(and(eq(timeEntryEvents.ftgId, ftgId), eq(timeEntryEvents.anstNr, from)));
  await tx
    .update(punches)
    .set({ anstNr: to })
    .where(and(eq(punches.ftgId, ftgId), eq(punches.anstNr, from)));
  await tx
    .update(punchRequests)
    .set({ anstNr: to })
    .where(and(eq(punchRequests.ftgId, ftgId), eq(punchRequests.anstNr, from)));
  await tx
    .update(compensations)
    .set({ anstNr: to, version: sql`${compensations.version} + 1` })
    .where(and(eq(compensations.ftgId, ftgId), eq(compensations.anstNr, from)));
  await tx
    .update(compensationEvents)
    .set({ anstNr: to })
    .where(and(eq(compensationEvents.ftgId, ftgId), eq(compensationEvents.anstNr, from)));
  await tx
    .update(receipts)
    .set({ anstNr: to })
    .where(and(eq(receipts.ftgId, ftgId), eq(receipts.anstNr, from)));
  // Trips, absence reports, leave applications and children carry the number too.
  await tx
    .update(travelExpenses)
    .set({ anstNr: to, version: sql`${travelExpenses.version} + 1` })
    .where(and(eq(travelExpenses.ftgId, ftgId), eq(travelExpenses.anstNr, from)));
  await tx
    .update(absenceReports)
    .set({ anstNr: to, version: sql`${absenceReports.version} + 1` })
    .where(and(eq(absenceReports.ftgId, ftgId), eq(absenceReports.anstNr, from)));
  await tx
    .update(leaveApplications)
    .set({ anstNr: to, version: sql`${leaveApplications.version} + 1` })
    .where(and(eq(leaveApplications.ftgId, ftgId), eq(leaveApplications.anstNr, from)));
  await tx
    .update(children)
    .set({ anstNr: to, version: sql`${children.version} + 1` })
    .where(and(eq(children.ftgId, ftgId), eq(children.anstNr, from)));
  const users = await tx
    .update(userAccounts)
    .set({ anstNr: to, version: sql`${userAccounts.version} + 1` })
    .where(and(eq(userAccounts.ftgId, ftgId), eq(userAccounts.anstNr, from)))
    .returning({ id: userAccounts.id });
  return { timeRows: rows.length, userIds: users.map((u) => u.id) };
}

/** Gives brukare `from` the number `to`: the register, the employees working for it, time rows, accounts. */
export async function renumberBrukare(tx: Db, ftgId: string, from: string, to: string) {
  await tx
    .update(brukare)
    .set({ brukare: to })
    .where(and(eq(brukare.ftgId, ftgId), eq(brukare.brukare, from)));
  await tx
    .update(employees)
    .set({ brukare: to })
    .where(and(eq(employees.ftgId, ftgId), eq(employees.brukare, from)));
  const rows = await tx
    .update(timeEntries)
    .set({ brukare: to, version: sql`${timeEntries.version} + 1` })
    .where(and(eq(timeEntries.ftgId, ftgId), eq(timeEntries.brukare, from)))
    .returning({ id: timeEntries.id });
  await tx
    .update(compensations)
    .set({ brukare: to, version: sql`${compensations.version} + 1` })
    .where(and(eq(compensations.ftgId, ftgId), eq(compensations.brukare, from)));
  const users = await tx
    .update(userAccounts)
    .set({ brukare: to, version: sql`${userAccounts.version} + 1` })
    .where(and(eq(userAccounts.ftgId, ftgId), eq(userAccounts.brukare, from)))
    .returning({ id: userAccounts.id });
  return { timeRows: rows.length, userIds: users.map((u) => u.id) };
}
