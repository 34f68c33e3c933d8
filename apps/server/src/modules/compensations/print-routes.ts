import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCompany } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { listLonKoder } from '../../shared/reference-reads';
import {
  EmployeePrintQuerySchema,
  fileNamePart,
  jobBase,
  PRINT_TAGS,
  sendPrint,
} from '../../shared/print/print-route';
import { employeesInScope } from '../time';
import type { CompensationsPrintJob } from './compensations-pdf';
import { listCompensations } from './index';

/**
 * GET /print/ersattningar: one employee's compensations of a period as PDF (SPEC §7), under the
 * scope of GET /api/ersattningar/{AnstNr}: the same loader refuses an employee the caller may not see.
 */
export default async function compensationsPrintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/print/ersattningar', {
    config: { access: { route: 'ErsattningarPrint' } },
    schema: { tags: PRINT_TAGS, querystring: EmployeePrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { AnstNr, From, To, Lang: lang } = req.query;
      return sendPrint(app, ctx, reply, async () => {
        const compensations = await listCompensations(db, ctx, AnstNr, From, To);
        const [[employee], codes] = await Promise.all([
          employeesInScope(db, ctx, [AnstNr]),
          listLonKoder(db, ctx.company.ftgId),
        ]);
        if (!employee) throw new ApiError('EmployeeNotAllowed');
        const job: CompensationsPrintJob = {
          report: 'ersattningar',
          ...jobBase(ctx, lang, app.now()),
          compensations,
          employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
          payCodes: new Map(codes.map((c) => [c.lonKod, c.benText])),
        };
        return { job, fileName: `ersattningar-${fileNamePart(AnstNr)}-${From}-${To}.pdf` };
      });
    },
  });
}
