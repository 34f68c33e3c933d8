// Time entries: the report of a period, create / change / delete with the mandatory-field rules,
// the status lock and the version check, copying and filling from the schedule (SPEC §5).
import type { FastifyInstance } from 'fastify';
import {
  entryRuleErrors,
  initialStatus,
  mayEdit,
  readsTimeOnly,
  RES_DIMS,
  resEnhetField,
  tidKodKind,
  type ErrorDetail,
  type TimeEntry,
  type TimeEntryEventName,
  type TimeEntryValues,
  type TimeReport,
} from '@lonportal/domain';
import { addDays, daysBetween } from '@lonportal/domain/dates';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { actsAsManager, requireEmployee, requireReporter, statusFlags } from './access';
import { changedFields, entryColumns, presentEntry, valuesOf } from './presenter';
import { readPeriod, schedulesFrom } from './report-reads';
import * as repo from './repository';

export { employeesInScope } from './access';

/** Audit rows for changes the caller made (SPEC "audit log entry"). */
export function recordEvents(
  db: Db,
  ctx: CompanyContext,
  at: Date,
  events: {
    entryId: string;
    anstNr: string;
    handelse: TimeEntryEventName;
    details?: Record<string, unknown>;
  }[],
) {
  return repo.insertEvents(
    db,
    events.map((e) => ({
      ftgId: ctx.company.ftgId,
      entryId: e.entryId,
      anstNr: e.anstNr,
      handelse: e.handelse,
      userId: ctx.auth.user.id,
      userNamn: ctx.auth.user.namn,
      at,
      details: e.details ?? {},
    })),
  );
}

/** Tells the company's open calendars and lists that these employees' time changed (RESOURCE_UPDATED). */
export function publishTimeEntries(app: FastifyInstance, ctx: CompanyContext, anstNrs: readonly string[]) {
  return app.bus.publish({
    Event: 'RESOURCE_UPDATED',
    Payload: { Resource: 'timeEntries', AnstNr: [...new Set(anstNrs)] },
    FtgId: ctx.company.ftgId,
  });
}

/** Scheduled hours per day and the days off of a period, for some employees (one query each). */
export async function loadSchedules(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[] | null,
  from: string,
  to: string,
) {
  const [periods, scheman, daysOff] = await readAll(db, [
    () => repo.listPerSchema(db, ftgId, anstNrs),
    () => repo.listArbScheman(db, ftgId),
    () => repo.listHolidays(db, ftgId, from, to),
  ]);
  return { daysOff, scheduleOf: schedulesFrom(periods, scheman, daysOff, from, to) };
}

/** An employee's period: every day with its schedule and day off, and the rows (SPEC §5, calendar). */
export async function loadTimeReport(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  from: string,
  to: string,
): Promise<TimeReport> {
  // Scope check, schedule, days off and rows in two statements (this is the hot read).
  const { daysOff, scheduleOf, rows } = await readPeriod(db, ctx, anstNr, from, to);
  const offByDate = new Map(daysOff.map((d) => [d.datum, d]));
  const flags = statusFlags(ctx);
  const manager = actsAsManager(ctx, anstNr);
  return {
    AnstNr: anstNr,
    From: from,
    To: to,
    Dagar: [...scheduleOf(anstNr)].map(([Datum, SchemaTimmar]) => ({
      Datum,
      SchemaTimmar,
      Helgdag: offByDate.get(Datum)?.typ ?? null,
      HelgdagNamn: offByDate.get(Datum)?.namn ?? '',
    })),
    // A brukare reads (and attests) the time of their assistants but does not report it.
    Rader: rows.map((r) => presentEntry(r, flags, manager, readsTimeOnly(ctx.access))),
  };
}

