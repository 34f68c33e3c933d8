import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PayrollExportIdParamsSchema,
  PayrollExportListSchema,
  PayrollExportRequestSchema,
} from '@lonportal/domain/payroll/paxml';
import { rolesThatCan } from '@lonportal/domain';
import {
  PayrollPreviewQuerySchema,
  PayrollPreviewSchema,
  PayrollTransferSchema,
} from '@lonportal/domain/payroll/transfer-window';
import { requireCompany } from '../../plugins/access/index';
import { publishRows } from '../../shared/live-rows';
import { publishTimeEntries } from '../time';
import { exportFile } from './export-file';
import { exportToPayroll } from './export-to-payroll';
import { listExports } from './list-exports';
import { previewTransfer } from './preview-transfer';
import { exportReceipts } from './receipts-archive';

const tags = ['Payroll export'];
/** The domain's access actions: the administrators and the company administrator. */
const EXPORT_ROLES = rolesThatCan('exportPayroll');

/**
 * POST/GET /lonexport: transfer attested time to payroll as PAXml 2.0 and list earlier transfers;
 * GET /download/lonexport/{Id}: the stored file, and /kvitton the receipts of its compensation rows
 * as one ZIP (SPEC §7: download URLs have no api prefix; the company is the session's).
 */
export default async function payrollExportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.post('/api/lonexport', {
    config: { access: { roles: EXPORT_ROLES } },
    schema: {
      tags,
      description:
        "Locks the period's transferable rows and stores them as one PAXml 2.0 file. Rows already transferred are " +
        'not taken again; with nothing new the answer is 200 with Antal 0 and the null id, and no file is stored. ' +
        "The rows are those dated up to today and up to the company's cut-off day (Brytdatum: the days after it go " +
        "with the next month's transfer, From–To of the answer); after today only planned absence approved in " +
        'advance goes, named in Framtida. Vantar names the ready rows that wait.',
      body: PayrollExportRequestSchema,
      response: { 200: PayrollTransferSchema, 201: PayrollTransferSchema },
    },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const result = await exportToPayroll(db, ctx, { from: req.body.From, to: req.body.To }, app.now());
      if (result.anstNrs.length === 0) return reply.code(200).send(result.export);
      await publishTimeEntries(app, ctx, result.anstNrs);
      await publishRows(app, ctx, 'compensations', result.anstNrs);
      return reply.code(201).send(result.export);
    },
  });

  r.get('/api/lonexport/forhandsvisning', {
    config: { access: { roles: EXPORT_ROLES } },
    schema: {
      tags,
      description:
        'What POST /api/lonexport of the period would take, changing nothing: the dates, rows, people, the days ' +
        'after today that would go and the ready rows that would wait.',
      querystring: PayrollPreviewQuerySchema,
      response: { 200: PayrollPreviewSchema },
    },
    handler: (req) =>
      previewTransfer(db, requireCompany(req), { from: req.query.From, to: req.query.To }, app.now()),
  });

  r.get('/api/lonexport', {
    config: { access: { roles: EXPORT_ROLES } },
    schema: { tags, response: { 200: PayrollExportListSchema } },
    handler: (req) => listExports(db, requireCompany(req)),
  });

  r.get('/download/lonexport/:Id', {
    config: { access: { roles: EXPORT_ROLES } },
    schema: { tags, params: PayrollExportIdParamsSchema },
    handler: async (req, reply) => {
      const file = await exportFile(db, requireCompany(req), req.params.Id);
      return reply
        .type(`application/xml; charset=${file.charset}`)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  });

  r.get('/download/lonexport/:Id/kvitton', {
    config: { access: { roles: EXPORT_ROLES } },
    schema: { tags, params: PayrollExportIdParamsSchema },
    handler: async (req, reply) => {
      const file = await exportReceipts(db, requireCompany(req), req.params.Id);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  });
}
