// POST /bemanna/publicera: the drafts of a period become the schedule of the people the manager
// plans for, and each is told in their inbox (SPEC §2.1 /schedule; ATL 12 §: schedules are known
// ahead).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PubliceraSchema } from '@lonportal/domain/staffing/index';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { announce } from './announce';
import { announceSchedule, scheduleMessages } from './notify';
import { plannedPeople } from './plan';
import * as repo from './repository';
import { syncScheduleDays } from './schedule-days-repository';

export async function publish(
  app: FastifyInstance,
  ctx: CompanyContext,
  body: z.output<typeof PubliceraSchema>,
  at: Date,
) {
  const people = await plannedPeople(app.db, ctx, body.Avdelning);
  const { rows, told } = await app.db.transaction(async (tx) => {
    const published = await repo.publishShifts(
      tx,
      ctx.company.ftgId,
      body.From,
      body.To,
      people.map((p) => p.anstNr),
      body.Avdelning,
      at,
    );
    // The published shifts are now these people's schedule (ADR 0031).
    await syncScheduleDays(
      tx,
      ctx.company.ftgId,
      [...new Set(published.map((r) => r.anstNr))],
      body.From,
      body.To,
    );
    const counts = new Map<string, number>();
    for (const r of published) counts.set(r.anstNr, (counts.get(r.anstNr) ?? 0) + 1);
    const params = new Map([...counts].map(([n, antal]) => [n, { from: body.From, to: body.To, antal }]));
    const recipients = await scheduleMessages(tx, ctx, 'PUBLISHED', params, at);
    await writeAudit(tx, {
      at,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'shifts.published',
      details: { ...body, Antal: published.length },
    });
    return { rows: published, told: recipients };
  });
  if (rows.length) await announce(app, ctx.company.ftgId, ['shifts']);
  await announceSchedule(app, ctx.company.ftgId, told);
  return { Publicerade: rows.length, Meddelade: told.length };
}
