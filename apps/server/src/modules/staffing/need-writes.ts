// POST, PUT and DELETE /bemanna/behov: the needs a manager plans against (SPEC §5). A repeated
// need is stored as its days (domain staffing/needs.ts); the codes it names are the company's.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  behovSlutFel,
  behovsdagar,
  delaVidMidnatt,
  type BehovCreate,
  type BehovUpdate,
} from '@lonportal/domain/staffing/index';
import type { Db } from '../../db/client';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import { announce } from './announce';
import { presentNeed } from './presenter';
import * as repo from './repository';

type NeedFields = Omit<BehovUpdate, 'Version'>;

/** Each code a need names is the company's (an unknown one is a field error on its field). */
async function checkCodes(db: Db, ftgId: string, v: NeedFields) {
  if (!(await repo.findTask(db, ftgId, v.Bemuppgift)))
    throw fieldError('Bemuppgift', 'validation.register.unknownCode');
  const lists = [
    ['Avdelning', v.Avdelning ? [v.Avdelning] : []],
    ['Kompetenser', v.Kompetenser],
    ['Egenskaper', v.Egenskaper],
  ] as const;
  for (const [kind, codes] of lists)
    if ((await repo.knownCodes(db, ftgId, kind, codes)) !== codes.length)
      throw fieldError(kind, 'validation.register.unknownCode');
}

const audit = (
  db: Db,
  ctx: CompanyContext,
  at: Date,
  action: 'staffingNeed.created' | 'staffingNeed.updated' | 'staffingNeed.deleted',
  details: Record<string, unknown>,
) => writeAudit(db, { at, userId: ctx.auth.user.id, ftgId: ctx.company.ftgId, action, details });

export async function createNeeds(app: FastifyInstance, ctx: CompanyContext, v: BehovCreate, at: Date) {
  const ftgId = ctx.company.ftgId;
  const past = behovSlutFel(v, stockholmWallTime(at).Datum);
  if (past) throw fieldError(past.join('.'), 'validation.staffing.endInPast');
  await checkCodes(app.db, ftgId, v);
  const serieId = randomUUID();
  const rows = behovsdagar(v).flatMap((Datum) =>
    delaVidMidnatt({ Datum, StartTid: v.StartTid, SlutTid: v.SlutTid }).map((part) => ({
      ftgId,
      serieId,
      bemuppgift: v.Bemuppgift,
      avdelning: v.Avdelning,
      datum: part.Datum,
      startTid: part.StartTid,
      slutTid: part.SlutTid,
      antal: v.Antal,
      kompetenser: v.Kompetenser,
      egenskaper: v.Egenskaper,
      updatedBy: ctx.auth.user.id,
      updatedAt: at,
    })),
  );
  const saved = await app.db.transaction(async (tx) => {
    const inserted = await repo.insertNeeds(tx, rows);
    await audit(tx, ctx, at, 'staffingNeed.created', { SerieId: serieId, Dagar: inserted.length, ...v });
    return inserted;
  });
  await announce(app, ftgId, ['staffingNeeds']);
  return saved.map(presentNeed);
}

export async function updateNeed(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  v: BehovUpdate,
  at: Date,
) {
  const ftgId = ctx.company.ftgId;
  if (!(await repo.findNeed(app.db, ftgId, id))) throw new ApiError('NotFound');
  if (v.Datum < stockholmWallTime(at).Datum) throw fieldError('Datum', 'validation.staffing.endInPast');
  await checkCodes(app.db, ftgId, v);
  const saved = await app.db.transaction(async (tx) => {
    const row = await repo.updateNeedRow(
      tx,
      { ftgId, id, version: v.Version },
      {
        bemuppgift: v.Bemuppgift,
        avdelning: v.Avdelning,
        datum: v.Datum,
        startTid: v.StartTid,
        slutTid: v.SlutTid,
        antal: v.Antal,
        kompetenser: v.Kompetenser,
        egenskaper: v.Egenskaper,
        updatedBy: ctx.auth.user.id,
        updatedAt: at,
      },
    );
    if (!row) throw new ApiError('VersionConflict');
    await audit(tx, ctx, at, 'staffingNeed.updated', { Id: id, ...v });
    return row;
  });
  await announce(app, ftgId, ['staffingNeeds']);
  return presentNeed(saved);
}

export async function deleteNeed(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  q: { Version: number; Serie: 'DAG' | 'FRAMAT' },
  at: Date,
) {
  const ftgId = ctx.company.ftgId;
  const row = await repo.findNeed(app.db, ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await app.db.transaction(async (tx) => {
    if (!(await repo.deleteNeedRow(tx, { ftgId, id, version: q.Version })))
      throw new ApiError('VersionConflict');
    const rest = q.Serie === 'FRAMAT' ? await repo.deleteSeriesFrom(tx, ftgId, row.serieId, row.datum) : [];
    await audit(tx, ctx, at, 'staffingNeed.deleted', {
      Id: id,
      SerieId: row.serieId,
      Serie: q.Serie,
      Dagar: rest.length + 1,
    });
  });
  await announce(app, ftgId, ['staffingNeeds']);
}
