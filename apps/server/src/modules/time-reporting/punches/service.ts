// The punch clock (domain time-reporting/punches.ts): the list, the caller's open punch, and
// punching in and out and starting and ending breaks.
import {
  breakMinutes,
  openTooLong,
  type PunchAction,
  type Stampling,
} from '@lonportal/domain/time-reporting/punches';
import { atlHistoryFrom } from '@lonportal/domain/working-time';
import type { Db } from '../../../db/client';
import type { CompanyContext } from '../../../plugins/access/index';
import { ApiError, fieldError } from '../../../plugins/errors';
import { requireEmployee, requireReporter } from '../access';
import { createEntriesFor } from '../create-entries';
import * as repo from './repository';
import { presentOne, presentPunches, punchDate, punchEntryValues } from './shared';

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

export interface PunchResult {
  stampling: Stampling;
  /** Whether a time entry was made (the time report changed too). */
  entryMade: boolean;
}

/**
 * POST /stamplingar: one press of the clock for an employee (the caller's own by default; PER
 * only their own). Punches of one employee run one at a time (their row is locked meanwhile).
 */
export async function punch(
  db: Db,
  ctx: CompanyContext,
  action: PunchAction,
  asked: string | undefined,
  now: Date,
): Promise<PunchResult> {
  const anstNr = asked ?? ctx.access.AnstNr;
  if (!anstNr) throw fieldError('AnstNr', 'validation.required');
  requireReporter(ctx, anstNr);
  const employee = await requireEmployee(db, ctx, anstNr);
  const ftgId = ctx.company.ftgId;
  const by = { updatedBy: ctx.auth.user.id, updatedAt: now };

  const result = await db.transaction(async (tx) => {
    await repo.lockEmployee(tx, ftgId, anstNr);
    const open = await repo.findOpenPunch(tx, ftgId, anstNr);
    if (action === 'in') {
      if (open) throw new ApiError('PunchAlreadyOpen');
      const row = await repo.insertPunch(tx, { ftgId, anstNr, datum: punchDate(now), inAt: now, ...by });
      return { row, entryMade: false };
    }
    if (!open) throw new ApiError('PunchNotOpen');
    const update = async (values: Partial<repo.NewPunchRow>) => {
      const row = await repo.updatePunch(tx, ftgId, open.id, open.version, { ...values, ...by });
      if (!row) throw new ApiError('VersionConflict');
      return row;
    };
    switch (action) {
      case 'rastStart':
        if (open.rastStart) throw new ApiError('BreakAlreadyStarted');
        return { row: await update({ rastStart: now }), entryMade: false };
      case 'rastSlut':
        if (!open.rastStart) throw new ApiError('BreakNotStarted');
        return {
          row: await update({ rastStart: null, rastMinuter: breakMinutes(open, now) }),
          entryMade: false,
        };
      case 'ut': {
        // Rule 6: past 24 h the punch is closed from the schedule or corrected.
        if (openTooLong(open.inAt, now)) throw new ApiError('PunchOpenTooLong');
        const rastMinuter = breakMinutes(open, now);
        const values = await punchEntryValues(tx, ctx, employee, {
          inAt: open.inAt,
          outAt: now,
          rastMinuter,
        });
        // The employee was checked above, once for this request.
        const [entry] = await createEntriesFor(tx, ctx, employee, [values], 'STAMPLING', now);
        const row = await update({
          outAt: now,
          rastStart: null,
          rastMinuter,
          timeEntryId: entry?.Id ?? null,
        });
        return { row, entryMade: true };
      }
    }
  });
  return { stampling: await presentOne(db, ctx, result.row, now), entryMade: result.entryMade };
}
