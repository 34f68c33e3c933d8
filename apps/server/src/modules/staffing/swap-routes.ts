// Shift swaps (SPEC §4 Shift swap; §6: the swap route needs a PassbyteTyp other than X): the
// managers' /api/bemanna/passbyten and the employees' /api/schedule/passbyten, from /schedule.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, VersionQuerySchema } from '@lonportal/domain';
import {
  IntresseSchema,
  PassbyteBeslutSchema,
  PassbyteCreateSchema,
  PassbyteQuerySchema,
  PassbyteSchema,
} from '@lonportal/domain/staffing/index';
import { requireCompany } from '../../plugins/access/index';
import { decideSwap, listForManager } from './swap-decisions';
import {
  listForEmployee,
  offerShift,
  registerInterest,
  withdrawInterest,
  withdrawOffer,
} from './swap-offers';

const tags = ['Shift swaps'];
const trade = { access: { route: 'BemTrade' } } as const;
const own = { access: { route: 'Schedule' } } as const;

export async function swapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/bemanna/passbyten', {
    config: trade,
    schema: {
      tags,
      description:
        'The swaps of the people the caller plans for, each interest with its warnings for both people.',
      querystring: PassbyteQuerySchema,
      response: { 200: z.array(PassbyteSchema) },
    },
    handler: (req) => listForManager(app, requireCompany(req), req.query, app.now()),
  });

  r.post('/api/bemanna/passbyten/:Id/beslut', {
    config: trade,
    schema: { tags, params: IdParamsSchema, body: PassbyteBeslutSchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await decideSwap(app, requireCompany(req), req.params.Id, req.body, app.now());
      return reply.code(204).send(null);
    },
  });

  r.get('/api/schedule/passbyten', {
    config: own,
    schema: {
      tags,
      description: 'The caller’s offers and interests, and the colleagues’ offers the caller may take.',
      response: { 200: z.array(PassbyteSchema) },
    },
    handler: (req) => listForEmployee(app, requireCompany(req), app.now()),
  });

  r.post('/api/schedule/passbyten', {
    config: own,
    schema: { tags, body: PassbyteCreateSchema, response: { 201: PassbyteSchema } },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await offerShift(app, requireCompany(req), req.body.PassId, req.body.Kommentar, app.now())),
  });

  r.delete('/api/schedule/passbyten/:Id', {
    config: own,
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await withdrawOffer(app, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send(null);
    },
  });

  r.post('/api/schedule/passbyten/:Id/intresse', {
    config: own,
    schema: { tags, params: IdParamsSchema, body: IntresseSchema, response: { 200: PassbyteSchema } },
    handler: (req) => registerInterest(app, requireCompany(req), req.params.Id, req.body, app.now()),
  });

  r.delete('/api/schedule/passbyten/:Id/intresse', {
    config: own,
    schema: { tags, params: IdParamsSchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await withdrawInterest(app, requireCompany(req), req.params.Id, app.now());
      return reply.code(204).send(null);
    },
  });
}
