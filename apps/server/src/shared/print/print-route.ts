// What every print route shares (SPEC §7: print URLs have no api prefix; the company is the
// session's): the language and period of the query, the job's context, one of the user's print
// slots while the request gathers its data and waits for the render pool (ADR 0009), and the PDF's
// answer. Each area's print routes gather their own data under the same scope as their JSON.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  isValidIsoDate,
  LANGUAGES,
  periodDays,
  zIsoDate,
  type Language,
} from '@lonportal/domain';
import { requireCompany, type AccessRule, type CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import type { DocumentJob, PrintJobBase } from './print-jobs';
import { PoolFullError } from './worker-pool';

/** The print routes' tag in the OpenAPI description. */
export const PRINT_TAGS = ['Print'];

/**
 * The periods a print may cover. One employee's time report: up to the date filter's longest
 * period, a year (a payroll administrator prints an employee's year for a review or a dispute; the
 * JSON reads a quarter at a time). The attest list: a quarter (MAX_PERIOD_DAYS of PeriodSchema), as
 * its JSON, since it is attested per salary month; its size grows with the employees in scope (a
 * month for 500 employees is some 18 pages), not with the period.
 */
const PRINT_MAX_DAYS = 366;
/** Seconds after which a refused print may be retried: a large print takes about a second. */
const RETRY_AFTER_S = '5';

/**
 * The PDF's language (ADR 0011): the web passes its interface language; without it the
 * PDF is Swedish (SPEC §9 default sv), anything else answers 400 on `Lang`.
 */
export const Lang = z.enum(LANGUAGES, { error: 'validation.invalid' }).default(DEFAULT_LANGUAGE);

/** One employee's print (the time report, the compensations): the employee, a period of at most a year, the language. */
export const EmployeePrintQuerySchema = z
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

/** What a file name may hold of an employee number. */
export const fileNamePart = (s: string) => s.replace(/[^0-9A-Za-z]/g, '');

/** What every job of this request carries: the language, who prints for which company, and when. */
export const jobBase = (ctx: CompanyContext, lang: Language, now: Date): Omit<PrintJobBase, 'report'> => ({
  lang,
  ctx: {
    company: { namn: ctx.company.namn, orgnr: ctx.company.orgnr },
    printedBy: ctx.auth.user.namn,
    printedAt: now,
  },
  meta: { author: ctx.auth.user.namn, createdAt: now },
});

/** A print to render: its job and the PDF's file name. */
export interface PreparedPrint {
  job: DocumentJob;
  fileName: string;
}

/** Renders the job on the print pool; a full pool answers 503 with Retry-After. */
async function render(pool: FastifyInstance['printPool'], job: DocumentJob): Promise<Uint8Array> {
  try {
    return await pool.run(job);
  } catch (err) {
    if (err instanceof PoolFullError)
      throw new ApiError('ServiceUnavailable', { headers: { 'Retry-After': RETRY_AFTER_S } });
    throw err;
  }
}

/**
 * Answers the PDF that `prepare` gathers: holding one of the user's print slots (at most
 * PRINTS_PER_USER at a time, else 429 PrintsInProgress with Retry-After) from the first read of its
 * data to the rendered file, which is sent inline.
 */
export async function sendPrint(
  app: FastifyInstance,
  ctx: CompanyContext,
  reply: FastifyReply,
  prepare: () => Promise<PreparedPrint>,
) {
  const release = app.printSlots.take(ctx.auth.user.id);
  if (!release) throw new ApiError('PrintsInProgress', { headers: { 'Retry-After': RETRY_AFTER_S } });
  let pdf: Uint8Array;
  let fileName: string;
  try {
    const prepared = await prepare();
    fileName = prepared.fileName;
    pdf = await render(app.printPool, prepared.job);
  } finally {
    release();
  }
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

/** An employee's print: the query of EmployeePrintQuerySchema. */
export type EmployeePrintQuery = z.infer<typeof EmployeePrintQuerySchema>;

/**
 * GET /print/<report>?AnstNr&From&To&Lang: one employee's document of a period (the time report,
 * the compensations). `data` reads it under the scope of the area's JSON, which refuses an
 * employee the caller may not see; the PDF is named `<report>-<AnstNr>-<From>-<To>.pdf`.
 */
export function employeePrintRoute(
  app: FastifyInstance,
  opts: {
    report: string;
    access: AccessRule;
    data: (ctx: CompanyContext, query: EmployeePrintQuery) => Promise<Record<string, unknown>>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(`/print/${opts.report}`, {
    config: { access: opts.access },
    schema: { tags: PRINT_TAGS, querystring: EmployeePrintQuerySchema },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const { AnstNr, From, To, Lang: lang } = req.query;
      return sendPrint(app, ctx, reply, async () => ({
        job: { report: opts.report, ...jobBase(ctx, lang, app.now()), ...(await opts.data(ctx, req.query)) },
        fileName: `${opts.report}-${fileNamePart(AnstNr)}-${From}-${To}.pdf`,
      }));
    },
  });
}
