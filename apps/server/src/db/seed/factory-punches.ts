// Punch factories (re-exported by factories.ts): stored punches (stämplingar) as the punch clock
// keeps them, for tests that need a history of punches without pressing the clock for each.
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../client';
import { punches } from '../schema/index';

export interface StoredPunch {
  inAt: Date;
  /** Null (the default): still punched in. */
  outAt?: Date | null;
  /** Minutes of breaks ended. */
  rastMinuter?: number;
  /** A break going on since then (an open punch). */
  rastStart?: Date | null;
}

/** Writes an employee's punches, dated by their punch-in (domain punches.ts rule 1), without time entries. */
export async function createPunches(
  db: Db,
  opts: { ftgId: string; anstNr: string },
  list: readonly StoredPunch[],
): Promise<{ id: string; datum: string }[]> {
  if (list.length === 0) return [];
  return db
    .insert(punches)
    .values(
      list.map((p) => ({
        ftgId: opts.ftgId,
        anstNr: opts.anstNr,
        datum: stockholmWallTime(p.inAt).Datum,
        inAt: p.inAt,
        outAt: p.outAt ?? null,
        rastMinuter: p.rastMinuter ?? 0,
        rastStart: p.rastStart ?? null,
        updatedAt: p.outAt ?? p.inAt,
      })),
    )
    .returning({ id: punches.id, datum: punches.datum });
}
