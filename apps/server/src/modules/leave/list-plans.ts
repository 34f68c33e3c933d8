// GET /leaveplanner: the company's planning periods (SPEC §2.1 /leaveplanner/overview).
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { presentPlan } from './presenter';
import * as repo from './repository';

export async function listPlans(db: Db, ctx: CompanyContext) {
  return (await repo.listPlans(db, ctx.company.ftgId)).map(presentPlan);
}
