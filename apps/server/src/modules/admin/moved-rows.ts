// GET /admin/portal/movedRows: the rows whose place in the process other switches would change.
import { stageMoves, type MovedRows, type StatusFlags } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { companyProcessOf, flagsOf } from './portal-presenter';
import * as repo from './portal-repository';

export async function movedRows(db: Db, ctx: CompanyContext, to: StatusFlags): Promise<MovedRows> {
  const { company } = await repo.findCompanySettings(db, ctx.company.ftgId);
  const moves = stageMoves(flagsOf(companyProcessOf(company)), to);
  const counts = await repo.countByStatus(
    db,
    ctx.company.ftgId,
    moves.map((m) => m.status),
  );
  return moves
    .map((m) => ({
      Status: m.status,
      From: m.from,
      To: m.to,
      Forward: m.forward,
      Antal: counts.get(m.status) ?? 0,
    }))
    .filter((m) => m.Antal > 0);
}
