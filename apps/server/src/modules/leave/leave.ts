// Leave applications (SPEC §3, §4 Leave application, §6, §7 /leaveapplications/admin):
// an employee applies for leave with an absence code for a date range; the managers of the admin
// view approve, deny or revert, in bulk. An approved application owns its absence rows.
import {
  can,
  countDays,
  LEAVE_MESSAGES,
  leaveDecisionTarget,
  leaveEditable,
  leaveHasRows,
  sumHours,
  tidKodKind,
  type LeaveApplication,
  type LeaveDecision,
  type LeaveInput,
} from '@lonportal/domain';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveApplications } from '../../db/schema/index';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import {
  actsAsManager,
  employeesInScope,
  requireEmployee,
  requireReporter,
  type ScopedEmployee,
} from '../time';
import { audit, employeeAbsenceDays, syncOwnedRows } from '../absence';
import { listTidKoder } from '../../shared/reference-reads';

type LeaveRow = typeof leaveApplications.$inferSelect;

async function present(
  db: Db,
  ctx: CompanyContext,
  rows: readonly LeaveRow[],
  employees: readonly ScopedEmployee[],
) {
  const codes = await listTidKoder(db, ctx.company.ftgId);
  const typ = new Map(codes.map((c) => [c.tidKod, c.typ]));
  const names = new Map(employees.map((e) => [e.anstNr, `${e.foNamn} ${e.efNamn}`.trim()]));
  return rows.map((r): LeaveApplication => ({
    Id: r.id,
    AnstNr: r.anstNr,
    Namn: names.get(r.anstNr) ?? r.anstNr,
    TidKod: r.tidKod,
    Typ: typ.get(r.tidKod) ?? '',
    From: r.fromDatum,
    To: r.toDatum,
    Omfattning: r.omfattning,
    Kommentar: r.kommentar,
    Status: r.status,
    BeslutKommentar: r.beslutKommentar,
    BeslutAv: r.beslutAvNamn,
    BeslutAt: r.beslutAt?.toISOString() ?? null,
    Dagar: r.dagar,
    Timmar: r.timmar,
    Version: r.version,
    CreatedAt: r.createdAt.toISOString(),
  }));
}

const listWhere = (ctx: CompanyContext, anstNrs: readonly string[], extra: (SQL | undefined)[]) =>
  and(
    eq(leaveApplications.ftgId, ctx.company.ftgId),
    inArray(leaveApplications.anstNr, [...anstNrs]),
    ...extra,
  );

/** GET /leaveapplications: one employee's own applications (SPEC §6: an employee sees their own). */
export async function listOwn(db: Db, ctx: CompanyContext, anstNr: string) {
  const employee = await requireEmployee(db, ctx, anstNr);
  const rows = await db
    .select()
    .from(leaveApplications)
    .where(listWhere(ctx, [anstNr], []))
    .orderBy(asc(leaveApplications.fromDatum));
  return present(db, ctx, rows.reverse(), [employee]);
}

/** The managers' view (SPEC §7 /leaveapplications/admin): every application in their scope. */
export async function listAdmin(
  db: Db,
  ctx: CompanyContext,
  q: {
    Approved?: 'true' | 'false' | undefined;
    Denied?: 'true' | 'false' | undefined;
    FromDate?: string | undefined;
    AnstNr?: string | undefined;
  },
) {
  if (!can('decideLeave', ctx.access)) throw new ApiError('RoleNotAllowed');
  const employees = (await employeesInScope(db, ctx, q.AnstNr ? [q.AnstNr] : undefined)).filter((e) =>
    actsAsManager(ctx, e.anstNr),
  );
  if (employees.length === 0) return [];
  const extra: (SQL | undefined)[] = [];
  if (q.Approved === 'false')
    extra.push(inArray(leaveApplications.status, ['IN_REVIEW', 'DENIED', 'REVERTED']));
  if (q.Approved === 'true') extra.push(eq(leaveApplications.status, 'APPROVED'));
  if (q.Denied === 'false')
    extra.push(inArray(leaveApplications.status, ['IN_REVIEW', 'APPROVED', 'REVERTED']));
  if (q.Denied === 'true') extra.push(eq(leaveApplications.status, 'DENIED'));
  // Neither approved nor denied: the ones a decision waits for (a reverted one is called off).
  if (q.Approved === 'false' && q.Denied === 'false') extra.push(eq(leaveApplications.status, 'IN_REVIEW'));
  if (q.FromDate) {
    const [from, to] = q.FromDate.split('|') as [string, string];
    extra.push(between(leaveApplications.fromDatum, from, to));
  }
  const rows = await db
    .select()
    .from(leaveApplications)
    .where(
      listWhere(
        ctx,
        employees.map((e) => e.anstNr),
        extra,
      ),
    )
    .orderBy(asc(leaveApplications.fromDatum), asc(leaveApplications.anstNr));
  return present(db, ctx, rows, employees);
}

