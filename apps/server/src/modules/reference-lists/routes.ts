import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnstNrParamsSchema,
  ArbSchemaSchema,
  ArbetsledareSchema,
  AvdelningSchema,
  BemuppgiftSchema,
  BrukareSchema,
  CodeGroupQuerySchema,
  EgenskapSchema,
  HolidaySchema,
  KompetensSchema,
  KontoSchema,
  LonKodSchema,
  ObRegelSchema,
  PerRegSchema,
  PerSchemaRowSchema,
  ResEnheterSchema,
  TidKodSchema,
  VarugruppSchema,
  toIsoDate,
  YearParamsSchema,
} from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import { currentSchedule } from './current-schedule';
import { employeeSchedule } from './employee-schedule';
import { listArbetsledare } from './list-arbetsledare';
import { listHolidays } from './list-holidays';
import { listObRules } from './list-ob-rules';
import { listPayCodes } from './list-pay-codes';
import { listResultUnits } from './list-result-units';
import { listSchedules } from './list-schedules';
import { listProperties, listStaffingTasks } from './list-staffing';
import { listTimeCodes } from './list-time-codes';
import * as repo from './repository';

const tags = ['Reference lists'];
const company = { access: 'company' as const };
const ftg = (req: FastifyRequest) => requireCompany(req).company.ftgId;

/** SPEC §7 reference lists of the request's company. */
export default async function referenceListRoutes(app: FastifyInstance) {
  codeRoutes(app);
  registerRoutes(app);
  scheduleRoutes(app);
  staffingRoutes(app);
}

/** The time and pay codes, the goods groups and the accounts. */
function codeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/tidkoder', {
    config: company,
    schema: { tags, querystring: CodeGroupQuerySchema, response: { 200: z.array(TidKodSchema) } },
    handler: async (req) => listTimeCodes(app.db, requireCompany(req), req.query.Grupp),
  });

  r.get('/api/LonKoder', {
    config: company,
    schema: { tags, querystring: CodeGroupQuerySchema, response: { 200: z.array(LonKodSchema) } },
    handler: async (req) => listPayCodes(app.db, requireCompany(req), req.query.Grupp),
  });

  // The plain registers (here and below) have no rule between the route and the company's rows:
  // the route reads them from the repository as stored.
  r.get('/api/varugrupper', {
    config: company,
    schema: { tags, response: { 200: z.array(VarugruppSchema) } },
    handler: (req) => repo.listVarugrupper(app.db, ftg(req)),
  });

  r.get('/api/kontoreg', {
    config: company,
    schema: { tags, response: { 200: z.array(KontoSchema) } },
    handler: (req) => repo.listKonton(app.db, ftg(req)),
  });
}

/** The brukare, arbetsledare, departments and result units. */
function registerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/brukarlista', {
    config: company,
    schema: { tags, response: { 200: z.array(BrukareSchema) } },
    handler: (req) => repo.listBrukare(app.db, ftg(req)),
  });

  r.get('/api/brukaransvlista', {
    config: company,
    schema: { tags, response: { 200: z.array(ArbetsledareSchema) } },
    handler: async (req) => listArbetsledare(app.db, requireCompany(req)),
  });

  r.get('/api/avdelning', {
    config: company,
    schema: { tags, response: { 200: z.array(AvdelningSchema) } },
    handler: (req) => repo.listAvdelningar(app.db, ftg(req)),
  });

  r.get('/api/resenheter', {
    config: company,
    schema: { tags, response: { 200: ResEnheterSchema } },
    handler: async (req) => listResultUnits(app.db, requireCompany(req)),
  });
}

/** The work schedules, OB rules, holidays and an employee's schedule. */
function scheduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/arbschemalist', {
    config: company,
    schema: { tags, response: { 200: z.array(ArbSchemaSchema) } },
    handler: async (req) => listSchedules(app.db, requireCompany(req)),
  });

  r.get('/api/obregler', {
    config: company,
    schema: { tags, response: { 200: z.array(ObRegelSchema) } },
    handler: async (req) => listObRules(app.db, requireCompany(req)),
  });

  r.get('/api/holidays/:year', {
    config: company,
    schema: { tags, params: YearParamsSchema, response: { 200: z.array(HolidaySchema) } },
    handler: async (req) => listHolidays(app.db, requireCompany(req), req.params.year),
  });

  r.get('/api/perschema/:AnstNr', {
    config: company,
    schema: { tags, params: AnstNrParamsSchema, response: { 200: z.array(PerSchemaRowSchema) } },
    handler: async (req) => employeeSchedule(app.db, requireCompany(req), req.params.AnstNr),
  });

  r.get('/api/perreg/:AnstNr', {
    config: company,
    schema: { tags, params: AnstNrParamsSchema, response: { 200: PerRegSchema } },
    handler: async (req) =>
      currentSchedule(app.db, requireCompany(req), req.params.AnstNr, toIsoDate(app.now())),
  });
}

/** Staffing's registers: competences, properties (Plus) and the tasks not closed (SPEC §7). */
function staffingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/kompetenser', {
    config: company,
    schema: { tags, response: { 200: z.array(KompetensSchema) } },
    handler: (req) => repo.listKompetenser(app.db, ftg(req)),
  });

  r.get('/api/egenskaper', {
    config: company,
    schema: { tags, response: { 200: z.array(EgenskapSchema) } },
    handler: async (req) => listProperties(app.db, requireCompany(req)),
  });

  r.get('/api/bemanna/bemuppgift', {
    config: company,
    schema: { tags, response: { 200: z.array(BemuppgiftSchema) } },
    handler: async (req) => listStaffingTasks(app.db, requireCompany(req)),
  });
}
