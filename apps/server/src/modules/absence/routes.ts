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
import { stockholmWallTime } from '@lonportal/domain/dates';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { publishRows } from '../../shared/live-rows';
import * as absence from './absence-reports';
import { absenceCalendar } from './calendar';
import * as children from './children';
import * as repo from './repository';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const publish = async (ctx: CompanyContext, anstNr: string) => {
    await publishRows(app, ctx, 'absenceReports', [anstNr]);
    await publishRows(app, ctx, 'timeEntries', [anstNr]);
  };

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
    handler: (req) => absence.listReports(db, requireCompany(req), req.query, app.now()),
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
      const created = await absence.createReport(db, ctx, req.body, app.now());
      await publish(ctx, created.AnstNr);
      return reply.code(201).send(created);
    },
  });

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
      const updated = await absence.updateReport(db, ctx, req.params.Id, values, Version, app.now());
      await publish(ctx, updated.AnstNr);
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
      const updated = await absence.recoverReport(
        db,
        ctx,
        req.params.Id,
        req.body.Frisk,
        req.body.Version,
        app.now(),
      );
      await publish(ctx, updated.AnstNr);
      return updated;
    },
  });

  r.delete('/api/absenceReports/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const anstNr = await absence.deleteReport(db, ctx, req.params.Id, req.query.Version, app.now());
      await publish(ctx, anstNr);
      return reply.code(204).send(null);
    },
  });

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
    handler: (req) => absenceCalendar(db, requireCompany(req), req.query),
  });

  /** VAB days per child this year, from the employee's reports. */
  const vabDays = async (ctx: CompanyContext, anstNr: string) => {
    const all = await repo.reportsOf(db, ctx.company.ftgId, [anstNr]);
    const counts = await repo.rowCounts(
      db,
      ctx.company.ftgId,
      all.map((a) => a.id),
    );
    return absence.vabDaysThisYear(all, counts, stockholmWallTime(app.now()).Datum);
  };

  r.get('/api/barnregister/:AnstNr', {
    config: { access },
    schema: { tags, params: AnstNrParamsSchema, response: { 200: z.array(ChildSchema) } },
    handler: async (req) => {
      const ctx = requireCompany(req);
      return children.listChildren(db, ctx, req.params.AnstNr, await vabDays(ctx, req.params.AnstNr));
    },
  });

  r.post('/api/barnregister', {
    config: { access },
    schema: { tags, body: ChildCreateSchema, response: { 201: ChildSchema } },
    handler: async (req, reply) => {
      const { AnstNr, ...values } = req.body;
      return reply
        .code(201)
        .send(await children.createChild(db, requireCompany(req), AnstNr, values, app.now()));
    },
  });

  r.put('/api/barnregister/barn/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, body: ChildUpdateSchema, response: { 200: ChildSchema } },
    handler: async (req) => {
      const { Version, ...values } = req.body;
      return children.updateChild(db, requireCompany(req), req.params.Id, values, Version, app.now());
    },
  });

  r.delete('/api/barnregister/barn/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await children.deleteChild(db, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send(null);
    },
  });
}
