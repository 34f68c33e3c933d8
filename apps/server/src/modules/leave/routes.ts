import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  LeaveAdminQuerySchema,
  LeaveApplicationSchema,
  LeaveCountInputSchema,
  LeaveCountSchema,
  LeaveDecisionInputSchema,
  LeaveInputSchema,
  VersionQuerySchema,
} from '@lonportal/domain';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { publishRows } from '../../shared/live-rows';
import { countLeave } from './count-leave';
import { createLeave } from './create-leave';
import { decideLeave } from './decide-leave';
import { deleteLeave } from './delete-leave';
import { listAdmin } from './list-admin';
import { listOwn } from './list-own';
import { updateLeave } from './update-leave';
import { zVersion } from '@lonportal/domain/validation/zod';

const tags = ['Leave applications'];
/** SPEC §6 /leaveapplications; the admin view and the decisions also need a deciding role (decideLeave). */
const access = { route: 'LeaveApplications' } as const;
const VersionBodySchema = z.object({ Version: zVersion() });
const LeaveUpdateSchema = z.intersection(LeaveInputSchema, VersionBodySchema);

/** Leave applications: apply, change or withdraw while in review; decide in bulk. */
export default async function leaveRoutes(app: FastifyInstance) {
  readRoutes(app);
  writeRoutes(app);
}

/** The lists, and the days a range takes. */
function readRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/leaveapplications', {
    config: { access },
    schema: {
      tags,
      description: 'SPEC §6: an employee’s own applications (AnstNr, the caller’s own for an employee).',
      querystring: z.object({ AnstNr: z.string().trim().min(1).max(20) }),
      response: { 200: z.array(LeaveApplicationSchema) },
    },
    handler: (req) => listOwn(db, requireCompany(req), req.query.AnstNr),
  });

  r.get('/api/leaveapplications/admin', {
    config: { access },
    schema: {
      tags,
      description:
        'SPEC §7: the admin view of the employees the caller manages; Approved=false&Denied=false gives the ' +
        'ones waiting for a decision, FromDate=From|To those starting in the range (the LeaveApplications badge).',
      querystring: LeaveAdminQuerySchema,
      response: { 200: z.array(LeaveApplicationSchema) },
    },
    handler: (req) => listAdmin(db, requireCompany(req), req.query),
  });

  r.post('/api/leaveapplications/berakna', {
    config: { access },
    schema: {
      tags,
      description: 'The working days and hours a range takes by the employee’s schedule, holidays excluded.',
      body: LeaveCountInputSchema,
      response: { 200: LeaveCountSchema },
    },
    handler: async (req) => {
      const { Dagar, Timmar } = await countLeave(db, requireCompany(req), req.body);
      return { Dagar, Timmar };
    },
  });
}

/** Applying, changing and withdrawing, and the managers' decisions. */
function writeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const publish = async (ctx: CompanyContext, anstNrs: readonly string[], rows: boolean) => {
    await publishRows(app, ctx, 'leaveApplications', anstNrs);
    if (rows) await publishRows(app, ctx, 'timeEntries', anstNrs);
  };

  r.post('/api/leaveapplications', {
    config: { access },
    schema: { tags, body: LeaveInputSchema, response: { 201: LeaveApplicationSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const created = await createLeave(db, ctx, req.body, app.now());
      await publish(ctx, [created.AnstNr], false);
      return reply.code(201).send(created);
    },
  });

  r.put('/api/leaveapplications/:Id', {
    config: { access },
    schema: {
      tags,
      params: IdParamsSchema,
      body: LeaveUpdateSchema,
      response: { 200: LeaveApplicationSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Version, ...values } = req.body;
      const updated = await updateLeave(db, ctx, req.params.Id, values, Version, app.now());
      await publish(ctx, [updated.AnstNr], false);
      return updated;
    },
  });

  r.delete('/api/leaveapplications/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const anstNr = await deleteLeave(db, ctx, req.params.Id, req.query.Version, app.now());
      await publish(ctx, [anstNr], false);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/leaveapplications/beslut', {
    config: { access },
    schema: {
      tags,
      description:
        'A manager approves, denies or reverts applications, all or none: approving writes the absence rows, ' +
        'denying or reverting an approved one removes them (409 AbsenceDaysLocked when a day is attested).',
      body: LeaveDecisionInputSchema,
      response: { 200: z.array(LeaveApplicationSchema) },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Ids, Beslut, Kommentar } = req.body;
      const { applications, anstNrs } = await decideLeave(db, ctx, Ids, Beslut, Kommentar, app.now());
      await publish(ctx, anstNrs, true);
      return applications;
    },
  });
}