/** SPEC §5: the time code must be offered to the employee's group; brukare and result units must exist and be required where mandatory. */
async function checkValues(
  db: Db,
  ctx: CompanyContext,
  tidKodGrupp: string,
  rows: readonly TimeEntryValues[],
) {
  const ftgId = ctx.company.ftgId;
  const codes = await repo.listTidKoder(db, ftgId);
  const offered = new Set(codes.filter((c) => c.grupper.includes(tidKodGrupp)).map((c) => c.tidKod));
  const brukare = await repo.existingBrukare(db, ftgId, [
    ...new Set(rows.map((r) => r.Brukare).filter(Boolean)),
  ]);
  const resCodes = [
    ...new Set(rows.flatMap((r) => RES_DIMS.map((n) => r[resEnhetField(n)]).filter(Boolean))),
  ];
  const resEnheter = await repo.existingResEnheter(db, ftgId, resCodes);
  const { company, portal } = ctx;
  const rules = {
    UseLSS: company.useLss,
    UseMandatoryBrukare: portal.UseMandatoryBrukare,
    MandatoryResEnhet: RES_DIMS.map(
      (n) =>
        !!company.openResEnhet[n - 1] && !!company.regResEnh[n - 1] && portal[`UseMandatoryResEnhet${n}`],
    ),
  };
  for (const row of rows) {
    const details: ErrorDetail[] = entryRuleErrors(row, rules);
    // A row belongs to one of the company's salary years (SPEC §9): none is kept for a year the
    // payroll does not have.
    if (!ctx.salaryYears.includes(Number(row.Datum.slice(0, 4))))
      details.push({ Field: 'Datum', Code: 'validation.date.outsideSalaryYears' });
    if (!offered.has(row.TidKod)) details.push({ Field: 'TidKod', Code: 'validation.timeEntry.unknownCode' });
    if (row.Brukare && (!company.useLss || !brukare.has(row.Brukare)))
      details.push({ Field: 'Brukare', Code: 'validation.invalid' });
    for (const n of RES_DIMS) {
      const value = row[resEnhetField(n)];
      if (value && (!company.openResEnhet[n - 1] || !resEnheter.has(`${n}:${value}`)))
        details.push({ Field: resEnhetField(n), Code: 'validation.invalid' });
    }
    if (details.length > 0) throw new ApiError('ValidationFailed', { details });
  }
  return codes;
}

/** Writes new rows for one employee in the company's starting status, with their audit events. */
export async function createEntries(
  db: Db,
  ctx: CompanyContext,
  rows: readonly TimeEntryValues[],
  kalla: 'MANUELL' | 'SCHEMA' | 'KOPIA' | 'STAMPLING',
  now: Date,
): Promise<TimeEntry[]> {
  if (rows.length === 0) return [];
  const anstNrs = [...new Set(rows.map((r) => r.AnstNr))];
  if (anstNrs.length !== 1)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });
  const anstNr = anstNrs[0] as string;
  requireReporter(ctx, anstNr);
  const employee = await requireEmployee(db, ctx, anstNr);
  await checkValues(db, ctx, employee.tidKodGrupp, rows);
  const flags = statusFlags(ctx);
  const status = initialStatus(flags);
  const { user } = ctx.auth;
  const stored = await db.transaction(async (tx) => {
    const inserted = await repo.insertEntries(
      tx,
      rows.map((r) => ({
        ...entryColumns(r),
        ftgId: ctx.company.ftgId,
        status,
        kalla,
        updatedBy: user.id,
        updatedByNamn: user.namn,
        updatedAt: now,
      })),
    );
    await recordEvents(
      tx,
      ctx,
      now,
      inserted.map((e) => ({
        entryId: e.id,
        anstNr,
        handelse: 'CREATE',
        details: { Kalla: kalla, ...valuesOf(e) },
      })),
    );
    return inserted;
  });
  const manager = actsAsManager(ctx, anstNr);
  return stored.map((r) => presentEntry(r, flags, manager));
}

/** A row the caller may change: in scope, editable in its status, at the version they read. */
async function editableRow(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findEntry(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  requireReporter(ctx, row.anstNr);
  const employee = await requireEmployee(db, ctx, row.anstNr);
  if (!mayEdit(row.status, statusFlags(ctx), actsAsManager(ctx, row.anstNr)))
    throw new ApiError('TimeEntryNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}

export async function updateEntry(
  db: Db,
  ctx: CompanyContext,
  id: string,
  values: TimeEntryValues,
  version: number,
  now: Date,
): Promise<TimeEntry> {
  const { row, employee } = await editableRow(db, ctx, id, version);
  if (values.AnstNr !== row.anstNr)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });
  await checkValues(db, ctx, employee.tidKodGrupp, [values]);
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    const after = await repo.updateEntry(tx, ctx.company.ftgId, id, version, {
      ...entryColumns(values),
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await recordEvents(tx, ctx, now, [
      { entryId: id, anstNr: row.anstNr, handelse: 'UPDATE', details: changedFields(row, after) },
    ]);
    return after;
  });
  return presentEntry(updated, statusFlags(ctx), actsAsManager(ctx, row.anstNr));
}

export async function deleteEntry(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { row } = await editableRow(db, ctx, id, version);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteEntry(tx, ctx.company.ftgId, id, version))) throw new ApiError('VersionConflict');
    await recordEvents(tx, ctx, now, [
      { entryId: id, anstNr: row.anstNr, handelse: 'DELETE', details: valuesOf(row) },
    ]);
  });
  return row.anstNr;
}

