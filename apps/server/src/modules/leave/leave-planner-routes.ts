import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  LeavePlanInputSchema,
  LeavePlanOverviewSchema,
  LeavePlanSchema,
  VersionQuerySchema,
} from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import * as planner from './leave-planner';
import { zVersion } from '@lonportal/domain/validation/zod';

const tags = ['Leave planner'];
/** SPEC §6 /leaveplanner routes: the HRTIL user option and roles LIC, ADM, FTG, AVD. */
const access = { route: 'LeavePlannerOverview' } as const;
const PlanUpdateSchema = z.intersection(LeavePlanInputSchema, z.object({ Version: zVersion() }));

/** The leave planner: planning periods and their timelines of wishes and coverage. */
export default async function leavePlannerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/leaveplanner', {
    config: { access },
    schema: { tags, response: { 200: z.array(LeavePlanSchema) } },
    handler: (req) => planner.listPlans(db, requireCompany(req)),
  });

  r.get('/api/leaveplanner/oppna', {
    // Everyone who applies for leave sees the periods that take wishes.
    config: { access: { route: 'LeaveApplications' } },
    schema: {
      tags,
      description: 'The planning periods whose last day for wishes has not passed.',
      response: { 200: z.array(LeavePlanSchema) },
    },
    handler: (req) => planner.openPlans(db, requireCompany(req), app.now()),
  });

  r.get('/api/leaveplanner/:Id', {
    config: { access: { route: 'LeavePlanner' } },
    schema: {
      tags,
      description:
        'A period’s timeline: the caller’s employees per department with their wishes (in review) and ' +
        'approved leave in it, and each day’s coverage against the minimum staffing.',
      params: IdParamsSchema,
      response: { 200: LeavePlanOverviewSchema },
    },
    handler: (req) => planner.planOverview(db, requireCompany(req), req.params.Id),
  });

  r.post('/api/leaveplanner', {
    config: { access },
    schema: { tags, body: LeavePlanInputSchema, response: { 201: LeavePlanSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await planner.createPlan(db, requireCompany(req), req.body, app.now())),
  });

  r.put('/api/leaveplanner/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, body: PlanUpdateSchema, response: { 200: LeavePlanSchema } },
    handler: (req) => {
      const { Version, ...values } = req.body;
      return planner.updatePlan(db, requireCompany(req), req.params.Id, values, Version, app.now());
    },
  });

  r.delete('/api/leaveplanner/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await planner.deletePlan(db, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send(null);
    },
  });
}
