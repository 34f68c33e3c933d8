import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { listLonKoder } from '../../shared/reference-reads';
import { employeePrintRoute } from '../../shared/print/print-route';
import { employeesInScope } from '../time';
import type { CompensationsPrintJob } from './compensations-pdf';
import { listCompensations } from './index';

/**
 * GET /print/ersattningar: one employee's compensations of a period as PDF (SPEC §7), under the
 * scope of GET /api/ersattningar/{AnstNr}: the same loader refuses an employee the caller may not see.
 */
export default async function compensationsPrintRoutes(app: FastifyInstance) {
  const { db } = app;
  employeePrintRoute(app, {
    report: 'ersattningar',
    access: { route: 'ErsattningarPrint' },
    data: async (
      ctx,
      { AnstNr, From, To },
    ): Promise<Pick<CompensationsPrintJob, 'compensations' | 'employee' | 'payCodes'>> => {
      const compensations = await listCompensations(db, ctx, AnstNr, From, To);
      const [[employee], codes] = await Promise.all([
        employeesInScope(db, ctx, [AnstNr]),
        listLonKoder(db, ctx.company.ftgId),
      ]);
      if (!employee) throw new ApiError('EmployeeNotAllowed');
      return {
        compensations,
        employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
        payCodes: new Map(codes.map((c) => [c.lonKod, c.benText])),
      };
    },
  });
}
