// A manager's side of shift swaps (/bemanna/passbyten): the swaps of the people they plan for, each
// interest with what it would do by the law to both people, and the decision. Approving moves the
// shifts, is logged with any warnings and the reason to keep them, and tells both people.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PassbyteBeslutSchema, PassbyteQuerySchema } from '@lonportal/domain/staffing/index';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { managedEmployees } from '../time';
import { announce } from './announce';
import { announceSchedule, scheduleMessages, tellChanged } from './notify';
import * as repo from './repository';
import { syncScheduleDays } from './schedule-days-repository';
import { swapWarnings } from './swap-check';
import * as swaps from './swap-repository';
import { swapViews } from './swap-view';

/** GET /bemanna/passbyten. */
export async function listForManager(
  app: FastifyInstance,
  ctx: CompanyContext,
  q: z.output<typeof PassbyteQuerySchema>,
  at: Date,
) {
  const ftgId = ctx.company.ftgId;
  await swaps.expireDue(app.db, at, ftgId);
  const mine = new Set(
    (await managedEmployees(app.db, ctx))
      .filter((e) => !q.Avdelning || e.avdelning === q.Avdelning)
      .map((e) => e.anstNr),
  );
  const listed = (
    await swaps.listSwaps(app.db, ftgId, q.Status === 'OPPNA', stockholmWallTime(at).Datum)
  ).filter((l) => mine.has(l.swap.anstNr));
  return swapViews(app.db, ftgId, listed, null);
}

/**
 * Moves the offered shift (both halves of a night) to the one interested and their shift in return
 * to the one who offered, marks the swap approved and calls off other swaps of the shifts moved.
 */
export async function executeSwap(
  app: FastifyInstance,
  ctx: CompanyContext,
  d: { swapId: string; interestId: string; beslutAv: string; kommentar: string; version?: number },
  at: Date,
) {
  const ftgId = ctx.company.ftgId;
  const found = await swaps.findSwap(app.db, ftgId, d.swapId);
  const interest = (await swaps.interestsOf(app.db, [d.swapId])).find((i) => i.id === d.interestId);
  if (!found || !interest) throw new ApiError('NotFound');
  const offered = await swaps.withPartner(app.db, found.pass);
  const motRow = interest.motPassId ? await repo.findShift(app.db, ftgId, interest.motPassId) : null;
  const mot = motRow ? await swaps.withPartner(app.db, motRow) : [];
  const told = await app.db.transaction(async (tx) => {
    const set = await swaps.setSwap(tx, ftgId, d.swapId, d.version ?? found.swap.version, {
      status: 'GODKANT',
      valtIntresse: interest.id,
      beslutAv: d.beslutAv,
      beslutKommentar: d.kommentar,
      updatedAt: at,
    });
    if (!set) throw new ApiError('VersionConflict');
    const moved = [...offered, ...mot].map((s) => s.id);
    await swaps.cancelWaitingOf(tx, moved, at);
    await swaps.moveShifts(
      tx,
      offered.map((s) => s.id),
      interest.anstNr,
      at,
    );
    if (mot.length)
      await swaps.moveShifts(
        tx,
        mot.map((s) => s.id),
        found.swap.anstNr,
        at,
      );
    const days = [...offered, ...mot].map((x) => x.datum).sort();
    await syncScheduleDays(tx, ftgId, [found.swap.anstNr, interest.anstNr], days[0]!, days.at(-1)!);
    return tellChanged(tx, ctx, [found.swap.anstNr, interest.anstNr], found.pass.datum, at);
  });
  await announce(app, ftgId, ['shifts']);
  await announceSchedule(app, ftgId, told);
}

/** POST /bemanna/passbyten/{Id}/beslut. */
export async function decideSwap(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  b: z.output<typeof PassbyteBeslutSchema>,
  at: Date,
) {
  const ftgId = ctx.company.ftgId;
  await swaps.expireDue(app.db, at, ftgId);
  const found = await swaps.findSwap(app.db, ftgId, id);
  if (!found) throw new ApiError('NotFound');
  const managed = await managedEmployees(app.db, ctx, { only: [found.swap.anstNr] });
  if (managed.length === 0) throw new ApiError('EmployeeNotAllowed');
  if (!swaps.isWaiting(found.swap.status)) throw new ApiError('StatusChangeNotAllowed');
  // The shift as it was offered, so that the record reads on its own (the report of overrides).
  const details = {
    SwapId: id,
    Beslut: b.Beslut,
    Kommentar: b.Kommentar,
    AnstNr: found.swap.anstNr,
    Datum: found.pass.datum,
    StartTid: found.pass.startTid,
    SlutTid: found.pass.slutTid,
    Bemuppgift: found.pass.bemuppgift,
  };
  if (b.Beslut === 'NEKA') {
    const told = await app.db.transaction(async (tx) => {
      if (
        !(await swaps.setSwap(tx, ftgId, id, b.Version, {
          status: 'NEKAT',
          beslutAv: ctx.auth.user.namn,
          beslutKommentar: b.Kommentar,
          updatedAt: at,
        }))
      )
        throw new ApiError('VersionConflict');
      await writeAudit(tx, { at, userId: ctx.auth.user.id, ftgId, action: 'shiftSwap.decided', details });
      return scheduleMessages(
        tx,
        ctx,
        'SWAP_DENIED',
        new Map([[found.swap.anstNr, { datum: found.pass.datum }]]),
        at,
      );
    });
    await announce(app, ftgId, ['shifts']);
    await announceSchedule(app, ftgId, told);
    return;
  }
  const interest = (await swaps.interestsOf(app.db, [id])).find((i) => i.id === b.IntresseId);
  if (!interest) throw new ApiError('NotFound');
  const motRow = interest.motPassId ? await repo.findShift(app.db, ftgId, interest.motPassId) : null;
  const w = await swapWarnings(
    app.db,
    ftgId,
    await swaps.withPartner(app.db, found.pass),
    interest.anstNr,
    motRow ? await swaps.withPartner(app.db, motRow) : [],
  );
  const warnings = [...w.taker, ...w.giver];
  if (warnings.length && !b.Overstyrning) throw new ApiError('StaffingConflicts');
  await writeAudit(app.db, {
    at,
    userId: ctx.auth.user.id,
    ftgId,
    action: warnings.length ? 'shift.overridden' : 'shiftSwap.decided',
    details: {
      ...details,
      IntresseId: interest.id,
      ...(warnings.length ? { Overstyrning: b.Overstyrning, Varningar: warnings } : {}),
    },
  });
  await executeSwap(
    app,
    ctx,
    {
      swapId: id,
      interestId: interest.id,
      beslutAv: ctx.auth.user.namn,
      kommentar: b.Kommentar,
      version: b.Version,
    },
    at,
  );
}
