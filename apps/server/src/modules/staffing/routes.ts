// /api/bemanna: needs, the planner, shifts, publishing, "who can take this shift?", the overview
// and the company's working-time rules (SPEC §2.1 /bemanna routes; §6: Plus, not PER, the CPBEM
// user option and EnableBemanningView, which the route access rules hold).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@lonportal/domain';
import {
  BehovDeleteQuerySchema,
  KandidatQuerySchema,
  KontrollSchema,
  OverstyrningQuerySchema,
  PassDeleteQuerySchema,
  PlaneringQuerySchema,
} from '@lonportal/domain/staffing/index';
import {
  BehovCreateSchema,
  BehovSchema,
  BehovUpdateSchema,
  BemanningsinstallningarOutSchema,
  BemanningsinstallningarUpdateSchema,
  KopieraSchema,
  KopieringSchema,
  KandidatSchema,
  KontrollSvarSchema,
  OversiktSchema,
  OverstyrningarSchema,
  PassCreateSchema,
  PassSvarSchema,
  PassUpdateSchema,
  PlaneringSchema,
  PubliceraSchema,
  PubliceringSchema,
} from '@lonportal/domain/staffing/index';
import { requireCompany } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import { candidates } from './candidates';
import { checkShift } from './check';
import { copyShifts } from './copy-shifts';
import { createNeeds, deleteNeed, updateNeed } from './need-writes';
import { overview } from './overview';
import { overrideReport } from './override-report';
import { planering } from './plan';
import { publish } from './publish';
import * as repo from './repository';
import { presentNeed } from './presenter';
import { readSettings, saveSettings } from './settings';
import { createShift, deleteShift, updateShift } from './shift-writes';
import { swapRoutes } from './swap-routes';

const tags = ['Staffing'];
const planner = { access: { route: 'BemPlanner' } } as const;
const needsPage = { access: { route: 'BemBehov' } } as const;
const overviewPage = { access: { route: 'BemOverview' } } as const;

export default async function staffingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/bemanna/planering', {
    config: planner,
    schema: {
      tags,
      description:
        'The needs of a period, the shifts of the people the caller plans for with their warnings, and those people.',
      querystring: PlaneringQuerySchema,
      response: { 200: PlaneringSchema },
    },
    handler: (req) => planering(db, requireCompany(req), req.query),
  });

  r.post('/api/bemanna/kontroll', {
    config: planner,
    schema: {
      tags,
      description: 'The warnings a shift would get, as the planner assigns it (nothing is saved).',
      body: KontrollSchema,
      response: { 200: KontrollSvarSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      await requireEmployee(db, ctx, req.body.AnstNr);
      return checkShift(db, ctx, req.body);
    },
  });

  r.get('/api/bemanna/kandidater', {
    config: planner,
    schema: {
      tags,
      description: 'Who can take this shift: the people the caller plans for, the suitable first.',
      querystring: KandidatQuerySchema,
      response: { 200: z.array(KandidatSchema) },
    },
    handler: (req) => candidates(db, requireCompany(req), req.query),
  });

  r.post('/api/bemanna/pass', {
    config: planner,
    schema: { tags, body: PassCreateSchema, response: { 201: PassSvarSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await createShift(app, requireCompany(req), req.body, app.now())),
  });

  r.put('/api/bemanna/pass/:Id', {
    config: planner,
    schema: { tags, params: IdParamsSchema, body: PassUpdateSchema, response: { 200: PassSvarSchema } },
    handler: (req) => updateShift(app, requireCompany(req), req.params.Id, req.body, app.now()),
  });

  r.delete('/api/bemanna/pass/:Id', {
    config: planner,
    schema: { tags, params: IdParamsSchema, querystring: PassDeleteQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await deleteShift(app, requireCompany(req), req.params.Id, req.query, app.now());
      return reply.code(204).send(null);
    },
  });

  r.post('/api/bemanna/publicera', {
    config: planner,
    schema: { tags, body: PubliceraSchema, response: { 200: PubliceringSchema } },
    handler: (req) => publish(app, requireCompany(req), req.body, app.now()),
  });

  r.get('/api/bemanna/behov', {
    config: needsPage,
    schema: { tags, querystring: PlaneringQuerySchema, response: { 200: z.array(BehovSchema) } },
    handler: async (req) => {
      const q = req.query;
      const rows = await repo.listNeeds(db, requireCompany(req).company.ftgId, q.From, q.To, {
        avdelning: q.Avdelning,
        bemuppgift: q.Bemuppgift,
      });
      return rows.map(presentNeed);
    },
  });

  r.post('/api/bemanna/behov', {
    config: needsPage,
    schema: { tags, body: BehovCreateSchema, response: { 201: z.array(BehovSchema) } },
    handler: async (req, reply) =>
      reply.code(201).send(await createNeeds(app, requireCompany(req), req.body, app.now())),
  });

  r.put('/api/bemanna/behov/:Id', {
    config: needsPage,
    schema: { tags, params: IdParamsSchema, body: BehovUpdateSchema, response: { 200: BehovSchema } },
    handler: (req) => updateNeed(app, requireCompany(req), req.params.Id, req.body, app.now()),
  });

  r.delete('/api/bemanna/behov/:Id', {
    config: needsPage,
    schema: {
      tags,
      params: IdParamsSchema,
      querystring: BehovDeleteQuerySchema,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await deleteNeed(app, requireCompany(req), req.params.Id, req.query, app.now());
      return reply.code(204).send(null);
    },
  });

  r.get('/api/bemanna/oversikt', {
    config: overviewPage,
    schema: { tags, querystring: PlaneringQuerySchema, response: { 200: OversiktSchema } },
    handler: (req) => overview(db, requireCompany(req), req.query),
  });

  r.get('/api/bemanna/installningar', {
    config: overviewPage,
    schema: { tags, response: { 200: BemanningsinstallningarOutSchema } },
    handler: (req) => readSettings(app, requireCompany(req)),
  });

  r.put('/api/bemanna/installningar', {
    config: overviewPage,
    schema: {
      tags,
      body: BemanningsinstallningarUpdateSchema,
      response: { 200: BemanningsinstallningarOutSchema },
    },
    handler: (req) => saveSettings(app, requireCompany(req), req.body, app.now()),
  });

  r.get('/api/bemanna/overstyrningar', {
    config: overviewPage,
    schema: {
      tags,
      description:
        'The warnings kept with a reason in a period (DOMAIN §4): who overrode, when and why, and the shift concerned.',
      querystring: OverstyrningQuerySchema,
      response: { 200: OverstyrningarSchema },
    },
    handler: (req) => overrideReport(db, requireCompany(req), req.query),
  });

  r.post('/api/bemanna/kopiera', {
    config: planner,
    schema: {
      tags,
      description:
        'Copies the shifts of a day or a week (From–To) of the people the caller plans for to the days from Till, as drafts; a copy that would overlap a shift its person already has there is skipped.',
      body: KopieraSchema,
      response: { 200: KopieringSchema },
    },
    handler: (req) => copyShifts(app, requireCompany(req), req.body, app.now()),
  });

  await swapRoutes(app);
}
