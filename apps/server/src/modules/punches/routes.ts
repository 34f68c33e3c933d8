import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmployeePeriodQuerySchema, IdParamsSchema, VersionQuerySchema } from '@lonportal/domain';
import {
  OpenPunchSchema,
  PunchActionSchema,
  PunchCorrectionSchema,
  PunchVersionSchema,
  StamplingListSchema,
  StamplingSchema,
} from '@lonportal/domain/punches/punches';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { publishTimeEntries } from '../time';
import { closeFromSchedule } from './close-from-schedule';
import { correctPunch } from './correct-punch';
import { listPunches, openPunch } from './list-punches';
import { publishPunches } from './live';
import type { ChangeResult } from './presenter';
import { punch } from './punch';
import { removePunch } from './remove-punch';

const tags = ['Punch clock'];
const access = { route: 'Stamplingar' } as const;

/** The punch clock (SPEC §2.1 /stamplingar); the rule is domain punches/punches.ts. */
export default async function punchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  const publish = async (ctx: CompanyContext, anstNr: string, entryChanged: boolean) => {
    await publishPunches(app, ctx, anstNr);
    if (entryChanged) await publishTimeEntries(app, ctx, [anstNr]);
  };
  const changed = async (ctx: CompanyContext, result: ChangeResult) => {
    await publish(ctx, result.anstNr, result.entryChanged);
    return result.stampling;
  };

  r.get('/api/stamplingar', {
    config: { access },
    schema: { tags, querystring: EmployeePeriodQuerySchema, response: { 200: StamplingListSchema } },
    handler: (req) =>
      listPunches(db, requireCompany(req), req.query.AnstNr, req.query.From, req.query.To, app.now()),
  });

  r.get('/api/stamplingar/oppen', {
    config: { access },
    schema: { tags, response: { 200: OpenPunchSchema } },
    handler: (req) => openPunch(db, requireCompany(req), app.now()),
  });

  r.post('/api/stamplingar', {
    config: { access },
    schema: { tags, body: PunchActionSchema, response: { 200: StamplingSchema, 201: StamplingSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const done = await punch(db, ctx, req.body, app.now());
      if (done.changed) await publish(ctx, done.stampling.AnstNr, done.entryMade);
      return reply.code(done.status).send(done.stampling);
    },
  });

  r.put('/api/stamplingar/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, body: PunchCorrectionSchema, response: { 200: StamplingSchema } },
    handler: async (req) => {
      const ctx = requireCompany(req);
      return changed(ctx, await correctPunch(db, ctx, req.params.Id, req.body, app.now()));
    },
  });

  r.delete('/api/stamplingar/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const removed = await removePunch(db, ctx, req.params.Id, req.query.Version, app.now());
      await publish(ctx, removed.anstNr, removed.entryChanged);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/stamplingar/:Id/stangfranschema', {
    config: { access },
    schema: { tags, params: IdParamsSchema, body: PunchVersionSchema, response: { 200: StamplingSchema } },
    handler: async (req) => {
      const ctx = requireCompany(req);
      return changed(ctx, await closeFromSchedule(db, ctx, req.params.Id, req.body.Version, app.now()));
    },
  });
}
