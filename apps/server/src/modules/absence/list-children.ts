// GET /barnregister/:AnstNr: an employee's children, whom VAB is reported for (SPEC §3, §5 Child
// register), read in the same employee scope as time.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import { presentChild } from './presenter';
import { todayOf } from './report-days';
import * as repo from './repository';
import { employeeVabDays } from './vab-days';

/** The employee's children, each with the VAB days taken for them this year. */
export async function listChildren(db: Db, ctx: CompanyContext, anstNr: string, now: Date) {
  const ftgId = ctx.company.ftgId;
  await requireEmployee(db, ctx, anstNr);
  const vabDays = await employeeVabDays(db, ftgId, anstNr, todayOf(now));
  const rows = await repo.childrenOf(db, ftgId, [anstNr]);
  return rows.map((r) => presentChild(r, vabDays));
}
