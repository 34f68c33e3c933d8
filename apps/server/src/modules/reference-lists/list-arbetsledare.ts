// GET /brukaransvlista (SPEC §7): the company's arbetsledare, empty when UseLSS is off.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

export async function listArbetsledare(db: Db, { company }: CompanyContext) {
  return company.useLss ? repo.listArbetsledare(db, company.ftgId) : [];
}
