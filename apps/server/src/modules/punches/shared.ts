// What the punch use cases share: the schedule of punch days, the time entry lock, the employee's
// defaults for the time entry, presenting a row and telling the browsers.
import type { FastifyInstance } from 'fastify';
import {
  punchTidKod,
  punchTimeEntry,
  punchWorkPeriod,
  scheduledDays,
  type ScheduledDay,
  type Stampling,
} from '@lonportal/domain/punches/punches';
import type { TimeEntryValues } from '@lonportal/domain';
import { atlHistoryFrom, atlWarnings, type AtlVarning } from '@lonportal/domain/working-time';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import {
  actsAsManager,
  type EntryRow,
  ownUnits,
  presentEntry,
  type ScopedEmployee,
  statusFlags,
  timeReads,
} from '../time';
import { presentPunch } from './presenter';
import * as repo from './repository';
import { listArbScheman, listHolidays, listPerSchema, listTidKoder } from '../../shared/reference-reads';

/** Rule 3 for one employee from `from` to `to`. */
export async function loadDays(
  db: Db,
  ftgId: string,
  anstNr: string,
  from: string,
  to: string,
): Promise<Map<string, ScheduledDay | null>> {
  const [periods, scheman, daysOff] = await readAll(db, [
    () => listPerSchema(db, ftgId, [anstNr]),
    () => listArbScheman(db, ftgId),
    () => listHolidays(db, ftgId, from, to),
  ]);
  return scheduledDays(
    from,
    to,
    periods.map((p) => ({ FromDatum: p.fromDatum, UseArbSchema: p.useArbSchema, ArbSchema: p.arbSchema })),
    scheman.map((s) => ({ ArbSchema: s.arbSchema, Dagar: s.dagar.map(Number), StartTid: s.startTid })),
    daysOff.map((d) => ({ Datum: d.datum, Typ: d.typ })),
  );
}

/** Why the caller may not change this time entry (the time report's i18n key), '' when they may. */
export const entryLockOf = (ctx: CompanyContext, entry: EntryRow | null): string =>
  entry ? presentEntry(entry, statusFlags(ctx), actsAsManager(ctx, entry.anstNr)).LastOrsak : '';

/** The time entry of a punch, refused with its reason when the caller may not change it any more. */
export async function changeableEntry(
  db: Db,
  ctx: CompanyContext,
  row: repo.PunchRow,
): Promise<EntryRow | null> {
  const entry = row.timeEntryId ? await timeReads.findEntry(db, ctx.company.ftgId, row.timeEntryId) : null;
  const lock = entryLockOf(ctx, entry);
  if (lock) throw new ApiError('TimeEntryNotEditable', { details: [{ Field: 'TidradId', Code: lock }] });
  return entry;
}

/** Rule 2: the time entry of a closed punch, with the employee's code, brukare and result units. */
export async function punchEntryValues(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  p: { inAt: Date; outAt: Date; rastMinuter: number },
): Promise<TimeEntryValues> {
  const codes = await listTidKoder(db, ctx.company.ftgId);
  const tidKod = punchTidKod(
    codes.map((c) => ({ TidKod: c.tidKod, Typ: c.typ, Grupper: c.grupper })),
    employee.tidKodGrupp,
  );
  if (!tidKod) throw fieldError('TidKod', 'validation.timeEntry.unknownCode');
  // As the time report's fill from schedule: the employee's own brukare and open result units.
  return punchTimeEntry({ AnstNr: employee.anstNr, ...p }, { TidKod: tidKod, ...ownUnits(ctx, employee) });
}

/** The wall date of an instant, for a punch's Datum (rule 1). */
export const punchDate = (at: Date): string => stockholmWallTime(at).Datum;

/** Rule 8: the ATL warnings of each punch of one employee, from `known` (their punches up to them). */
export function atlWarningsOf(known: readonly repo.PunchRow[], now: Date): Map<string, AtlVarning[]> {
  const warnings = atlWarnings(known.map(punchWorkPeriod), now);
  return new Map(known.map((row, i) => [row.id, warnings[i] ?? []]));
}

/**
 * Presents punches of one employee with their days' schedules, their time entries' locks and their
 * ATL warnings. `known`: the employee's punches from atlHistoryFrom(the first date) on, when the
 * caller has read them; read here otherwise.
 */
export async function presentPunches(
  db: Db,
  ctx: CompanyContext,
  rows: readonly repo.PunchRow[],
  now: Date,
  period?: { from: string; to: string },
  known?: readonly repo.PunchRow[],
): Promise<Stampling[]> {
  if (rows.length === 0) return [];
  const ftgId = ctx.company.ftgId;
  const anstNr = rows[0]!.anstNr;
  const dates = rows.map((r) => r.datum).sort();
  const from = period && period.from < dates[0]! ? period.from : dates[0]!;
  const to = period && period.to > dates.at(-1)! ? period.to : dates.at(-1)!;
  const ids = rows.flatMap((r) => (r.timeEntryId ? [r.timeEntryId] : []));
  const [days, entries, history] = await readAll(db, [
    () => loadDays(db, ftgId, anstNr, from, to),
    () => repo.listEntriesById(db, ftgId, ids),
    () => (known ? Promise.resolve(known) : repo.listPunches(db, ftgId, anstNr, atlHistoryFrom(from), to)),
  ]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const atl = atlWarningsOf(history, now);
  return rows.map((row) =>
    presentPunch(row, {
      ctx,
      now,
      day: days.get(row.datum) ?? null,
      entryLock: entryLockOf(ctx, row.timeEntryId ? (byId.get(row.timeEntryId) ?? null) : null),
      atl: atl.get(row.id) ?? [],
    }),
  );
}

export async function presentOne(
  db: Db,
  ctx: CompanyContext,
  row: repo.PunchRow,
  now: Date,
): Promise<Stampling> {
  const [one] = await presentPunches(db, ctx, [row], now);
  return one!;
}

/** RESOURCE_UPDATED { Resource: 'punches' } to the company's open punch lists and clock cards. */
export function publishPunches(app: FastifyInstance, ctx: CompanyContext, anstNr: string) {
  return app.bus.publish({
    Event: 'RESOURCE_UPDATED',
    Payload: { Resource: 'punches', AnstNr: [anstNr] },
    FtgId: ctx.company.ftgId,
  });
}
