import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  IdParamsSchema,
  NearAccidentCommentSchema,
  NearAccidentInputSchema,
  NearAccidentListQuerySchema,
  NearAccidentMoveSchema,
  NearAccidentSchema,
  VersionQuerySchema,
} from '@lonportal/domain';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { decodeUpload, uploadBodyLimit } from '../../shared/uploads';
import { sendUpload } from '../../shared/receipt-file';
import { attach } from './attach-file';
import { commentReport } from './comment-report';
import { createReport } from './create-report';
import { deleteReport } from './delete-report';
import { getReport } from './get-report';
import { listHandledReports, listReports } from './list-reports';
import { moveReport } from './move-report';
import { readAttachment } from './read-attachment';

const tags = ['Near-accident reports'];
const access = { route: 'NearAccidentsReports' } as const;
const ATTACHMENT_BODY_LIMIT = uploadBodyLimit(ATTACHMENT_MAX_BYTES);
const AttachmentUploadSchema = z.object({
  Content: z.string().min(1, { error: 'validation.required' }),
  FileName: z.string().trim().min(1, { error: 'validation.required' }).max(200),
});

/** Near-accident reports: report, attach, and for the named handlers move and comment. */
export default async function nearAccidentRoutes(app: FastifyInstance) {
  readRoutes(app);
  writeRoutes(app);
  attachmentRoutes(app);
}

/** The lists and one report. */
function readRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/nearAccidentsReports', {
    config: { access },
    schema: {
      tags,
      description:
        'The reports the caller may see (SPEC §6: a sensitive one only by its handlers and reporter).',
      querystring: NearAccidentListQuerySchema,
      response: { 200: z.array(NearAccidentSchema) },
    },
    handler: (req) => listReports(db, requireCompany(req), req.query.Status),
  });

  r.get('/api/hr/nearAccidentsReports', {
    config: { access },
    schema: {
      tags,
      description:
        'SPEC §7: the handlers’ list (Status=NEW for the NearAccidentsReports badge); empty for one who handles none.',
      querystring: NearAccidentListQuerySchema,
      response: { 200: z.array(NearAccidentSchema) },
    },
    handler: (req) => listHandledReports(db, requireCompany(req), req.query.Status),
  });

  r.get('/api/nearAccidentsReports/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, response: { 200: NearAccidentSchema } },
    handler: (req) => getReport(db, requireCompany(req), req.params.Id),
  });
}

/** Reporting, removing, moving and commenting. */
function writeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const publish = (ctx: CompanyContext) =>
    app.bus.publish({
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: 'accidentReports' },
      FtgId: ctx.company.ftgId,
    });

  r.post('/api/nearAccidentsReports', {
    config: { access },
    schema: { tags, body: NearAccidentInputSchema, response: { 201: NearAccidentSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const created = await createReport(db, ctx, req.body, app.now());
      await publish(ctx);
      return reply.code(201).send(created);
    },
  });

  r.delete('/api/nearAccidentsReports/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      await deleteReport(db, ctx, req.params.Id, req.query.Version, app.now());
      await publish(ctx);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/nearAccidentsReports/:Id/status', {
    config: { access },
    schema: {
      tags,
      params: IdParamsSchema,
      body: NearAccidentMoveSchema,
      response: { 200: NearAccidentSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Status, Kommentar, Version } = req.body;
      const moved = await moveReport(db, ctx, req.params.Id, Status, Kommentar, Version, app.now());
      await publish(ctx);
      return moved;
    },
  });

  r.post('/api/nearAccidentsReports/:Id/kommentar', {
    config: { access },
    schema: {
      tags,
      params: IdParamsSchema,
      body: NearAccidentCommentSchema,
      response: { 200: NearAccidentSchema },
    },
    handler: (req) => commentReport(db, requireCompany(req), req.params.Id, req.body.Kommentar, app.now()),
  });
}

/** A report's attachments. */
function attachmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.post('/api/nearAccidentsReports/:Id/bilagor', {
    config: { access },
    bodyLimit: ATTACHMENT_BODY_LIMIT,
    schema: {
      tags,
      description:
        'Adds an attachment (SPEC §5: PDF, Word, text, image, OOXML, Excel, OpenDocument, PowerPoint; 10 MB; ' +
        'at most 5 per report) while the report is NEW.',
      params: IdParamsSchema,
      body: AttachmentUploadSchema,
      response: { 200: NearAccidentSchema },
    },
    handler: (req) =>
      attach(
        db,
        requireCompany(req),
        req.params.Id,
        { name: req.body.FileName, content: decodeUpload(req.body.Content) },
        app.now(),
      ),
  });

  r.get('/api/nearAccidentsReports/:Id/bilagor/:FileId', {
    // A link or an <img src>: the browser sends the cookie but cannot add the API marker.
    config: { access, apiMarker: false },
    schema: { tags, params: z.object({ Id: z.uuid(), FileId: z.uuid() }) },
    handler: async (req, reply) =>
      sendUpload(reply, await readAttachment(db, requireCompany(req), req.params.Id, req.params.FileId)),
  });
}