/** The working days and hours of a range for the employee, by their schedule (holidays excluded). */
export async function countLeave(
  db: Db,
  ctx: CompanyContext,
  v: Pick<LeaveInput, 'AnstNr' | 'From' | 'To' | 'Omfattning'>,
) {
  await requireEmployee(db, ctx, v.AnstNr);
  const days = await employeeAbsenceDays(db, ctx, v.AnstNr, v.From, v.To, v.Omfattning);
  return { days, Dagar: countDays(days, v.Omfattning), Timmar: sumHours(days.map((d) => d.Timmar)) };
}

async function checkLeave(db: Db, ctx: CompanyContext, employee: ScopedEmployee, v: LeaveInput, id?: string) {
  const code = (await listTidKoder(db, ctx.company.ftgId)).find(
    (c) => c.tidKod === v.TidKod && c.grupper.includes(employee.tidKodGrupp),
  );
  if (!code || tidKodKind(code.typ) !== 'absence') throw fieldError('TidKod', LEAVE_MESSAGES.notAbsenceCode);
  const count = await countLeave(db, ctx, v);
  if (count.days.length === 0) throw fieldError('To', LEAVE_MESSAGES.noWorkingDays);
  const others = await db
    .select()
    .from(leaveApplications)
    .where(listWhere(ctx, [v.AnstNr], [inArray(leaveApplications.status, ['IN_REVIEW', 'APPROVED'])]));
  if (others.some((o) => o.id !== id && o.fromDatum <= v.To && o.toDatum >= v.From))
    throw fieldError('From', 'validation.absence.overlaps');
  return count;
}

export async function createLeave(db: Db, ctx: CompanyContext, v: LeaveInput, now: Date) {
  requireReporter(ctx, v.AnstNr);
  const employee = await requireEmployee(db, ctx, v.AnstNr);
  const count = await checkLeave(db, ctx, employee, v);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leaveApplications)
      .values({
        ftgId: ctx.company.ftgId,
        anstNr: v.AnstNr,
        tidKod: v.TidKod,
        fromDatum: v.From,
        toDatum: v.To,
        omfattning: v.Omfattning,
        dagar: count.Dagar,
        timmar: count.Timmar,
        kommentar: v.Kommentar,
        status: 'IN_REVIEW',
        createdBy: ctx.auth.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, ctx, now, 'leave.created', {
      LedighetId: inserted!.id,
      AnstNr: v.AnstNr,
      From: v.From,
      To: v.To,
    });
    return inserted!;
  });
  return (await present(db, ctx, [row], [employee]))[0]!;
}

