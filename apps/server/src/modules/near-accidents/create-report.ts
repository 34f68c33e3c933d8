// POST /nearAccidentsReports: anyone with the route reports a near accident (SPEC §3, §4).
import { NEAR_ACCIDENT_MESSAGES, type NearAccidentInput } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import { audit } from '../absence';
import { showReport } from './get-report';
import { recordEvent } from './history';
import * as repo from './repository';

export async function createReport(db: Db, ctx: CompanyContext, v: NearAccidentInput, now: Date) {
  if (v.Datum > stockholmWallTime(now).Datum) throw fieldError('Datum', NEAR_ACCIDENT_MESSAGES.future);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertReport(tx, {
      ftgId: ctx.company.ftgId,
      reporterId: ctx.auth.user.id,
      reporterNamn: ctx.auth.user.namn,
      datum: v.Datum,
      tid: v.Tid,
      plats: v.Plats,
      handelse: v.Handelse,
      atgard: v.Atgard,
      forslag: v.Forslag,
      kansligt: v.Kansligt,
      status: 'NEW',
      createdAt: now,
    });
    await recordEvent(tx, ctx, inserted.id, now, 'CREATED', { status: 'NEW' });
    await audit(tx, ctx, now, 'nearAccident.created', { TillbudId: inserted.id, Kansligt: v.Kansligt });
    return inserted;
  });
  return showReport(db, ctx, row);
}
