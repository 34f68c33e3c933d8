// GET /perschema/{AnstNr} (SPEC §7): an employee's schedule periods, within the caller's scope.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listPerSchema } from '../../shared/reference-reads';
import { assertMayReadEmployee } from './access';
import { presentSchedulePeriod } from './presenter';

export async function employeeSchedule(db: Db, ctx: CompanyContext, anstNr: string) {
  await assertMayReadEmployee(db, ctx, anstNr);
  return (await listPerSchema(db, ctx.company.ftgId, [anstNr])).map(presentSchedulePeriod);
}
