// GET /tidkoder (SPEC §7): the company's time codes, of a code group.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listTidKoder } from '../../shared/reference-reads';
import { codeGroupOf } from './access';
import { presentTimeCode } from './presenter';

export async function listTimeCodes(db: Db, ctx: CompanyContext, asked: string | undefined) {
  const group = await codeGroupOf(db, ctx, asked, 'tid');
  return (await listTidKoder(db, ctx.company.ftgId, group)).map(presentTimeCode);
}
