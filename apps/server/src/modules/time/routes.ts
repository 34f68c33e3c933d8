import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnstNrParamsSchema,
  CopyEntriesSchema,
  CreatedCountSchema,
  FillFromScheduleSchema,
  IdParamsSchema,
  PeriodSchema,
  TimeEntryHistorySchema,
  TimeEntryInputSchema,
  TimeEntrySchema,
  TimeEntryUpdateSchema,
  TimeReportSchema,
  VersionQuerySchema,
} from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { copyEntries } from './copy-entries';
import { createEntries } from './create-entries';
import { deleteEntry } from './delete-entry';
import { entryHistory } from './entry-history';
import { fillFromSchedule } from './fill-from-schedule';
import { loadTimeReport } from './load-time-report';
import { publishTimeEntries } from './shared';
import { updateEntry } from './update-entry';

const tags = ['Time reporting'];

/** SPEC §5 Time reporting: the time report and its rows. */
export default async function timeReportingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/tidrapport/:AnstNr', {
    config: { access: 'company' },
    schema: {
      tags,
      params: AnstNrParamsSchema,
      querystring: PeriodSchema,
      response: { 200: TimeReportSchema },
    },
    handler: (req) =>
      loadTimeReport(db, requireCompany(req), req.params.AnstNr, req.query.From, req.query.To),
  });

  r.post('/api/tidrader', {
    config: { access: 'company' },
    schema: { tags, body: TimeEntryInputSchema, response: { 201: TimeEntrySchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const [created] = await createEntries(db, ctx, [req.body], 'MANUELL', app.now());
      if (!created) throw new ApiError('InternalError');
      await publishTimeEntries(app, ctx, [req.body.AnstNr]);
      return reply.code(201).send(created);
    },
  });

  r.put('/api/tidrader/:Id', {
    config: { access: 'company' },
    schema: { tags, params: IdParamsSchema, body: TimeEntryUpdateSchema, response: { 200: TimeEntrySchema } },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Version, ...values } = req.body;
      const updated = await updateEntry(db, ctx, req.params.Id, values, Version, app.now());
      await publishTimeEntries(app, ctx, [updated.AnstNr]);
      return updated;
    },
  });

  r.delete('/api/tidrader/:Id', {
    config: { access: 'company' },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const anstNr = await deleteEntry(db, ctx, req.params.Id, req.query.Version, app.now());
      await publishTimeEntries(app, ctx, [anstNr]);
      return reply.code(204).send(null);
    },
  });

  r.get('/api/tidrader/:Id/historik', {
    config: { access: 'company' },
    schema: { tags, params: IdParamsSchema, response: { 200: TimeEntryHistorySchema } },
    handler: (req) => entryHistory(db, requireCompany(req), req.params.Id),
  });

  r.post('/api/tidrader/kopiera', {
    config: { access: 'company' },
    schema: { tags, body: CopyEntriesSchema, response: { 201: CreatedCountSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const rows = await copyEntries(db, ctx, req.body, app.now());
      if (rows.length > 0) await publishTimeEntries(app, ctx, [req.body.AnstNr]);
      return reply.code(201).send({ Skapade: rows.length, Rader: rows });
    },
  });

  r.post('/api/tidrader/franschema', {
    config: { access: 'company' },
    schema: { tags, body: FillFromScheduleSchema, response: { 201: CreatedCountSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const rows = await fillFromSchedule(db, ctx, req.body, app.now());
      if (rows.length > 0) await publishTimeEntries(app, ctx, [req.body.AnstNr]);
      return reply.code(201).send({ Skapade: rows.length, Rader: rows });
    },
  });
}
