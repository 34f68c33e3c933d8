import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidIsoDate, PeriodSchema, periodDays, zIsoDate } from '@lonportal/domain';
import { requireCompany, type CompanyContext } from '../../../plugins/access/index';
import { ApiError } from '../../../plugins/errors';
import * as repo from '../repository';
import { employeesInScope, loadTimeReport } from '../service';
import { loadAttestList } from '../status-service';
import { renderTablePdf } from './pdf';
import { attestListPdf, timeReportPdf, type PrintContext } from './reports';

const tags = ['Print'];
/** A printed time report may cover the date filter's longest period, a year (the JSON reads a quarter at a time). */
const PRINT_MAX_DAYS = 366;

const TimeReportPrintQuerySchema = z
  .object({
    AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
    From: zIsoDate(),
    To: zIsoDate(),
  })
  .superRefine((v, ctx) => {
    if (!isValidIsoDate(v.From) || !isValidIsoDate(v.To)) return;
    if (v.To < v.From)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.endBeforeStart' });
    else if (periodDays(v.From, v.To) > PRINT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.tooLong' });
  });

const printContext = (ctx: CompanyContext, now: Date): PrintContext => ({
  company: { namn: ctx.company.namn, orgnr: ctx.company.orgnr },
  printedBy: ctx.auth.user.namn,
  printedAt: now,
});

const sendPdf = (reply: FastifyReply, bytes: Uint8Array, fileName: string) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .send(Buffer.from(bytes));

/**
 * GET /print/tidrapport and /print/attestlista: the print reports as PDF (SPEC §7: print URLs
 * have no api prefix; the company is the session's). Scope as the JSON endpoints: the same
 * loaders refuse an employee the caller may not see.
 */
export default async function timeReportPrintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/print/tidrapport', {
    config: { access: { route: 'TidrapportPrint' } },
    schema: { tags, querystring: TimeReportPrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { AnstNr, From, To } = req.query;
      const report = await loadTimeReport(db, ctx, AnstNr, From, To);
      const [[employee], codes] = await Promise.all([
        employeesInScope(db, ctx, [AnstNr]),
        repo.listTidKoder(db, ctx.company.ftgId),
      ]);
      if (!employee) throw new ApiError('EmployeeNotAllowed');
      const now = app.now();
      const codeInfo = new Map(codes.map((c) => [c.tidKod, { benText: c.benText, typ: c.typ }]));
      const pdf = await renderTablePdf(timeReportPdf(printContext(ctx, now), report, employee, codeInfo), {
        author: ctx.auth.user.namn,
        createdAt: now,
      });
      return sendPdf(reply, pdf, `tidrapport-${AnstNr.replace(/[^0-9A-Za-z]/g, '')}-${From}-${To}.pdf`);
    },
  });

  r.get('/print/attestlista', {
    config: { access: { route: 'AttestlistaPrint' } },
    schema: { tags, querystring: PeriodSchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { From, To } = req.query;
      const list = await loadAttestList(db, ctx, From, To);
      const now = app.now();
      const pdf = await renderTablePdf(attestListPdf(printContext(ctx, now), From, To, list), {
        author: ctx.auth.user.namn,
        createdAt: now,
      });
      return sendPdf(reply, pdf, `attestlista-${From}-${To}.pdf`);
    },
  });
}
