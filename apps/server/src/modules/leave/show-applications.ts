// Leave applications as the pages show them: with the type of their absence code, from the
// company's time codes.
import type { LeaveApplication } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listTidKoder } from '../../shared/reference-reads';
import type { ScopedEmployee } from '../time';
import { presentApplications } from './presenter';
import type { LeaveRow } from './repository';

export async function showApplications(
  db: Db,
  ctx: CompanyContext,
  rows: readonly LeaveRow[],
  employees: readonly ScopedEmployee[],
): Promise<LeaveApplication[]> {
  return presentApplications(rows, employees, await listTidKoder(db, ctx.company.ftgId));
}
