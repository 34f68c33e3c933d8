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
import { createPlan } from './create-plan';
import { deletePlan } from './delete-plan';
import { listPlans } from './list-plans';
import { openPlans } from './open-plans';
import { planOverview } from './plan-overview';
import { updatePlan } from './update-plan';
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
    handler: (req) => listPlans(db, requireCompany(req)),
  });

  r.get('/api/leaveplanner/oppna', {
    // Everyone who applies for leave sees the periods that take wishes.
    config: { access: { route: 'LeaveApplications' } },
    schema: {
      tags,
      description: 'The planning periods whose last day for wishes has not passed.',
      response: { 200: z.array(LeavePlanSchema) },
    },
    handler: (req) => openPlans(db, requireCompany(req), app.now()),
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
    handler: (req) => planOverview(db, requireCompany(req), req.params.Id),
  });

  r.post('/api/leaveplanner', {
    config: { access },
    schema: { tags, body: LeavePlanInputSchema, response: { 201: LeavePlanSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await createPlan(db, requireCompany(req), req.body, app.now())),
  });

  r.put('/api/leaveplanner/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, body: PlanUpdateSchema, response: { 200: LeavePlanSchema } },
    handler: (req) => {
      const { Version, ...values } = req.body;
      return updatePlan(db, requireCompany(req), req.params.Id, values, Version, app.now());
    },
  });

  r.delete('/api/leaveplanner/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await deletePlan(db, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send(null);
    },
  });
}
