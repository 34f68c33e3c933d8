import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnstNrParamsSchema,
  AttestListSchema,
  CopyEntriesSchema,
  CreatedCountSchema,
  FillFromScheduleSchema,
  IdParamsSchema,
  PeriodSchema,
  StatusActionResultSchema,
  StatusActionSchema,
  TimeEntryHistorySchema,
  TimeEntryInputSchema,
  TimeEntrySchema,
  TimeEntryUpdateSchema,
  TimeReportSchema,
  VersionQuerySchema,
  canApproveCompensations,
  canAttestCompensations,
  canAttestTime,
  rolesThatCan,
  type AccessContext,
} from '@lonportal/domain';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { copyEntries } from './copy-entries';
import { createEntries } from './create-entries';
import { deleteEntry } from './delete-entry';
import { entryHistory } from './entry-history';
import { fillFromSchedule } from './fill-from-schedule';
import { loadTimeReport } from './load-time-report';
import { publishRows, publishTimeEntries } from './shared';
import { AttestListCache, loadAttestList } from './attest-list';
import { applyStatusAction, TIME_ROWS, type StatusRows } from './status-service';
import { COMPENSATION_ROWS } from './compensations/status';
import { updateEntry } from './update-entry';

const tags = ['Time reporting'];
const ATTEST_LIST_ROLES = rolesThatCan('readAttestList');

/** SPEC §5 Time reporting, §4 Attest status: the time report, its rows, approval and attestation. */
export default async function timeReportingRoutes(app: FastifyInstance, opts: { attestListKeepMs: number }) {
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

  /**
   * A status action over employees and a period, for time rows or (issue 14) compensation rows:
   * the route's access, then `may` (the portal flag of what is attested), then the rows move.
   */
  const statusRoute = (
    url: '/api/godkann' | '/api/attest' | '/api/ersattningar/godkann' | '/api/ersattningar/attest',
    actions: readonly string[],
    route: 'ApproveTime' | 'Attestera',
    may: (access: AccessContext) => boolean,
    rows: StatusRows,
    publish: (ctx: CompanyContext, anstNrs: readonly string[]) => Promise<unknown>,
  ) =>
    r.post(url, {
      config: { access: { route } },
      schema: { tags, body: StatusActionSchema, response: { 200: StatusActionResultSchema } },
      handler: async (req) => {
        const ctx = requireCompany(req);
        const { Action, AnstNr, From, To } = req.body;
        if (!actions.includes(Action))
          throw new ApiError('ValidationFailed', {
            details: [{ Field: 'Action', Code: 'validation.invalid' }],
          });
        if (!may(ctx.access)) throw new ApiError('RoleNotAllowed');
        const result = await applyStatusAction(
          db,
          ctx,
          Action,
          AnstNr,
          { from: From, to: To },
          app.now(),
          rows,
        );
        if (result.anstNrs.length > 0) await publish(ctx, result.anstNrs);
        return { Andrade: result.Andrade, Oforandrade: result.Oforandrade };
      },
    });
  const publishTime = (ctx: CompanyContext, anstNrs: readonly string[]) =>
    publishTimeEntries(app, ctx, anstNrs);
  const publishCompensations = (ctx: CompanyContext, anstNrs: readonly string[]) =>
    publishRows(app, ctx, 'compensations', anstNrs);
  const anyone = () => true;
  statusRoute('/api/godkann', ['approve', 'unapprove'], 'ApproveTime', anyone, TIME_ROWS, publishTime);
  statusRoute('/api/attest', ['attest', 'unattest'], 'Attestera', canAttestTime, TIME_ROWS, publishTime);
  statusRoute(
    '/api/ersattningar/godkann',
    ['approve', 'unapprove'],
    'ApproveTime',
    canApproveCompensations,
    COMPENSATION_ROWS,
    publishCompensations,
  );
  statusRoute(
    '/api/ersattningar/attest',
    ['attest', 'unattest'],
    'Attestera',
    canAttestCompensations,
    COMPENSATION_ROWS,
    publishCompensations,
  );

  // Kept lists are dropped by any live event of their company (time, punches, settings).
  const attestLists = new AttestListCache(opts.attestListKeepMs);
  const unsubscribe = app.bus.subscribe((event) => attestLists.changed(event.FtgId));
  app.addHook('onClose', async () => unsubscribe());
  r.get('/api/attestlista', {
    config: { access: { roles: ATTEST_LIST_ROLES } },
    schema: { tags, querystring: PeriodSchema, response: { 200: AttestListSchema } },
    handler: (req) =>
      loadAttestList(db, requireCompany(req), req.query.From, req.query.To, app.now(), attestLists),
  });
}
