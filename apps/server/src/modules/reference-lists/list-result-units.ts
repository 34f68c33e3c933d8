// GET /resenheter (SPEC §7): the company's result units, by dimension.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { presentResultUnits } from './presenter';
import * as repo from './repository';

export async function listResultUnits(db: Db, ctx: CompanyContext) {
  return presentResultUnits(await repo.listResultatenheter(db, ctx.company.ftgId));
}
