// POST /godkann, /attest, /ersattningar/godkann, /ersattningar/attest: approval and attestation
// over a period (SPEC §4 Attest status; domain status.ts), of time rows or compensation rows. They
// take what has happened (domain time/approval-window.ts): rows dated after today wait for their
// day, but for planned absence the request names as an exception (IForvag).
import {
  TIME_ENTRY_STATUSES,
  transition,
  type AccessContext,
  type StatusAction,
  type StatusFlags,
  type TimeEntryStatus,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import {
  byDay,
  inAdvanceRuns,
  splitAtToday,
  type StatusAnswer,
} from '@lonportal/domain/time/approval-window';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { writeAudit } from '../../plugins/access/store';
import type { Moved, StatusRows } from '../../shared/row-status';
import { statusFlags } from '../time';
import { employeesToMove, rowsToMove } from './access';
import { rowsAhead, type RowAhead } from './repository';

/** The rows a status endpoint moves: its actions, who may take them (a portal flag) and the rows. */
export interface StatusTarget {
  actions: readonly string[];
  may: (access: AccessContext) => boolean;
  rows: StatusRows;
  /** Whose rows they are: time rows may be planned absence, compensation rows never are. */
  kind: 'time' | 'compensations';
}

/** The status moves the action makes, refused as a whole when the company's switches forbid it. */
function movesOf(action: Exclude<StatusAction, 'transfer'>, flags: StatusFlags) {
  const probe = transition('NOT_APPROVED', action, flags);
  if (!probe.ok && probe.reason !== 'timeReport.refused.wrongStatus')
    throw new ApiError('StatusChangeNotAllowed', { details: [{ Field: 'Action', Code: probe.reason }] });
  const moves: { from: TimeEntryStatus; to: TimeEntryStatus }[] = [];
  for (const from of TIME_ENTRY_STATUSES) {
    const t = transition(from, action, flags);
    if (t.ok) moves.push({ from, to: t.status });
  }
  return moves;
}

/** The endpoint's action and access: 400 for an action it does not take, 403 without the flag. */
function checkAction(ctx: CompanyContext, action: StatusAction, target: StatusTarget) {
  if (!target.actions.includes(action))
    throw new ApiError('ValidationFailed', { details: [{ Field: 'Action', Code: 'validation.invalid' }] });
  if (!target.may(ctx.access)) throw new ApiError('RoleNotAllowed');
}

/** A status action's request: the employees, the period, the exception and the dry run. */
export interface StatusInput {
  Action: Exclude<StatusAction, 'transfer'>;
  AnstNr: readonly string[];
  From: string;
  To: string;
  IForvag?: boolean;
  Forhandsvisning?: boolean;
}

/** Rows by employee. */
function byEmployee<R extends { anstNr: string }>(rows: readonly R[]): R[][] {
  const groups = new Map<string, R[]>();
  for (const r of rows) groups.set(r.anstNr, [...(groups.get(r.anstNr) ?? []), r]);
  return [...groups.values()];
}

/** Thrown at the end of a dry run, so that its transaction is rolled back with what it found. */
class DryRun extends Error {
  constructor(readonly answer: StatusAnswer & { anstNrs: string[] }) {
    super('dry run');
  }
}

/**
 * Moves the rows after today that the request names as an exception: each employee's runs of
 * planned absence (inAdvanceRuns). A run is moved as a period, so a row added to it meanwhile
 * would move too: the action is refused (409) rather than approve what nobody named.
 */
async function moveInAdvance(
  tx: Db,
  ftgId: string,
  rows: StatusRows,
  ahead: readonly RowAhead[],
  moves: readonly { from: TimeEntryStatus; to: TimeEntryStatus }[],
  by: { userId: string; namn: string; at: Date },
) {
  const named = new Map<string, RowAhead>();
  const moved: (Moved & { datum: string })[] = [];
  for (const own of byEmployee(ahead)) {
    const anstNr = own[0]!.anstNr;
    for (const run of inAdvanceRuns(own)) {
      for (const r of own) if (r.datum >= run.From && r.datum <= run.To) named.set(r.id, r);
      for (const m of moves) {
        const done = await rows.move(tx, ftgId, [anstNr], { from: run.From, to: run.To }, m.from, m.to, by);
        for (const r of done) {
          const row = named.get(r.id);
          if (!row) throw new ApiError('VersionConflict');
          moved.push({ ...r, ...m, datum: row.datum });
        }
      }
    }
  }
  return moved;
}

type Move = { from: TimeEntryStatus; to: TimeEntryStatus };
type By = { userId: string; namn: string; at: Date };

/** Moves the targets' rows of the days up to today (all days when taking back). */
async function moveDone(
  tx: Db,
  ftgId: string,
  rows: StatusRows,
  targets: readonly string[],
  done: { From: string; To: string } | null,
  moves: readonly Move[],
  by: By,
): Promise<Moved[]> {
  const changed: Moved[] = [];
  if (done && targets.length > 0)
    for (const m of moves) {
      const moved = await rows.move(tx, ftgId, targets, { from: done.From, to: done.To }, m.from, m.to, by);
      changed.push(...moved.map((r) => ({ ...r, ...m })));
    }
  return changed;
}

/**
 * The rows after today: those IForvag names are moved, the rest wait; when IForvag is not asked
 * for, the runs it would take are read without moving them.
 */
async function moveAhead(
  tx: Db,
  ftgId: string,
  target: StatusTarget,
  targets: readonly string[],
  ahead: { From: string; To: string } | null,
  moves: readonly Move[],
  by: By,
  inAdvanceAsked: boolean,
) {
  const later = ahead
    ? await rowsAhead(
        tx,
        target.kind,
        ftgId,
        targets,
        { from: ahead.From, to: ahead.To },
        moves.map((m) => m.from),
      )
    : [];
  const inAdvance = inAdvanceAsked ? await moveInAdvance(tx, ftgId, target.rows, later, moves, by) : [];
  const movedIds = new Set(inAdvance.map((r) => r.id));
  const waiting = later.filter((r) => !movedIds.has(r.id));
  // What IForvag would take, when not asked for: the same runs, read without moving them.
  const couldGo = inAdvanceAsked
    ? []
    : byEmployee(waiting).flatMap((own) => {
        const runs = inAdvanceRuns(own);
        return own.filter((r) => runs.some((run) => r.datum >= run.From && r.datum <= run.To));
      });
  return { inAdvance, waiting, couldGo };
}

/** The audit trail of a status action that changed rows. */
async function auditStatusAction(
  tx: Db,
  ctx: CompanyContext,
  now: Date,
  rows: StatusRows,
  action: StatusInput['Action'],
  period: { from: string; to: string },
  changed: readonly Moved[],
  framtida: readonly { Datum: string }[],
) {
  if (changed.length === 0) return;
  await writeAudit(tx, {
    at: now,
    userId: ctx.auth.user.id,
    ftgId: ctx.company.ftgId,
    action: rows.audit,
    details: {
      Action: action,
      From: period.from,
      To: period.to,
      Antal: changed.length,
      AnstNr: [...new Set(changed.map((c) => c.anstNr))],
      ...(framtida.length > 0 ? { IForvag: framtida.map((d) => d.Datum) } : {}),
    },
  });
}

/**
 * Moves every row of the given employees in the period that the action applies to. Employees
 * outside the caller's scope are refused as a whole (403 EmployeeNotAllowed); an attester does
 * not attest their own time (those rows stay as they are and count as unchanged). Approve and
 * attest take the days up to today, and after today only the planned absence IForvag names;
 * taking back takes every day. A dry run (Forhandsvisning) answers the same and changes nothing.
 */
export async function applyStatusAction(
  db: Db,
  ctx: CompanyContext,
  input: StatusInput,
  now: Date,
  target: StatusTarget,
): Promise<StatusAnswer & { anstNrs: string[] }> {
  const { Action: action, From: from, To: to } = input;
  checkAction(ctx, action, target);
  const { rows } = target;
  const period = { from, to };
  const flags = statusFlags(ctx);
  const wanted = await employeesToMove(db, ctx, input.AnstNr);
  const targets = rowsToMove(ctx, action, wanted);
  const moves = movesOf(action, flags);
  const by = { userId: ctx.auth.user.id, namn: ctx.auth.user.namn, at: now };
  const ftgId = ctx.company.ftgId;
  const today = stockholmWallTime(now).Datum;
  // Taking back is always possible; moving forward waits for the day (approval-window.ts).
  const forward = action === 'approve' || action === 'attest';
  const { done, ahead } = forward
    ? splitAtToday({ From: from, To: to }, today)
    : { done: { From: from, To: to }, ahead: null };
  const run = async (tx: Db) => {
    const total = await rows.count(tx, ftgId, wanted, period);
    const changed = await moveDone(tx, ftgId, rows, targets, done, moves, by);
    const later = await moveAhead(tx, ftgId, target, targets, ahead, moves, by, input.IForvag === true);
    changed.push(...later.inAdvance);
    const framtida = byDay(later.inAdvance);
    await rows.record(tx, ctx, now, action, changed);
    await auditStatusAction(tx, ctx, now, rows, action, period, changed, framtida);
    const anstNrs = [...new Set(changed.map((c) => c.anstNr))];
    const answer = {
      Andrade: changed.length,
      Oforandrade: total - changed.length,
      Anstallda: anstNrs.length,
      Idag: today,
      Framtida: framtida,
      Vantar: byDay(later.waiting),
      KanIForvag: byDay(later.couldGo),
      Forhandsvisning: input.Forhandsvisning === true,
      anstNrs,
    };
    if (input.Forhandsvisning) throw new DryRun({ ...answer, anstNrs: [] });
    return answer;
  };
  try {
    return await db.transaction(run);
  } catch (err) {
    if (err instanceof DryRun) return err.answer;
    throw err;
  }
}