/** Copies the rows of a day or week starting `fromDate` to the same weekdays from `toDate`. */
export async function copyEntries(
  db: Db,
  ctx: CompanyContext,
  input: { AnstNr: string; FranDatum: string; TillDatum: string; Dagar: number },
  now: Date,
) {
  await requireEmployee(db, ctx, input.AnstNr);
  const source = await repo.listEntries(
    db,
    ctx.company.ftgId,
    input.AnstNr,
    input.FranDatum,
    addDays(input.FranDatum, input.Dagar - 1),
  );
  const shift = daysBetween(input.FranDatum, input.TillDatum);
  const rows = source.map((r) => ({ ...valuesOf(r), Datum: addDays(r.datum, shift) }));
  return createEntries(db, ctx, rows, 'KOPIA', now);
}

/** A row with the schedule's hours on every scheduled day of the period that has no rows yet. */
export async function fillFromSchedule(
  db: Db,
  ctx: CompanyContext,
  input: { AnstNr: string; From: string; To: string; TidKod?: string | undefined },
  now: Date,
) {
  const employee = await requireEmployee(db, ctx, input.AnstNr);
  const ftgId = ctx.company.ftgId;
  const [{ scheduleOf }, existing, codes] = await Promise.all([
    loadSchedules(db, ftgId, [input.AnstNr], input.From, input.To),
    repo.listEntries(db, ftgId, input.AnstNr, input.From, input.To),
    repo.listTidKoder(db, ftgId),
  ]);
  const tidKod =
    input.TidKod ||
    codes
      .filter(
        (c) =>
          c.grupper.includes(employee.tidKodGrupp) &&
          tidKodKind(c.typ) === 'attendance' &&
          c.typ === 'NORMAL',
      )
      .map((c) => c.tidKod)
      .sort()[0];
  if (!tidKod)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'TidKod', Code: 'validation.required' }] });
  const reported = new Set(existing.map((r) => r.datum));
  // The employee's own brukare and result units (PerStatus) go on the rows, as a typed row would default.
  const open = (n: number) => !!ctx.company.openResEnhet[n - 1];
  const own = (n: number) => (open(n) ? (employee.resEnhet[n - 1] ?? '') : '');
  const rows: TimeEntryValues[] = [];
  for (const [Datum, hours] of scheduleOf(input.AnstNr)) {
    if (hours <= 0 || reported.has(Datum)) continue;
    rows.push({
      AnstNr: input.AnstNr,
      Datum,
      TidKod: tidKod,
      Timmar: hours,
      StartTid: '',
      SlutTid: '',
      RastMinuter: 0,
      Brukare: ctx.company.useLss && employee.useBrukare ? (employee.brukare ?? '') : '',
      ResEnhet1: own(1),
      ResEnhet2: own(2),
      ResEnhet3: own(3),
      ResEnhet4: '',
      ResEnhet5: '',
      ResEnhet6: '',
      Kommentar: '',
    });
  }
  return createEntries(db, ctx, rows, 'SCHEMA', now);
}

/** A row's audit trail, for those who may see the row. */
export async function entryHistory(db: Db, ctx: CompanyContext, id: string) {
  const row = await repo.findEntry(db, ctx.company.ftgId, id);
  const events = await repo.listEvents(db, ctx.company.ftgId, id);
  const anstNr = row?.anstNr ?? events[0]?.anstNr;
  if (!anstNr) throw new ApiError('NotFound');
  await requireEmployee(db, ctx, anstNr);
  return events.map((e) => ({
    Handelse: e.handelse as TimeEntryEventName,
    Tid: e.at.toISOString(),
    Anvandare: e.userNamn,
    Detaljer: e.details,
  }));
}
