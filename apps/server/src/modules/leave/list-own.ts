// GET /leaveapplications: one employee's own applications (SPEC §6: an employee sees their own).
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import * as repo from './repository';
import { showApplications } from './show-applications';

/** The employee's applications, latest first. */
export async function listOwn(db: Db, ctx: CompanyContext, anstNr: string) {
  const employee = await requireEmployee(db, ctx, anstNr);
  const rows = await repo.listApplications(db, ctx.company.ftgId, [anstNr]);
  return showApplications(db, ctx, rows.reverse(), [employee]);
}
