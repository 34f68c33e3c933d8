import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  isValidIsoDate,
  LANGUAGES,
  PeriodSchema,
  periodDays,
  zIsoDate,
} from '@lonportal/domain';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { employeesInScope, loadTimeReport } from '../time';
import { loadAttestList } from '../approval';
import { listCompensations } from '../compensations';
import { getTrip } from '../travel';
import type { PrintJob } from './print-jobs';
import { PrintSlots } from './print-slots';
import type { PrintContext } from './reports';
import { PoolFullError } from './worker-pool';
import { listLonKoder, listTidKoder } from '../../shared/reference-reads';

const tags = ['Print'];
/**
 * The periods a print may cover. One employee's time report: up to the date filter's longest
 * period, a year (a payroll administrator prints an employee's year for a review or a dispute; the
 * JSON reads a quarter at a time). The attest list: a quarter (MAX_PERIOD_DAYS of PeriodSchema), as
 * its JSON, since it is attested per salary month; its size grows with the employees in scope (a
 * month for 500 employees is some 18 pages), not with the period.
 */
const PRINT_MAX_DAYS = 366;
/** Prints one user may have in progress at a time; a third answers 429 PrintsInProgress. */
export const PRINTS_PER_USER = 2;
/** Seconds after which a refused print may be retried: a large print takes about a second. */
const RETRY_AFTER_S = '5';

/**
 * The PDF's language (ADR 0011): the web passes its interface language; without it the
 * PDF is Swedish (SPEC §9 default sv), anything else answers 400 on `Lang`.
 */
const Lang = z.enum(LANGUAGES, { error: 'validation.invalid' }).default(DEFAULT_LANGUAGE);

