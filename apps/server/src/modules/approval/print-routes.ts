import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PeriodSchema } from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import { jobBase, Lang, PRINT_TAGS, sendPrint } from '../../shared/print/print-route';
import type { AttestListPrintJob } from './attest-list-pdf';
import { loadAttestList } from './attest-list';

/**
 * GET /print/attestlista: the attest list of a period as PDF (SPEC §7), of the employees the caller
 * may attest, as GET /api/attestlista answers it; the period at most a quarter, as its JSON.
 */
export default async function attestListPrintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/print/attestlista', {
    config: { access: { route: 'AttestlistaPrint' } },
    schema: { tags: PRINT_TAGS, querystring: z.intersection(PeriodSchema, z.object({ Lang })) },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { From, To, Lang: lang } = req.query;
      return sendPrint(app, ctx, reply, async () => {
        const now = app.now();
        const list = await loadAttestList(db, ctx, From, To, now);
        const job: AttestListPrintJob = {
          report: 'attestlista',
          ...jobBase(ctx, lang, now),
          from: From,
          to: To,
          list,
        };
        return { job, fileName: `attestlista-${From}-${To}.pdf` };
      });
    },
  });
}
