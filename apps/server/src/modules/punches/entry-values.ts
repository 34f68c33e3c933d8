// The time entry a closed punch becomes (domain punches/punches.ts rules 1 and 2).
import { punchTidKod, punchTimeEntry } from '@lonportal/domain/punches/punches';
import type { TimeEntryValues } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import { ownUnits, type ScopedEmployee } from '../time';
import { listTidKoder } from '../../shared/reference-reads';

/**
 * Rule 2: the time entry of a closed punch, with the employee's code, brukare and result units; null
 * for a punch with no worked minute, which makes no row.
 */
export async function punchEntryValues(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  p: { inAt: Date; outAt: Date; rastMinuter: number },
): Promise<TimeEntryValues | null> {
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
