// GET /api/lonexport: the company's earlier transfers to payroll.
import type { PayrollExport } from '@lonportal/domain/payroll/paxml';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { presentExport } from './presenter';
import * as repo from './repository';

/** The company's earlier exports, newest first. */
export async function listExports(db: Db, ctx: CompanyContext): Promise<PayrollExport[]> {
  return (await repo.listExports(db, ctx.company.ftgId)).map(presentExport);
}
