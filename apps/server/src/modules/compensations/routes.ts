import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnstNrParamsSchema,
  AttestWaitingQuerySchema,
  AttestWaitingSchema,
  CompensationInputSchema,
  CompensationReportSchema,
  CompensationSchema,
  CompensationUpdateSchema,
  IdParamsSchema,
  PeriodSchema,
  RECEIPT_MAX_BYTES,
  ReceiptSchema,
  ReceiptUploadSchema,
  ScanResponseSchema,
  VersionQuerySchema,
  canScanReceipts,
} from '@lonportal/domain';
import { ReceiptOcr } from '../../adapters/receipt-ocr';
import { ApiError } from '../../plugins/errors';
import { uploadBodyLimit } from '../../shared/uploads';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { publishRows } from '../../shared/live-rows';
import { sendReceipt } from '../../shared/receipt-file';
import { attestWaiting } from './attest-waiting';
import { createCompensation } from './create-compensation';
import { deleteCompensation } from './delete-compensation';
import { listCompensations } from './list-compensations';
import { readReceipt } from './read-receipt';
import { scanReceipt } from './scan-receipt';
import { updateCompensation } from './update-compensation';
import { uploadReceipt } from './upload-receipt';

const tags = ['Compensations'];
/** SPEC §6: /compensations and everything on it follow that route's condition. */
const access = { route: 'Compensations' } as const;
const RECEIPT_BODY_LIMIT = uploadBodyLimit(RECEIPT_MAX_BYTES);

/** SPEC §5 Compensation reporting: an employee's compensation rows of a period, and their receipts. */
export default async function compensationRoutes(app: FastifyInstance) {
  rowRoutes(app);
  receiptRoutes(app);
}

/** An employee's rows of a period, and typing, changing and deleting one. */
function rowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  /** Tells the company's open lists that these employees' compensations changed. */
  const publish = (ctx: CompanyContext, anstNr: string) => publishRows(app, ctx, 'compensations', [anstNr]);

  r.get('/api/ersattningar/:AnstNr', {
    config: { access },
    schema: {
      tags,
      params: AnstNrParamsSchema,
      querystring: PeriodSchema,
      response: { 200: CompensationReportSchema },
    },
    handler: (req) =>
      listCompensations(db, requireCompany(req), req.params.AnstNr, req.query.From, req.query.To),
  });

  // What waits for the attester's attest in other months: a static path, matched before :AnstNr.
  r.get('/api/ersattningar/vantar-attest', {
    config: { access: { route: 'Attestera' } },
    schema: { tags, querystring: AttestWaitingQuerySchema, response: { 200: AttestWaitingSchema } },
    handler: (req) => attestWaiting(db, requireCompany(req), req.query),
  });

  r.post('/api/ersattningar', {
    config: { access },
    schema: { tags, body: CompensationInputSchema, response: { 201: CompensationSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const created = await createCompensation(db, ctx, req.body, app.now());
      await publish(ctx, created.AnstNr);
      return reply.code(201).send(created);
    },
  });

  r.put('/api/ersattningar/:Id', {
    config: { access },
    schema: {
      tags,
      params: IdParamsSchema,
      body: CompensationUpdateSchema,
      response: { 200: CompensationSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Version, ...values } = req.body;
      const updated = await updateCompensation(db, ctx, req.params.Id, values, Version, app.now());
      await publish(ctx, updated.AnstNr);
      return updated;
    },
  });

  r.delete('/api/ersattningar/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const anstNr = await deleteCompensation(db, ctx, req.params.Id, req.query.Version, app.now());
      await publish(ctx, anstNr);
      return reply.code(204).send(null);
    },
  });
}

/** A receipt: uploading its file, reading what it says, and reading the file back. */
function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.post('/api/receipts', {
    config: { access },
    bodyLimit: RECEIPT_BODY_LIMIT,
    schema: { tags, body: ReceiptUploadSchema, response: { 201: ReceiptSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await uploadReceipt(db, requireCompany(req), req.body, app.now())),
  });

  // One text recogniser for the server, started by the first scan and ended with the server.
  const ocr = new ReceiptOcr();
  app.addHook('onClose', () => ocr.close());

  r.post('/api/receipts/scan', {
    config: { access },
    bodyLimit: RECEIPT_BODY_LIMIT,
    schema: {
      tags,
      body: z.object({
        Content: z.string().min(1, { error: 'validation.required' }),
        Type: z.string().max(100).default(''),
      }),
      response: { 200: ScanResponseSchema },
    },
    handler: async (req) => {
      if (!canScanReceipts(requireCompany(req).access)) throw new ApiError('RoleNotAllowed');
      return scanReceipt(ocr, req.body.Content, async (bytes) =>
        new TextDecoder().decode(await app.printPool.run({ report: 'pdfText', bytes })),
      );
    },
  });

  r.get('/api/receipts/:FtgId/:Id', {
    // A preview's <img src> or a link: the browser sends the cookie but cannot add the API marker.
    config: { access, apiMarker: false },
    schema: { tags, params: z.object({ FtgId: z.uuid(), Id: z.uuid() }) },
    handler: async (req, reply) =>
      sendReceipt(reply, await readReceipt(db, requireCompany(req), req.params.Id)),
  });
}
