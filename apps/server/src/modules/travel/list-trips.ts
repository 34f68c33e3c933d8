// GET /resor/:AnstNr: an employee's trips that touch a period.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import { presentTrips } from './presenter';
import * as repo from './repository';

export async function listTrips(db: Db, ctx: CompanyContext, anstNr: string, from: string, to: string) {
  await requireEmployee(db, ctx, anstNr);
  const rows = await repo.listTrips(db, ctx.company.ftgId, anstNr, from, to);
  return { AnstNr: anstNr, From: from, To: to, Resor: await presentTrips(db, ctx, rows) };
}
