import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCompany } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { listTidKoder } from '../../shared/reference-reads';
import {
  EmployeePrintQuerySchema,
  fileNamePart,
  jobBase,
  PRINT_TAGS,
  sendPrint,
} from '../../shared/print/print-route';
import { employeesInScope } from './access';
import { loadTimeReport } from './load-time-report';
import type { TimeReportPrintJob } from './time-report-pdf';

/**
 * GET /print/tidrapport: one employee's time report of a period as PDF (SPEC §7), under the scope
 * of GET /api/tidrapport/{AnstNr}: the same loader refuses an employee the caller may not see.
 */
export default async function timeReportPrintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/print/tidrapport', {
    config: { access: { route: 'TidrapportPrint' } },
    schema: { tags: PRINT_TAGS, querystring: EmployeePrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { AnstNr, From, To, Lang: lang } = req.query;
      return sendPrint(app, ctx, reply, async () => {
        const timeReport = await loadTimeReport(db, ctx, AnstNr, From, To);
        const [[employee], codes] = await Promise.all([
          employeesInScope(db, ctx, [AnstNr]),
          listTidKoder(db, ctx.company.ftgId),
        ]);
        if (!employee) throw new ApiError('EmployeeNotAllowed');
        const job: TimeReportPrintJob = {
          report: 'tidrapport',
          ...jobBase(ctx, lang, app.now()),
          timeReport,
          employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
          codes: new Map(codes.map((c) => [c.tidKod, { benText: c.benText, typ: c.typ }])),
        };
        return { job, fileName: `tidrapport-${fileNamePart(AnstNr)}-${From}-${To}.pdf` };
      });
    },
  });
}
