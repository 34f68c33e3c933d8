// An employee's side of shift swaps (from /schedule; SPEC §4 Shift swap): offer one's own
// published shift, withdraw it, and register or withdraw interest in a colleague's. Under
// PassbyteTyp D an interest with no warning for either person is the swap at once.
import type { FastifyInstance } from 'fastify';
import { bytesgrans, kanTaPass } from '@lonportal/domain/staffing/index';
import { stockholmInstant, stockholmWallTime } from '@lonportal/domain/dates';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { announce } from './announce';
import * as repo from './repository';
import { kravOfShift, swapWarnings } from './swap-check';
import { executeSwap } from './swap-decisions';
import * as swaps from './swap-repository';
import { swapperOf, swapViews, type Swapper } from './swap-view';

/** The caller's AnstNr, when the company allows swaps at all (PassbyteTyp other than X, SPEC §6). */
export function swapper(ctx: CompanyContext): string {
  if (ctx.access.Portal.PassbyteTyp === 'X' || !ctx.access.AnstNr) throw new ApiError('Forbidden');
  return ctx.access.AnstNr;
}

/** The caller as a taker of colleagues' shifts (swap-view.ts); 403 without an employee record. */
async function viewerOf(app: FastifyInstance, ctx: CompanyContext, at: Date): Promise<Swapper> {
  const me = swapper(ctx);
  const found = await swapperOf(app.db, ctx.company.ftgId, me, stockholmWallTime(at).Datum);
  if (!found) throw new ApiError('EmployeeNotAllowed');
  return found;
}

const settingsOf = async (app: FastifyInstance, ftgId: string) =>
  (await repo.findSettings(app.db, ftgId))?.bytesgransTimmar ?? 24;

/** GET /schedule/passbyten: the caller's offers and interests, and the offers they may take. */
export async function listForEmployee(app: FastifyInstance, ctx: CompanyContext, at: Date) {
  const me = await viewerOf(app, ctx, at);
  const ftgId = ctx.company.ftgId;
  await swaps.expireDue(app.db, at, ftgId);
  const listed = await swaps.listSwaps(app.db, ftgId, false, stockholmWallTime(at).Datum);
  const views = await swapViews(app.db, ftgId, listed, me);
  return views.filter((v) => v.AnstNr === me.AnstNr || v.MittIntresse || v.KanTa);
}

/** POST /schedule/passbyten. */
export async function offerShift(
  app: FastifyInstance,
  ctx: CompanyContext,
  passId: string,
  kommentar: string,
  at: Date,
) {
  const me = swapper(ctx);
  const ftgId = ctx.company.ftgId;
  const pass = await repo.findShift(app.db, ftgId, passId);
  if (!pass || pass.anstNr !== me || !pass.publicerad)
    throw fieldError('PassId', 'validation.staffing.notOwnShift');
  const parts = await swaps.withPartner(app.db, pass);
  const first = parts[0]!;
  const gallerTill = bytesgrans(stockholmInstant(first.datum, first.startTid), await settingsOf(app, ftgId));
  if (gallerTill <= at) throw fieldError('PassId', 'validation.staffing.swapTooLate');
  if (await swaps.waitingSwapOf(app.db, first.id)) throw new ApiError('StatusChangeNotAllowed');
  const row = await swaps.insertSwap(app.db, {
    ftgId,
    passId: first.id,
    anstNr: me,
    status: 'OPPET',
    kommentar,
    gallerTill,
    createdAt: at,
    updatedAt: at,
  });
  await announce(app, ftgId, ['shifts']);
  return (await swapViews(app.db, ftgId, [{ swap: row!, pass: first }], await viewerOf(app, ctx, at)))[0]!;
}

/** A swap the caller acts on, still waiting, at the version read. */
async function waiting(app: FastifyInstance, ctx: CompanyContext, id: string, at: Date) {
  await swaps.expireDue(app.db, at, ctx.company.ftgId);
  const found = await swaps.findSwap(app.db, ctx.company.ftgId, id);
  if (!found) throw new ApiError('NotFound');
  if (!swaps.isWaiting(found.swap.status)) throw new ApiError('StatusChangeNotAllowed');
  return found;
}

/** DELETE /schedule/passbyten/{Id}: the one who offered calls it off. */
export async function withdrawOffer(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  at: Date,
) {
  const me = swapper(ctx);
  const { swap } = await waiting(app, ctx, id, at);
  if (swap.anstNr !== me) throw new ApiError('EmployeeNotAllowed');
  if (!(await swaps.setSwap(app.db, ctx.company.ftgId, id, version, { status: 'AVBRUTET', updatedAt: at })))
    throw new ApiError('VersionConflict');
  await announce(app, ctx.company.ftgId, ['shifts']);
}

/** POST /schedule/passbyten/{Id}/intresse. */
export async function registerInterest(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  body: { MotPassId: string | null; Version: number },
  at: Date,
) {
  const person = await viewerOf(app, ctx, at);
  const me = person.AnstNr;
  const ftgId = ctx.company.ftgId;
  const { swap, pass } = await waiting(app, ctx, id, at);
  if (
    !kanTaPass(
      person,
      { AnstNr: swap.anstNr, Avdelning: pass.avdelning, Bemuppgift: pass.bemuppgift },
      await kravOfShift(app.db, ftgId, pass),
    )
  )
    throw new ApiError('EmployeeNotAllowed');
  const mot = body.MotPassId ? await repo.findShift(app.db, ftgId, body.MotPassId) : null;
  if (
    body.MotPassId &&
    (!mot || mot.anstNr !== me || !mot.publicerad || mot.datum < stockholmWallTime(at).Datum)
  )
    throw fieldError('MotPassId', 'validation.staffing.notOwnShift');
  const motParts = mot ? await swaps.withPartner(app.db, mot) : [];
  const interest = await app.db.transaction(async (tx) => {
    if (!(await swaps.setSwap(tx, ftgId, id, body.Version, { status: 'INTRESSE', updatedAt: at })))
      throw new ApiError('VersionConflict');
    return swaps.upsertInterest(tx, {
      swapId: id,
      anstNr: me,
      motPassId: motParts[0]?.id ?? null,
      createdAt: at,
    });
  });
  // PassbyteTyp D: with no warning for either person the swap is made at once.
  if (ctx.access.Portal.PassbyteTyp === 'D') {
    const offered = await swaps.withPartner(app.db, pass);
    const w = await swapWarnings(app.db, ftgId, offered, me, motParts);
    if (w.taker.length === 0 && w.giver.length === 0)
      await executeSwap(
        app,
        ctx,
        { swapId: id, interestId: interest.id, beslutAv: 'DIREKT', kommentar: '' },
        at,
      );
  }
  await announce(app, ftgId, ['shifts']);
  const found = await swaps.findSwap(app.db, ftgId, id);
  return (await swapViews(app.db, ftgId, [found!], person))[0]!;
}

/** DELETE /schedule/passbyten/{Id}/intresse: the colleague takes their interest back. */
export async function withdrawInterest(app: FastifyInstance, ctx: CompanyContext, id: string, at: Date) {
  const me = swapper(ctx);
  const ftgId = ctx.company.ftgId;
  const { swap } = await waiting(app, ctx, id, at);
  await app.db.transaction(async (tx) => {
    if (!(await swaps.deleteInterest(tx, id, me))) throw new ApiError('NotFound');
    const left = await swaps.interestsOf(tx, [id]);
    if (left.length === 0)
      await swaps.setSwap(tx, ftgId, id, swap.version, { status: 'OPPET', updatedAt: at });
  });
  await announce(app, ftgId, ['shifts']);
}
