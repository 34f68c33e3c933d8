// POST, PUT and DELETE /bemanna/pass: a manager assigns, changes and removes shifts. Every save is
// checked again on the server: a shift with warnings is kept only with the planner's reason, which
// the audit log holds with the warnings (DOMAIN §4: Arbetsmiljöverket's sanction fees have strict
// liability). A published shift changed within two weeks needs a reason too (ATL 12 §), and its
// person is told.
import type { FastifyInstance } from 'fastify';
import {
  andringKraverOrsak,
  type Bemanningsvarning,
  type PassCreate,
  type PassUpdate,
} from '@lonportal/domain/staffing/index';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import { requireEmployee } from '../time';
import { announce } from './announce';
import { partsOf, requirementsOf, warningsOf } from './check';
import { announceSchedule, tellChanged } from './notify';
import { presentShift } from './presenter';
import * as repo from './repository';
import { syncScheduleDays } from './schedule-days-repository';

type Db = FastifyInstance['db'];

/** 409 StaffingConflicts unless the planner gave a reason; the audit of an override. */
async function guardWarnings(
  db: Db,
  ctx: CompanyContext,
  at: Date,
  warnings: Bemanningsvarning[],
  reason: string,
  shift: Record<string, unknown>,
) {
  if (warnings.length === 0) return;
  if (!reason) throw new ApiError('StaffingConflicts');
  await writeAudit(db, {
    at,
    userId: ctx.auth.user.id,
    ftgId: ctx.company.ftgId,
    action: 'shift.overridden',
    details: { ...shift, Overstyrning: reason, Varningar: warnings },
  });
}

const auditShift = (
  db: Db,
  ctx: CompanyContext,
  at: Date,
  action: 'shift.created' | 'shift.updated' | 'shift.deleted',
  details: Record<string, unknown>,
) => writeAudit(db, { at, userId: ctx.auth.user.id, ftgId: ctx.company.ftgId, action, details });

/** The department a shift is planned in: as entered, else its task's, else its person's. */
async function departmentOf(db: Db, ctx: CompanyContext, body: PassCreate | PassUpdate) {
  const { task } = await requirementsOf(db, ctx.company.ftgId, body);
  const employee = await requireEmployee(db, ctx, body.AnstNr);
  return body.Avdelning || task.avdelning || employee.avdelning || '';
}

export async function createShift(app: FastifyInstance, ctx: CompanyContext, body: PassCreate, at: Date) {
  const avdelning = await departmentOf(app.db, ctx, body);
  const warnings = await warningsOf(app.db, ctx, body);
  const rows = await app.db.transaction(async (tx) => {
    await guardWarnings(tx, ctx, at, warnings, body.Overstyrning, { ...body });
    const stored = await repo.insertShifts(
      tx,
      partsOf(body).map((p) => ({
        ftgId: ctx.company.ftgId,
        anstNr: p.AnstNr,
        datum: p.Datum,
        startTid: p.StartTid,
        slutTid: p.SlutTid,
        typ: p.Typ,
        bemuppgift: p.Bemuppgift,
        avdelning,
        behovId: p.BehovId,
        rastMinuter: p.RastMinuter,
        kommentar: p.Kommentar,
        updatedBy: ctx.auth.user.id,
        updatedAt: at,
      })),
    );
    await auditShift(tx, ctx, at, 'shift.created', {
      Ids: stored.map((s) => s.id),
      AnstNr: body.AnstNr,
      Datum: body.Datum,
    });
    return stored;
  });
  await announce(app, ctx.company.ftgId, ['shifts']);
  return { Pass: rows.map(presentShift), Varningar: warnings };
}

/** The stored shift a change is made to, with the ATL 12 § reason when it needs one. */
async function changeable(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  orsak: string,
  at: Date,
) {
  const row = await repo.findShift(app.db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await requireEmployee(app.db, ctx, row.anstNr);
  if (row.version !== version) throw new ApiError('VersionConflict');
  if (
    !orsak &&
    andringKraverOrsak({ Datum: row.datum, Publicerad: row.publicerad }, stockholmWallTime(at).Datum)
  )
    throw fieldError('Orsak', 'validation.staffing.reasonRequired');
  return row;
}

export async function updateShift(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  body: PassUpdate,
  at: Date,
) {
  const row = await changeable(app, ctx, id, body.Version, body.Orsak, at);
  const avdelning = await departmentOf(app.db, ctx, body);
  const warnings = await warningsOf(app.db, ctx, body, [row.id]);
  const updated = await app.db.transaction(async (tx) => {
    await guardWarnings(tx, ctx, at, warnings, body.Overstyrning, { Id: id, ...body });
    const saved = await repo.updateShiftRow(
      tx,
      { ftgId: ctx.company.ftgId, id, version: body.Version },
      {
        anstNr: body.AnstNr,
        datum: body.Datum,
        startTid: body.StartTid,
        slutTid: body.SlutTid,
        typ: body.Typ,
        bemuppgift: body.Bemuppgift,
        avdelning,
        behovId: body.BehovId,
        rastMinuter: body.RastMinuter,
        kommentar: body.Kommentar,
        sequence: row.publicerad ? row.sequence + 1 : row.sequence,
        updatedBy: ctx.auth.user.id,
        updatedAt: at,
      },
    );
    if (!saved) throw new ApiError('VersionConflict');
    await auditShift(tx, ctx, at, 'shift.updated', {
      Id: id,
      Fore: presentShift(row),
      Efter: presentShift(saved),
      Orsak: body.Orsak,
    });
    if (row.publicerad) {
      const [from, to] = [row.datum, saved.datum].sort() as [string, string];
      await syncScheduleDays(tx, ctx.company.ftgId, [row.anstNr, saved.anstNr], from, to);
    }
    const told = row.publicerad ? await tellChanged(tx, ctx, [row.anstNr, saved.anstNr], row.datum, at) : [];
    return { saved, told };
  });
  await announce(app, ctx.company.ftgId, ['shifts']);
  await announceSchedule(app, ctx.company.ftgId, updated.told);
  return { Pass: [presentShift(updated.saved)], Varningar: warnings };
}

export async function deleteShift(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  q: { Version: number; Orsak: string },
  at: Date,
) {
  const row = await changeable(app, ctx, id, q.Version, q.Orsak, at);
  const told = await app.db.transaction(async (tx) => {
    if (!(await repo.deleteShiftRow(tx, { ftgId: ctx.company.ftgId, id, version: q.Version })))
      throw new ApiError('VersionConflict');
    await auditShift(tx, ctx, at, 'shift.deleted', { Id: id, Pass: presentShift(row), Orsak: q.Orsak });
    if (!row.publicerad) return [];
    await syncScheduleDays(tx, ctx.company.ftgId, [row.anstNr], row.datum, row.datum);
    return tellChanged(tx, ctx, [row.anstNr], row.datum, at);
  });
  await announce(app, ctx.company.ftgId, ['shifts']);
  await announceSchedule(app, ctx.company.ftgId, told);
}
