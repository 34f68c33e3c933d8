// Absence reports (SPEC §2.1 /absenceReports): sickness, VAB and other absence from a
// date until recovered, for oneself or as a manager for one's employees (the time scope). The
// report owns its absence rows in the time report: an open report has them up to today, a
// recovered one up to the day before the recovered date.
import {
  ABSENCE_KIND_TYP,
  ABSENCE_MESSAGES,
  birthDateOf,
  CHILD_MESSAGES,
  recoveredProblem,
  sickFacts,
  tidKodKind,
  vabFacts,
  type AbsenceReport,
  type AbsenceReportInput,
} from '@lonportal/domain';
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import { absenceReports } from '../../db/schema/index';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import { employeesInScope, requireEmployee, requireReporter, type ScopedEmployee } from '../time';
import { presentChild } from './children';
import { audit, employeeAbsenceDays, syncOwnedRows } from './owned-rows';
import * as repo from './repository';
import { listTidKoder } from '../../shared/reference-reads';

const todayOf = (now: Date) => stockholmWallTime(now).Datum;

/** A report lasts while it has no recovered date, or one still ahead. */
export const isOpen = (r: Pick<repo.AbsenceRow, 'friskDatum'>, today: string) =>
  r.friskDatum === null || r.friskDatum > today;

/** The last day a report's rows reach: the day before recovery, or today while it lasts. */
const lastRowDay = (r: Pick<repo.AbsenceRow, 'friskDatum'>, today: string) =>
  r.friskDatum ? addDays(r.friskDatum, -1) : today;

