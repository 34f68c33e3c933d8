// GET /perlista (SPEC §7): the employee registry of the request's company, as far as the caller sees it.
import type { z } from 'zod';
import { compareByName, type EmployeeListEntry, type EmployeeListQuerySchema } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { employeeFilter } from '../../shared/employee-scope';
import { presentEmployee } from './presenter';
import * as repo from './repository';

export async function listEmployees(
  db: Db,
  ctx: CompanyContext,
  query: z.output<typeof EmployeeListQuerySchema>,
  now: Date,
): Promise<EmployeeListEntry[]> {
  // SPEC §6: the list for PER is limited to their own AnstNr; AVD sees their department,
  // LSS and BRU the employees working for brukare (shared/employee-scope.ts).
  const rows = await repo.listEmployees(db, ctx.company.ftgId, {
    ...(query.AnstNr !== undefined ? { anstNr: query.AnstNr } : {}),
    includeLocked: query.Locked !== 'false',
    filter: await employeeFilter(db, ctx),
    today: stockholmWallTime(now).Datum,
  });
  // In Swedish order here: the database's collation may not know Swedish (Å, Ä, Ö).
  return rows.map(presentEmployee).sort(compareByName);
}