async function editableLeave(db: Db, ctx: CompanyContext, id: string, version: number) {
  const [row] = await db
    .select()
    .from(leaveApplications)
    .where(and(eq(leaveApplications.ftgId, ctx.company.ftgId), eq(leaveApplications.id, id)));
  if (!row) throw new ApiError('NotFound');
  requireReporter(ctx, row.anstNr);
  const employee = await requireEmployee(db, ctx, row.anstNr);
  if (!leaveEditable(row.status)) throw new ApiError('LeaveNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}

export async function updateLeave(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: LeaveInput,
  version: number,
  now: Date,
) {
  const { row, employee } = await editableLeave(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr) throw fieldError('AnstNr', 'validation.invalid');
  const count = await checkLeave(db, ctx, employee, v, id);
  const updated = await updateVersioned(
    db,
    leaveApplications,
    { ftgId: ctx.company.ftgId, id, version },
    {
      tidKod: v.TidKod,
      fromDatum: v.From,
      toDatum: v.To,
      omfattning: v.Omfattning,
      dagar: count.Dagar,
      timmar: count.Timmar,
      kommentar: v.Kommentar,
      updatedAt: now,
    },
  );
  if (!updated) throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'leave.updated', { LedighetId: id, AnstNr: row.anstNr, From: v.From, To: v.To });
  return (await present(db, ctx, [updated], [employee]))[0]!;
}

/** Withdraws an application still in review. */
export async function deleteLeave(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { row } = await editableLeave(db, ctx, id, version);
  if (!(await deleteVersioned(db, leaveApplications, { ftgId: ctx.company.ftgId, id, version })))
    throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'leave.deleted', {
    LedighetId: id,
    AnstNr: row.anstNr,
    From: row.fromDatum,
    To: row.toDatum,
  });
  return row.anstNr;
}

/**
 * A manager's decision on some applications, all or none: each must be in their scope (not their
 * own) and in a state the decision can be taken from. Approving writes the absence rows; denying
 * or reverting an approved one removes them (refused when a day is attested or transferred).
 */
export async function decideLeave(
  db: Db,
  ctx: CompanyContext,
  ids: readonly string[],
  decision: LeaveDecision,
  kommentar: string,
  now: Date,
) {
  if (!can('decideLeave', ctx.access)) throw new ApiError('RoleNotAllowed');
  const rows = await db
    .select()
    .from(leaveApplications)
    .where(
      and(eq(leaveApplications.ftgId, ctx.company.ftgId), inArray(leaveApplications.id, [...new Set(ids)])),
    );
  if (rows.length !== new Set(ids).size) throw new ApiError('NotFound');
  const employees = await employeesInScope(db, ctx, [...new Set(rows.map((r) => r.anstNr))]);
  const byAnstNr = new Map(employees.map((e) => [e.anstNr, e]));
  for (const r of rows) {
    if (!byAnstNr.has(r.anstNr) || !actsAsManager(ctx, r.anstNr)) throw new ApiError('EmployeeNotAllowed');
    if (!leaveDecisionTarget(r.status, decision)) throw new ApiError('LeaveDecisionNotAllowed');
  }
  const { user } = ctx.auth;
  const decided = await db.transaction(async (tx) => {
    const out: LeaveRow[] = [];
    for (const r of rows) {
      const status = leaveDecisionTarget(r.status, decision)!;
      const employee = byAnstNr.get(r.anstNr)!;
      const days = leaveHasRows(status)
        ? await employeeAbsenceDays(tx, ctx, r.anstNr, r.fromDatum, r.toDatum, r.omfattning)
        : [];
      await syncOwnedRows(tx, ctx, employee, { leaveId: r.id }, 'LEDIGHET', r.tidKod, days, now);
      const after = await updateVersioned(
        tx,
        leaveApplications,
        { ftgId: ctx.company.ftgId, id: r.id, version: r.version },
        { status, beslutKommentar: kommentar, beslutAvNamn: user.namn, beslutAt: now, updatedAt: now },
      );
      if (!after) throw new ApiError('VersionConflict');
      await audit(tx, ctx, now, 'leave.decided', {
        LedighetId: r.id,
        AnstNr: r.anstNr,
        Beslut: decision,
        Status: status,
      });
      out.push(after);
    }
    return out;
  });
  return { applications: await present(db, ctx, decided, employees), anstNrs: [...byAnstNr.keys()] };
}
