import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompany } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { fileNamePart, jobBase, Lang, PRINT_TAGS, sendPrint } from '../../shared/print/print-route';
import { employeesInScope } from '../time';
import { getTrip } from './index';
import type { TravelExpensePrintJob } from './travel-expense-pdf';

/** One trip's travel expense report: the trip, the language. */
const TripPrintQuerySchema = z.object({ Id: z.uuid({ error: 'validation.invalid' }), Lang });

/**
 * GET /print/reserakning: one trip's travel expense report as PDF (SPEC §7). The trip as GET
 * /api/resa/{Id} answers it: 404 for an id the company does not have, 403 for an employee outside
 * the caller's scope.
 */
export default async function travelPrintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/print/reserakning', {
    config: { access: { route: 'ReserakningPrint' } },
    schema: { tags: PRINT_TAGS, querystring: TripPrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { Id, Lang: lang } = req.query;
      return sendPrint(app, ctx, reply, async () => {
        const trip = await getTrip(db, ctx, Id);
        const [employee] = await employeesInScope(db, ctx, [trip.AnstNr]);
        if (!employee) throw new ApiError('EmployeeNotAllowed');
        const job: TravelExpensePrintJob = {
          report: 'reserakning',
          ...jobBase(ctx, lang, app.now()),
          trip,
          employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
        };
        return { job, fileName: `reserakning-${fileNamePart(trip.AnstNr)}-${trip.AvresaDatum}.pdf` };
      });
    },
  });
}