/** The reports of some employees as the page shows them, with the sick-pay and VAB facts. */
async function present(
  db: Db,
  ctx: CompanyContext,
  rows: readonly repo.AbsenceRow[],
  all: readonly repo.AbsenceRow[],
  employees: readonly ScopedEmployee[],
  today: string,
): Promise<AbsenceReport[]> {
  const ftgId = ctx.company.ftgId;
  const anstNrs = [...new Set(rows.map((r) => r.anstNr))];
  const [counts, kids] = await Promise.all([
    repo.rowCounts(
      db,
      ftgId,
      all.map((r) => r.id),
    ),
    repo.childrenOf(db, ftgId, anstNrs),
  ]);
  const names = new Map(employees.map((e) => [e.anstNr, `${e.foNamn} ${e.efNamn}`.trim()]));
  const sick = new Map<string, ReturnType<typeof sickFacts>>();
  for (const anstNr of anstNrs) {
    const spells = all
      .filter((r) => r.anstNr === anstNr && r.typ === 'SJUK')
      .map((r) => ({ Id: r.id, From: r.fromDatum, Frisk: r.friskDatum }));
    sick.set(anstNr, sickFacts(spells, today));
  }
  const vabDays = vabDaysThisYear(all, counts, today);
  const childById = new Map(kids.map((c) => [c.id, presentChild(c, vabDays)]));
  return rows.map((r) => {
    const count = counts.get(r.id) ?? { days: 0, locked: 0 };
    const child = r.barnId ? childById.get(r.barnId) : undefined;
    const birth = child ? birthDateOf(child.PersNr) : null;
    return {
      Id: r.id,
      AnstNr: r.anstNr,
      Namn: names.get(r.anstNr) ?? r.anstNr,
      Typ: r.typ,
      From: r.fromDatum,
      Frisk: r.friskDatum,
      Omfattning: r.omfattning,
      BarnId: r.barnId ?? '',
      Barn: child ? { Namn: child.Namn, Fodd: child.Fodd } : null,
      TidKod: r.tidKod,
      Kommentar: r.kommentar,
      Dagar: count.days,
      LastDagar: count.locked,
      Sjuk: r.typ === 'SJUK' ? (sick.get(r.anstNr)?.get(r.id) ?? null) : null,
      Vab:
        r.typ === 'VAB' && child && birth
          ? vabFacts(birth, r.fromDatum, lastRowDay(r, today), child.VabDagarAr)
          : null,
      Version: r.version,
      UpdatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** VAB days of each child in the current year: the rows of its reports at their degree. */
export function vabDaysThisYear(
  all: readonly repo.AbsenceRow[],
  counts: ReadonlyMap<string, { days: number }>,
  today: string,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of all) {
    if (r.typ !== 'VAB' || !r.barnId || r.fromDatum.slice(0, 4) !== today.slice(0, 4)) continue;
    const days = ((counts.get(r.id)?.days ?? 0) * r.omfattning) / 100;
    out.set(r.barnId, (out.get(r.barnId) ?? 0) + days);
  }
  return out;
}

/** GET /absenceReports: one employee's reports, or every report in the caller's scope. */
export async function listReports(
  db: Db,
  ctx: CompanyContext,
  q: { AnstNr?: string | undefined; Recovered?: 'true' | 'false' | undefined },
  now: Date,
) {
  const today = todayOf(now);
  const employees = q.AnstNr ? [await requireEmployee(db, ctx, q.AnstNr)] : await employeesInScope(db, ctx);
  const all = await repo.reportsOf(
    db,
    ctx.company.ftgId,
    employees.map((e) => e.anstNr),
  );
  const wanted =
    q.Recovered === undefined ? all : all.filter((r) => isOpen(r, today) === (q.Recovered === 'false'));
  const shown = await present(db, ctx, wanted, all, employees, today);
  return shown.reverse();
}

async function presentOne(
  db: Db,
  ctx: CompanyContext,
  row: repo.AbsenceRow,
  employee: ScopedEmployee,
  now: Date,
) {
  const all = await repo.reportsOf(db, ctx.company.ftgId, [row.anstNr]);
  const [shown] = await present(db, ctx, [row], all, [employee], todayOf(now));
  return shown!;
}

/** The time code of a report: the company's sickness or VAB code, or the absence code named. */
async function codeOf(db: Db, ctx: CompanyContext, employee: ScopedEmployee, v: AbsenceReportInput) {
  const codes = (await listTidKoder(db, ctx.company.ftgId)).filter((c) =>
    c.grupper.includes(employee.tidKodGrupp),
  );
  if (v.Typ === 'OVRIG') {
    const code = codes.find((c) => c.tidKod === v.TidKod);
    if (!code || tidKodKind(code.typ) !== 'absence')
      throw fieldError('TidKod', ABSENCE_MESSAGES.notAbsenceCode);
    return code.tidKod;
  }
  const typ = ABSENCE_KIND_TYP[v.Typ];
  const code = codes.find((c) => c.typ === typ);
  if (!code) throw fieldError('Typ', ABSENCE_MESSAGES.noCode);
  return code.tidKod;
}

/** Checks the values against the employee's register and other reports; returns the time code. */
async function checkReport(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  v: AbsenceReportInput,
  frisk: string | null,
  id?: string,
) {
  const tidKod = await codeOf(db, ctx, employee, v);
  if (v.Typ === 'VAB') {
    const child = await repo.findChild(db, ctx.company.ftgId, v.BarnId);
    if (!child || child.anstNr !== employee.anstNr) throw fieldError('BarnId', CHILD_MESSAGES.unknownChild);
    const birth = birthDateOf(child.persNr);
    if (!birth || vabFacts(birth, v.From, v.From, 0).Eligibility === 'none')
      throw fieldError('BarnId', CHILD_MESSAGES.age);
  }
  if (frisk) {
    const problem = recoveredProblem(v.From, frisk);
    if (problem) throw fieldError('From', problem);
  }
  const others = await repo.reportsOf(db, ctx.company.ftgId, [employee.anstNr]);
  const end = frisk ?? '9999-12-31';
  const overlapping = others.some(
    (o) => o.id !== id && o.fromDatum < end && (o.friskDatum === null || o.friskDatum > v.From),
  );
  if (overlapping) throw fieldError('From', ABSENCE_MESSAGES.overlaps);
  return tidKod;
}

/** Makes the report's rows what its dates say, inside `tx`. */
export async function syncRows(
  tx: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  row: repo.AbsenceRow,
  now: Date,
) {
  const days = await employeeAbsenceDays(
    tx,
    ctx,
    row.anstNr,
    row.fromDatum,
    lastRowDay(row, todayOf(now)),
    row.omfattning,
  );
  return syncOwnedRows(tx, ctx, employee, { absenceId: row.id }, 'FRANVARO', row.tidKod, days, now);
}

async function reportable(db: Db, ctx: CompanyContext, anstNr: string) {
  requireReporter(ctx, anstNr);
  return requireEmployee(db, ctx, anstNr);
}

export async function createReport(db: Db, ctx: CompanyContext, v: AbsenceReportInput, now: Date) {
  const employee = await reportable(db, ctx, v.AnstNr);
  const tidKod = await checkReport(db, ctx, employee, v, null);
  const { user } = ctx.auth;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(absenceReports)
      .values({
        ftgId: ctx.company.ftgId,
        anstNr: v.AnstNr,
        typ: v.Typ,
        fromDatum: v.From,
        omfattning: v.Omfattning,
        barnId: v.Typ === 'VAB' ? v.BarnId : null,
        tidKod,
        kommentar: v.Kommentar,
        updatedBy: user.id,
        updatedByNamn: user.namn,
        updatedAt: now,
      })
      .returning();
    await syncRows(tx, ctx, employee, inserted!, now);
    await audit(tx, ctx, now, 'absence.created', { FranvaroId: inserted!.id, AnstNr: v.AnstNr, Typ: v.Typ });
    return inserted!;
  });
  return presentOne(db, ctx, row, employee, now);
}

async function ownReport(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findReport(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  const employee = await reportable(db, ctx, row.anstNr);
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}

/** Changes a report (and its rows); locked days refuse the change as a whole. */
export async function updateReport(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: AbsenceReportInput,
  version: number,
  now: Date,
) {
  const { row, employee } = await ownReport(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr) throw fieldError('AnstNr', 'validation.invalid');
  const tidKod = await checkReport(db, ctx, employee, v, row.friskDatum, id);
  return changeReport(db, ctx, employee, row, now, 'absence.updated', {
    typ: v.Typ,
    fromDatum: v.From,
    omfattning: v.Omfattning,
    barnId: v.Typ === 'VAB' ? v.BarnId : null,
    tidKod,
    kommentar: v.Kommentar,
  });
}

/** Reports the employee well again from `frisk` (the first day back): the rows end the day before. */
export async function recoverReport(
  db: Db,
  ctx: CompanyContext,
  id: string,
  frisk: string,
  version: number,
  now: Date,
) {
  const { row, employee } = await ownReport(db, ctx, id, version);
  const problem = recoveredProblem(row.fromDatum, frisk);
  if (problem) throw fieldError('Frisk', problem);
  const others = await repo.reportsOf(db, ctx.company.ftgId, [row.anstNr]);
  if (others.some((o) => o.id !== id && o.fromDatum > row.fromDatum && o.fromDatum < frisk))
    throw fieldError('Frisk', ABSENCE_MESSAGES.overlaps);
  return changeReport(db, ctx, employee, row, now, 'absence.recovered', { friskDatum: frisk });
}

async function changeReport(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  row: repo.AbsenceRow,
  now: Date,
  action: 'absence.updated' | 'absence.recovered',
  values: Partial<typeof absenceReports.$inferInsert>,
) {
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    const after = await updateVersioned(
      tx,
      absenceReports,
      { ftgId: ctx.company.ftgId, id: row.id, version: row.version },
      { ...values, updatedBy: user.id, updatedByNamn: user.namn, updatedAt: now },
    );
    if (!after) throw new ApiError('VersionConflict');
    await syncRows(tx, ctx, employee, after, now);
    await audit(tx, ctx, now, action, { FranvaroId: row.id, AnstNr: row.anstNr, ...values });
    return after;
  });
  return presentOne(db, ctx, updated, employee, now);
}

/** Removes a report and its rows (refused when one of them is attested or transferred). */
export async function deleteReport(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { row, employee } = await ownReport(db, ctx, id, version);
  await db.transaction(async (tx) => {
    await syncOwnedRows(tx, ctx, employee, { absenceId: id }, 'FRANVARO', row.tidKod, [], now);
    if (!(await deleteVersioned(tx, absenceReports, { ftgId: ctx.company.ftgId, id, version })))
      throw new ApiError('VersionConflict');
    await audit(tx, ctx, now, 'absence.deleted', {
      FranvaroId: id,
      AnstNr: row.anstNr,
      Typ: row.typ,
      From: row.fromDatum,
    });
  });
  return row.anstNr;
}
