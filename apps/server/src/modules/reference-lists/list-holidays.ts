// GET /holidays/{year} (SPEC §7): the company's holidays and eves of a year.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listHolidays as readHolidays } from '../../shared/reference-reads';
import { presentHoliday } from './presenter';

export async function listHolidays(db: Db, ctx: CompanyContext, year: number) {
  return (await readHolidays(db, ctx.company.ftgId, `${year}-01-01`, `${year}-12-31`)).map(presentHoliday);
}
