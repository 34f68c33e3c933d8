import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { listTidKoder } from '../../shared/reference-reads';
import { employeePrintRoute } from '../../shared/print/print-route';
import { employeesInScope } from './access';
import { loadTimeReport } from './load-time-report';
import type { TimeReportPrintJob } from './time-report-pdf';

/**
 * GET /print/tidrapport: one employee's time report of a period as PDF (SPEC §7), under the scope
 * of GET /api/tidrapport/{AnstNr}: the same loader refuses an employee the caller may not see.
 */
export default async function timeReportPrintRoutes(app: FastifyInstance) {
  const { db } = app;
  employeePrintRoute(app, {
    report: 'tidrapport',
    access: { route: 'TidrapportPrint' },
    data: async (
      ctx,
      { AnstNr, From, To },
    ): Promise<Pick<TimeReportPrintJob, 'timeReport' | 'employee' | 'codes'>> => {
      const timeReport = await loadTimeReport(db, ctx, AnstNr, From, To);
      const [[employee], codes] = await Promise.all([
        employeesInScope(db, ctx, [AnstNr]),
        listTidKoder(db, ctx.company.ftgId),
      ]);
      if (!employee) throw new ApiError('EmployeeNotAllowed');
      return {
        timeReport,
        employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
        codes: new Map(codes.map((c) => [c.tidKod, { benText: c.benText, typ: c.typ }])),
      };
    },
  });
}
