// SPEC §7 staffing's reference lists: the properties (only with Plus) and the staffing tasks not
// closed. The competences are a plain register (routes.ts).
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { presentStaffingTask } from './presenter';
import * as repo from './repository';

/** GET /egenskaper: only with Plus. */
export async function listProperties(db: Db, { company }: CompanyContext) {
  if (!company.hasPlus) throw new ApiError('Forbidden');
  return repo.listEgenskaper(db, company.ftgId);
}

/** GET /bemanna/bemuppgift: Deleted=false, i.e. the tasks not closed. */
export async function listStaffingTasks(db: Db, { company }: CompanyContext) {
  return (await repo.listBemuppgifter(db, company.ftgId)).map(presentStaffingTask);
}
