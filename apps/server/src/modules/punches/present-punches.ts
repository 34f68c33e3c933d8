// Punches as the wire shows them, with what presenting needs read in one go: their days'
// schedules, their time entries' locks and their working-time-law warnings (rule 8).
import { punchWorkPeriod, type Stampling } from '@lonportal/domain/punches/punches';
import { atlHistoryFrom, atlWarnings, type AtlVarning } from '@lonportal/domain/working-time/punch-rules';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { entryLockOf } from './access';
import { presentPunch } from './presenter';
import * as repo from './repository';
import { loadDays } from './schedule-days';

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
