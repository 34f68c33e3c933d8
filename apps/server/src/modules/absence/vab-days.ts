// VAB days per child this year (SPEC §5 Child register): the rows of each child's VAB reports at
// their degree, which the register and the VAB facts of a report show against the year's days.
import type { Db } from '../../db/client';
import type { AbsenceRow } from './repository';
import * as repo from './repository';

/** VAB days of each child in the current year: the rows of its reports at their degree. */
export function vabDaysThisYear(
  all: readonly AbsenceRow[],
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

/** VAB days per child of one employee this year, from their reports. */
export async function employeeVabDays(db: Db, ftgId: string, anstNr: string, today: string) {
  const all = await repo.reportsOf(db, ftgId, [anstNr]);
  const counts = await repo.rowCounts(
    db,
    ftgId,
    all.map((a) => a.id),
  );
  return vabDaysThisYear(all, counts, today);
}
