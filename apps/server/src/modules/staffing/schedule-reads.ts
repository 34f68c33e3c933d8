// What the employee's schedule (SPEC §2.1 /schedule) reads of the shifts: one person's published
// shifts, and the others' published shifts on the same tasks in the period (the colleagues). Only
// published shifts are anyone's schedule (SPEC §3 shift); these are stored rows, one per day part.
import { readAll } from '../../db/client';
import * as repo from './repository';

export type { ShiftRow } from './repository';

/** One employee's published shifts of `from`..`to`, by day and start. */
export const ownPublishedShifts = (db: repo.Db, ftgId: string, anstNr: string, from: string, to: string) =>
  repo.publishedShiftsOf(db, ftgId, anstNr, from, to);

/** The others' published shifts on any of `tasks` in `from`..`to` (one read per task: a person works few). */
export async function colleagueShifts(
  db: repo.Db,
  ftgId: string,
  anstNr: string,
  tasks: readonly string[],
  from: string,
  to: string,
): Promise<repo.ShiftRow[]> {
  const perTask = await readAll(
    db,
    tasks.map(
      (bemuppgift) => () => repo.listShifts(db, ftgId, from, to, { bemuppgift, publishedOnly: true }),
    ),
  );
  return perTask.flat().filter((s) => s.anstNr !== anstNr);
}
