// What the punch use cases share: the schedule of punch days, the time entry lock, the employee's
// defaults for the time entry, presenting a row and telling the browsers.
import type { FastifyInstance } from 'fastify';
import {
  punchTidKod,
  punchTimeEntry,
  scheduledDays,
  type ScheduledDay,
  type Stampling,
} from '@lonportal/domain/time-reporting/punches';
import type { TimeEntryValues } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { readAll, type Db } from '../../../db/client';
import type { CompanyContext } from '../../../plugins/access/index';
import { ApiError, fieldError } from '../../../plugins/errors';
import { actsAsManager, statusFlags, type ScopedEmployee } from '../access';
import { ownUnits } from '../company-rules';
import { presentEntry } from '../presenter';
import * as entryRepo from '../repository';
import { presentPunch } from './presenter';
import * as repo from './repository';

type EntryRow = entryRepo.EntryRow;

/** Rule 3 for one employee from `from` to `to`. */
export async function loadDays(
  db: Db,
  ftgId: string,
  anstNr: string,
  from: string,
  to: string,
): Promise<Map<string, ScheduledDay | null>> {
  const [periods, scheman, daysOff] = await readAll(db, [
    () => entryRepo.listPerSchema(db, ftgId, [anstNr]),
    () => entryRepo.listArbScheman(db, ftgId),
    () => entryRepo.listHolidays(db, ftgId, from, to),
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
  const entry = row.timeEntryId ? await entryRepo.findEntry(db, ctx.company.ftgId, row.timeEntryId) : null;
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
  const codes = await entryRepo.listTidKoder(db, ctx.company.ftgId);
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

/** Presents punches of one employee with their days' schedules and their time entries' locks. */
export async function presentPunches(
  db: Db,
  ctx: CompanyContext,
  rows: readonly repo.PunchRow[],
  now: Date,
  period?: { from: string; to: string },
): Promise<Stampling[]> {
  if (rows.length === 0) return [];
  const anstNr = rows[0]!.anstNr;
  const dates = rows.map((r) => r.datum).sort();
  const from = period && period.from < dates[0]! ? period.from : dates[0]!;
  const to = period && period.to > dates.at(-1)! ? period.to : dates.at(-1)!;
  const ids = rows.flatMap((r) => (r.timeEntryId ? [r.timeEntryId] : []));
  const [days, entries] = await readAll(db, [
    () => loadDays(db, ctx.company.ftgId, anstNr, from, to),
    () => repo.listEntriesById(db, ctx.company.ftgId, ids),
  ]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  return rows.map((row) =>
    presentPunch(row, {
      ctx,
      now,
      day: days.get(row.datum) ?? null,
      entryLock: entryLockOf(ctx, row.timeEntryId ? (byId.get(row.timeEntryId) ?? null) : null),
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
