// GET /obregler (SPEC §7): the company's OB rules, only with Plus.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';

export async function listObRules(db: Db, { company }: CompanyContext) {
  if (!company.hasPlus) throw new ApiError('Forbidden');
  return repo.listObRegler(db, company.ftgId);
}
