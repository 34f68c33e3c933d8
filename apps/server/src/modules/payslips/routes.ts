// /api/lonebesked: payslips and balances from the payroll program (SPEC §2.1 /lonebesked; §6
// LonebeskedSaldon: AVD, PER, ADM, FTG and LIC, with EnableLonebeskedView or EnableSaldonView), and
// the administrators' import of a pay run (DOMAIN §12 LÖNUT).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesThatCan } from '@lonportal/domain';
import {
  LONUT_IMPORT_MAX_BYTES,
  LonebeskedListSchema,
  LonebeskedQuerySchema,
  LonebeskedViewSchema,
  PayRunImportRequestSchema,
  PayRunImportResultSchema,
} from '@lonportal/domain/payslips/index';
import { requireCompany } from '../../plugins/access/index';
import { uploadBodyLimit } from '../../shared/uploads';
import { importPayRun, previewPayRun } from './import-pay-run';
import { listPayslips, readPayslip } from './read-payslips';

const tags = ['Payslips'];
const IMPORT = { roles: rolesThatCan('importPayslips') };

export default async function payslipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/lonebesked', {
    config: { access: { route: 'LonebeskedSaldon' } },
    schema: {
      tags,
      description:
        'The payslips paid out by today (newest first) and the balances of the last year (oldest first): ' +
        'the caller’s own, or with AnstNr an employee’s for those who may read others’ (audited). Each part ' +
        'only where the company shows it (EnableLonebeskedView, EnableSaldonView).',
      querystring: LonebeskedQuerySchema,
      response: { 200: LonebeskedListSchema },
    },
    handler: (req) => listPayslips(app, requireCompany(req), req.query),
  });

  r.get('/api/lonebesked/:Id', {
    config: { access: { route: 'LonebeskedSaldon' } },
    schema: {
      tags,
      description:
        'One payslip from its pay day on: its rows by pay type (DOLD rows left out), tax, paid out, year to ' +
        'date, the balances as of its pay day, and what changed since the payslip before it.',
      params: z.object({ Id: z.uuid() }),
      response: { 200: LonebeskedViewSchema },
    },
    handler: (req) => readPayslip(app, requireCompany(req), req.params.Id),
  });

  const bodyLimit = uploadBodyLimit(LONUT_IMPORT_MAX_BYTES);
  r.post('/api/lonebesked/import/preview', {
    config: { access: IMPORT },
    bodyLimit,
    schema: {
      tags,
      description:
        'Checks a PAXml file of format LÖNUT against both schemas and lists its periods, the employees its ' +
        'payslips and balances are matched to (AnstNr and personnummer) and those not matched. Stores nothing.',
      body: PayRunImportRequestSchema,
      response: { 200: PayRunImportResultSchema },
    },
    handler: (req) => previewPayRun(app, requireCompany(req), req.body),
  });

  r.post('/api/lonebesked/import', {
    config: { access: IMPORT },
    bodyLimit,
    schema: {
      tags,
      description:
        'Stores and publishes the matched payslips and balances of a LÖNUT file; a period imported before is ' +
        'replaced. Each employee sees their payslip from its pay day and gets a message then.',
      body: PayRunImportRequestSchema,
      response: { 200: PayRunImportResultSchema },
    },
    handler: (req) => importPayRun(app, requireCompany(req), req.body),
  });
}
