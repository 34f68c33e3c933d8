// GET /ersattningar/:AnstNr: an employee's compensation rows of a period (also their print).
import type { CompensationReport } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import { presentFor } from './presenter';
import * as repo from './repository';

export async function listCompensations(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  from: string,
  to: string,
): Promise<CompensationReport> {
  await requireEmployee(db, ctx, anstNr);
  const rows = await repo.listCompensations(db, ctx.company.ftgId, anstNr, from, to);
  return { AnstNr: anstNr, From: from, To: to, Rader: rows.map((r) => presentFor(ctx, r)) };
}