/** One employee's print (the time report, the compensations): the employee, a period of at most a year, the language. */
const EmployeePrintQuerySchema = z
  .object({
    AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
    From: zIsoDate(),
    To: zIsoDate(),
    Lang,
  })
  .superRefine((v, ctx) => {
    if (!isValidIsoDate(v.From) || !isValidIsoDate(v.To)) return;
    if (v.To < v.From)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.endBeforeStart' });
    else if (periodDays(v.From, v.To) > PRINT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.tooLong' });
  });

/** One trip's travel expense report: the trip, the language. */
const TripPrintQuerySchema = z.object({ Id: z.uuid({ error: 'validation.invalid' }), Lang });

/** What a file name may hold of an employee number. */
const safe = (s: string) => s.replace(/[^0-9A-Za-z]/g, '');

const printContext = (ctx: CompanyContext, now: Date): PrintContext => ({
  company: { namn: ctx.company.namn, orgnr: ctx.company.orgnr },
  printedBy: ctx.auth.user.namn,
  printedAt: now,
});

/** Renders the job on the print pool; a full pool answers 503 with Retry-After. */
async function render(pool: FastifyInstance['printPool'], job: PrintJob): Promise<Uint8Array> {
  try {
    return await pool.run(job);
  } catch (err) {
    if (err instanceof PoolFullError)
      throw new ApiError('ServiceUnavailable', { headers: { 'Retry-After': RETRY_AFTER_S } });
    throw err;
  }
}

const sendPdf = (reply: FastifyReply, bytes: Uint8Array, fileName: string) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/**
 * GET /print/tidrapport, /print/ersattningar, /print/attestlista and /print/reserakning: the print reports as PDF (SPEC §7: print URLs
 * have no api prefix; the company is the session's). Scope as the JSON endpoints: the same
 * loaders refuse an employee the caller may not see. The request gathers the data and waits for
 * the render pool; at most PRINTS_PER_USER prints per user are in progress at a time.
 */
export default async function timeReportPrintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, printPool } = app;
  const slots = new PrintSlots(PRINTS_PER_USER);

  /** Runs `print` holding one of the user's print slots. */
  const withSlot = async <T>(ctx: CompanyContext, print: () => Promise<T>): Promise<T> => {
    const release = slots.take(ctx.auth.user.id);
    if (!release) throw new ApiError('PrintsInProgress', { headers: { 'Retry-After': RETRY_AFTER_S } });
    try {
      return await print();
    } finally {
      release();
    }
  };

  r.get('/print/tidrapport', {
    config: { access: { route: 'TidrapportPrint' } },
    schema: { tags, querystring: EmployeePrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { AnstNr, From, To, Lang: lang } = req.query;
      const pdf = await withSlot(ctx, async () => {
        const timeReport = await loadTimeReport(db, ctx, AnstNr, From, To);
        const [[employee], codes] = await Promise.all([
          employeesInScope(db, ctx, [AnstNr]),
          listTidKoder(db, ctx.company.ftgId),
        ]);
        if (!employee) throw new ApiError('EmployeeNotAllowed');
        const now = app.now();
        return render(printPool, {
          report: 'tidrapport',
          lang,
          ctx: printContext(ctx, now),
          meta: { author: ctx.auth.user.namn, createdAt: now },
          timeReport,
          employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
          codes: new Map(codes.map((c) => [c.tidKod, { benText: c.benText, typ: c.typ }])),
        });
      });
      return sendPdf(reply, pdf, `tidrapport-${AnstNr.replace(/[^0-9A-Za-z]/g, '')}-${From}-${To}.pdf`);
    },
  });

  r.get('/print/ersattningar', {
    config: { access: { route: 'ErsattningarPrint' } },
    schema: { tags, querystring: EmployeePrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { AnstNr, From, To, Lang: lang } = req.query;
      const pdf = await withSlot(ctx, async () => {
        const compensations = await listCompensations(db, ctx, AnstNr, From, To);
        const [[employee], codes] = await Promise.all([
          employeesInScope(db, ctx, [AnstNr]),
          listLonKoder(db, ctx.company.ftgId),
        ]);
        if (!employee) throw new ApiError('EmployeeNotAllowed');
        const now = app.now();
        return render(printPool, {
          report: 'ersattningar',
          lang,
          ctx: printContext(ctx, now),
          meta: { author: ctx.auth.user.namn, createdAt: now },
          compensations,
          employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
          payCodes: new Map(codes.map((c) => [c.lonKod, c.benText])),
        });
      });
      return sendPdf(reply, pdf, `ersattningar-${AnstNr.replace(/[^0-9A-Za-z]/g, '')}-${From}-${To}.pdf`);
    },
  });

  r.get('/print/attestlista', {
    config: { access: { route: 'AttestlistaPrint' } },
    schema: { tags, querystring: z.intersection(PeriodSchema, z.object({ Lang })) },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { From, To, Lang: lang } = req.query;
      const pdf = await withSlot(ctx, async () => {
        const now = app.now();
        const list = await loadAttestList(db, ctx, From, To, now);
        return render(printPool, {
          report: 'attestlista',
          lang,
          ctx: printContext(ctx, now),
          meta: { author: ctx.auth.user.namn, createdAt: now },
          from: From,
          to: To,
          list,
        });
      });
      return sendPdf(reply, pdf, `attestlista-${From}-${To}.pdf`);
    },
  });

  // One trip's travel expense report. The trip as GET /api/resa/{Id} answers it: 404 for
  // an id the company does not have, 403 for an employee outside the caller's scope.
  r.get('/print/reserakning', {
    config: { access: { route: 'ReserakningPrint' } },
    schema: { tags, querystring: TripPrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { Id, Lang: lang } = req.query;
      const { pdf, name } = await withSlot(ctx, async () => {
        const trip = await getTrip(db, ctx, Id);
        const [employee] = await employeesInScope(db, ctx, [trip.AnstNr]);
        if (!employee) throw new ApiError('EmployeeNotAllowed');
        const now = app.now();
        const bytes = await render(printPool, {
          report: 'reserakning',
          lang,
          ctx: printContext(ctx, now),
          meta: { author: ctx.auth.user.namn, createdAt: now },
          trip,
          employee: { foNamn: employee.foNamn, efNamn: employee.efNamn },
        });
        return { pdf: bytes, name: `reserakning-${safe(trip.AnstNr)}-${trip.AvresaDatum}.pdf` };
      });
      return sendPdf(reply, pdf, name);
    },
  });
}
