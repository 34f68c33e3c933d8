// GET /LonKoder (SPEC §7): the company's pay codes, of a code group.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listLonKoder } from '../../shared/reference-reads';
import { codeGroupOf } from './access';
import { presentPayCode } from './presenter';

export async function listPayCodes(db: Db, ctx: CompanyContext, asked: string | undefined) {
  const group = await codeGroupOf(db, ctx, asked, 'lon');
  return (await listLonKoder(db, ctx.company.ftgId, group)).map(presentPayCode);
}
