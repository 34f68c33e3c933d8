import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AbsenceCalendarQuerySchema,
  AbsenceCalendarSchema,
  AbsenceReportInputSchema,
  AbsenceReportListQuerySchema,
  AbsenceReportSchema,
  AnstNrParamsSchema,
  ChildInputSchema,
  ChildSchema,
  IdParamsSchema,
  RecoveredInputSchema,
  VersionQuerySchema,
} from '@lonportal/domain';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { publishRows } from '../../shared/live-rows';
import { absenceCalendar } from './absence-calendar';
import { createChild } from './create-child';
import { createReport } from './create-report';
import { deleteChild } from './delete-child';
import { deleteReport } from './delete-report';
import { listChildren } from './list-children';
import { listReports } from './list-reports';
import { recoverReport } from './recover-report';
import { updateChild } from './update-child';
import { updateReport } from './update-report';
import { zVersion } from '@lonportal/domain/validation/zod';

const tags = ['Absence reports'];
/** SPEC §6: /absenceReports and everything on it (the child register VAB names) follow its condition. */
const access = { route: 'AbsenceReports' } as const;

const VersionBodySchema = z.object({ Version: zVersion() });
const ReportUpdateSchema = z.intersection(AbsenceReportInputSchema, VersionBodySchema);
const ChildCreateSchema = z.intersection(
  ChildInputSchema,
  z.object({ AnstNr: z.string().trim().min(1).max(20) }),
);
const ChildUpdateSchema = z.intersection(ChildInputSchema, VersionBodySchema);

/**
 * Absence reports: sickness, VAB and other absence with the sick-pay facts, recovery,
 * and the child register VAB is reported for.
 */
export default async function absenceRoutes(app: FastifyInstance) {
  reportRoutes(app);
  reportChangeRoutes(app);
  calendarRoute(app);
  childRoutes(app);
}

/** Tells the open pages that an employee's reports and time rows changed. */
async function publishReport(app: FastifyInstance, ctx: CompanyContext, anstNr: string) {
  await publishRows(app, ctx, 'absenceReports', [anstNr]);
  await publishRows(app, ctx, 'timeEntries', [anstNr]);
}

/** The list of reports, and a new report with its rows in the time report. */
function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/absenceReports', {
    config: { access },
    schema: {
      tags,
      description:
        'SPEC §7: the reports of one employee (AnstNr) or of every employee in the caller’s scope; ' +
        'Recovered=false gives the ones still open (the AbsenceReports badge).',
      querystring: AbsenceReportListQuerySchema,
      response: { 200: z.array(AbsenceReportSchema) },
    },
    handler: (req) => listReports(db, requireCompany(req), req.query, app.now()),
  });

  r.post('/api/absenceReports', {
    config: { access },
    schema: {
      tags,
      description:
        'Reports sickness, VAB or other absence from a date: its rows up to today go into the time report.',
      body: AbsenceReportInputSchema,
      response: { 201: AbsenceReportSchema },
    },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const created = await createReport(db, ctx, req.body, app.now());
      await publishReport(app, ctx, created.AnstNr);
      return reply.code(201).send(created);
    },
  });
}

/** Changing, recovering and removing a report, and its rows with it. */
function reportChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.put('/api/absenceReports/:Id', {
    config: { access },
    schema: {
      tags,
      params: IdParamsSchema,
      body: ReportUpdateSchema,
      response: { 200: AbsenceReportSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Version, ...values } = req.body;
      const updated = await updateReport(db, ctx, req.params.Id, values, Version, app.now());
      await publishReport(app, ctx, updated.AnstNr);
      return updated;
    },
  });

  r.post('/api/absenceReports/:Id/recovered', {
    config: { access },
    schema: {
      tags,
      description:
        'Reports the employee well again: Frisk is the first day back; the rows end the day before.',
      params: IdParamsSchema,
      body: RecoveredInputSchema,
      response: { 200: AbsenceReportSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Frisk, Version } = req.body;
      const updated = await recoverReport(db, ctx, req.params.Id, Frisk, Version, app.now());
      await publishReport(app, ctx, updated.AnstNr);
      return updated;
    },
  });

  r.delete('/api/absenceReports/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const anstNr = await deleteReport(db, ctx, req.params.Id, req.query.Version, app.now());
      await publishReport(app, ctx, anstNr);
      return reply.code(204).send(null);
    },
  });
}

/** Who is away when. */
function calendarRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/absencecalendar', {
    config: { access: { route: 'AbsenceCalendar' } },
    schema: {
      tags,
      description:
        'Who is away when (at most 93 days): a manager sees their employees with the reason, an employee ' +
        'the colleagues of their department as away (BORTA) and themselves with the reason.',
      querystring: AbsenceCalendarQuerySchema,
      response: { 200: AbsenceCalendarSchema },
    },
    handler: (req) => absenceCalendar(app.db, requireCompany(req), req.query),
  });
}

/** The child register. */
function childRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/barnregister/:AnstNr', {
    config: { access },
    schema: { tags, params: AnstNrParamsSchema, response: { 200: z.array(ChildSchema) } },
    handler: (req) => listChildren(db, requireCompany(req), req.params.AnstNr, app.now()),
  });

  r.post('/api/barnregister', {
    config: { access },
    schema: { tags, body: ChildCreateSchema, response: { 201: ChildSchema } },
    handler: async (req, reply) => {
      const { AnstNr, ...values } = req.body;
      return reply.code(201).send(await createChild(db, requireCompany(req), AnstNr, values, app.now()));
    },
  });

  r.put('/api/barnregister/barn/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, body: ChildUpdateSchema, response: { 200: ChildSchema } },
    handler: async (req) => {
      const { Version, ...values } = req.body;
      return updateChild(db, requireCompany(req), req.params.Id, values, Version, app.now());
    },
  });

  r.delete('/api/barnregister/barn/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await deleteChild(db, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send(null);
    },
  });
}
