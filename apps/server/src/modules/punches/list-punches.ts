// GET /stamplingar and GET /stamplingar/oppen: an employee's punches of a period, and the caller's
// own open punch.
import { atlHistoryFrom } from '@lonportal/domain/working-time/punch-rules';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import { presentOne, presentPunches } from './present-punches';
import * as repo from './repository';

/**
 * GET /stamplingar: an employee's punches of a period (scope as the time report's), read in one
 * statement with those of the days before that their ATL warnings look back on (rule 8).
 */
export async function listPunches(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  from: string,
  to: string,
  now: Date,
) {
  await requireEmployee(db, ctx, anstNr);
  const known = await repo.listPunches(db, ctx.company.ftgId, anstNr, atlHistoryFrom(from), to);
  // The period's punches, and one still open from before it (repository listPunches).
  const rows = known.filter((r) => r.datum >= from || r.outAt === null);
  return presentPunches(db, ctx, rows, now, { from, to }, known);
}

/** GET /stamplingar/oppen: the caller's own open punch, if any. */
export async function openPunch(db: Db, ctx: CompanyContext, now: Date) {
  const own = ctx.access.AnstNr;
  const row = own ? await repo.findOpenPunch(db, ctx.company.ftgId, own) : null;
  return { Stampling: row ? await presentOne(db, ctx, row, now) : null, Nu: now.toISOString() };
}
