// GET /arbschemalist (SPEC §7): the company's work schedules.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listArbScheman } from '../../shared/reference-reads';
import { presentSchedule } from './presenter';

export async function listSchedules(db: Db, ctx: CompanyContext) {
  return (await listArbScheman(db, ctx.company.ftgId)).map(presentSchedule);
}
