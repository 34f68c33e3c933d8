// POST /stamplingar: punching in and out and starting and ending breaks (domain punches/punches.ts).
import {
  breakMinutes,
  openTooLong,
  punchOrderError,
  punchTime,
  PUNCH_SENT_LATER_MAX_DAYS,
  type PunchAction,
  type PunchRequest,
  type Stampling,
} from '@lonportal/domain/punches/punches';
import { NULL_ID } from '@lonportal/domain/constants';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { createEntriesFor, requireEmployee, requireReporter, type ScopedEmployee } from '../time';
import { punchDate, punchEntryValues } from './entry-values';
import { presentOne } from './present-punches';
import * as repo from './repository';

export interface PunchResult {
  stampling: Stampling;
  /** 201 for a punch-in, 200 for the others; a replayed key answers its first status. */
  status: 200 | 201;
  /** Whether anything changed (false for a replayed key): the browsers are told then. */
  changed: boolean;
  /** Whether a time entry was made (the time report changed too). */
  entryMade: boolean;
}

/** How long a press's key is kept: past the oldest press that may be sent later (rule 9). */
export const PUNCH_KEY_KEEP_DAYS = PUNCH_SENT_LATER_MAX_DAYS + 1;
const DAY_MS = 86_400_000;

/**
 * POST /stamplingar: one press of the clock for an employee (the caller's own by default; PER
 * only their own), at the server's clock or, sent later, at the press's Tid (rule 9). With a
 * Nyckel the same key again answers the first press's punch and changes nothing (ADR 0018).
 * Punches of one employee run one at a time (their row is locked meanwhile).
 */
export async function punch(
  db: Db,
  ctx: CompanyContext,
  input: PunchRequest,
  now: Date,
): Promise<PunchResult> {
  const { Action: action, Nyckel: nyckel } = input;
  const anstNr = input.AnstNr ?? ctx.access.AnstNr;
  if (!anstNr) throw fieldError('AnstNr', 'validation.required');
  requireReporter(ctx, anstNr);
  const employee = await requireEmployee(db, ctx, anstNr);
  const time = punchTime(input.Tid, now);
  const ftgId = ctx.company.ftgId;
  const userId = ctx.auth.user.id;
  const by = { updatedBy: userId, updatedAt: now };

  const result = await db.transaction(async (tx) => {
    await repo.lockEmployee(tx, ftgId, anstNr);
    if (nyckel) {
      const first = await repo.findPunchRequest(tx, ftgId, userId, nyckel);
      if (first) return { ...(await replay(tx, ftgId, first, action, anstNr)), changed: false };
    }
    // A replayed key answers even when its Tid has since grown too old; a new press is checked.
    if ('error' in time) throw new ApiError('ValidationFailed', { details: [time.error] });
    const pressed = await press(tx, ctx, employee, action, time.at, by);
    if (nyckel) {
      await repo.recordPunchRequest(
        tx,
        {
          ftgId,
          userId,
          nyckel,
          anstNr,
          action,
          punchId: pressed.row.id,
          status: pressed.status,
          punchedAt: time.at,
          receivedAt: now,
        },
        new Date(now.getTime() - PUNCH_KEY_KEEP_DAYS * DAY_MS),
      );
    }
    return { ...pressed, changed: true };
  });
  return {
    stampling: await presentOne(db, ctx, result.row, now),
    status: result.status,
    changed: result.changed,
    entryMade: result.entryMade,
  };
}

/** The first answer to a key: its punch as it is now, with the first status. */
async function replay(
  db: Db,
  ftgId: string,
  first: repo.PunchRequestRow,
  action: PunchAction,
  anstNr: string,
) {
  // The same key for another press is a client's mistake, not a replay.
  if (first.action !== action || first.anstNr !== anstNr)
    throw fieldError('Nyckel', 'validation.punch.keyReused');
  const row = first.punchId ? await repo.findPunch(db, ftgId, first.punchId) : null;
  // The punch was deleted since: there is nothing to answer, and nothing is made again.
  if (!row) throw new ApiError('NotFound');
  return { row, status: first.status === 201 ? (201 as const) : (200 as const), entryMade: false };
}

/** One press at `at` (rules 1, 2, 6 and 9), in the transaction that holds the employee's row. */
async function press(
  tx: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  action: PunchAction,
  at: Date,
  by: { updatedBy: string; updatedAt: Date },
): Promise<{ row: repo.PunchRow; status: 200 | 201; entryMade: boolean }> {
  const ftgId = ctx.company.ftgId;
  const anstNr = employee.anstNr;
  const open = await repo.findOpenPunch(tx, ftgId, anstNr);
  if (action === 'in') {
    if (open) throw new ApiError('PunchAlreadyOpen');
    // A punch-in sent later may not reach back into a punch that has ended since.
    const span = { ftgId, anstNr, id: NULL_ID, inAt: at, outAt: by.updatedAt };
    if (at.getTime() < by.updatedAt.getTime() && (await repo.overlapsOther(tx, span)))
      throw fieldError('Tid', 'validation.punch.overlaps');
    const row = await repo.insertPunch(tx, { ftgId, anstNr, datum: punchDate(at), inAt: at, ...by });
    return { row, status: 201, entryMade: false };
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
      checkOrder(open, at);
      return { row: await update({ rastStart: at }), status: 200, entryMade: false };
    case 'rastSlut':
      if (!open.rastStart) throw new ApiError('BreakNotStarted');
      checkOrder(open, at);
      return {
        row: await update({ rastStart: null, rastMinuter: breakMinutes(open, at) }),
        status: 200,
        entryMade: false,
      };
    case 'ut': {
      checkOrder(open, at);
      // Rule 6: past 24 h the punch is closed from the schedule or corrected.
      if (openTooLong(open.inAt, at)) throw new ApiError('PunchOpenTooLong');
      const rastMinuter = breakMinutes(open, at);
      const values = await punchEntryValues(tx, ctx, employee, { inAt: open.inAt, outAt: at, rastMinuter });
      // The employee was checked above, once for this request.
      const [entry] = values
        ? await createEntriesFor(tx, ctx, employee, [values], 'STAMPLING', by.updatedAt)
        : [];
      const row = await update({ outAt: at, rastStart: null, rastMinuter, timeEntryId: entry?.Id ?? null });
      return { row, status: 200, entryMade: entry !== undefined };
    }
  }
}

function checkOrder(open: repo.PunchRow, at: Date): void {
  const problem = punchOrderError(open, at);
  if (problem) throw new ApiError('ValidationFailed', { details: [problem] });
}
