import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnstNrParamsSchema,
  ArbSchemaSchema,
  ArbetsledareSchema,
  AvdelningSchema,
  BrukareSchema,
  CodeGroupQuerySchema,
  HolidaySchema,
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
  canReadEmployee,
  isOwnEmployeeOnly,
} from '@lonportal/domain';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import type { Db } from '../../db/client';
import { isEmployeeInScope } from '../../shared/employee-scope';
import * as repo from './repository';
import {
  listArbScheman,
  listHolidays,
  listLonKoder,
  listPerSchema,
  listTidKoder,
} from '../../shared/reference-reads';

const tags = ['Reference lists'];
const company = { access: 'company' as const };

/** SPEC §6: PER sees only their own employee record, AVD their department (shared/employee-scope.ts). */
async function assertMayReadEmployee(db: Db, ctx: CompanyContext, anstNr: string): Promise<void> {
  if (!canReadEmployee(ctx.access, anstNr)) throw new ApiError('RoleNotAllowed');
  if (!(await isEmployeeInScope(db, ctx, anstNr))) throw new ApiError('EmployeeNotAllowed');
}

/** SPEC §6: for PER the code groups come from their own employee record, whatever they ask for. */
async function codeGroup(
  app: FastifyInstance,
  req: FastifyRequest,
  kind: 'tid' | 'lon',
): Promise<string | undefined> {
  const ctx = requireCompany(req);
  const asked = (req.query as { Grupp?: string }).Grupp;
  if (!isOwnEmployeeOnly(ctx.access)) return asked;
  const own = ctx.access.AnstNr
    ? await repo.findEmployee(app.db, ctx.company.ftgId, ctx.access.AnstNr)
    : null;
  // Without an employee record a PER user gets no codes at all.
  return (kind === 'tid' ? own?.tidKodGrupp : own?.lonKodGrupp) ?? '\u0000none';
}

/** SPEC §7 reference lists of the request's company. */
export default async function referenceListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ftg = (req: FastifyRequest) => requireCompany(req).company.ftgId;

  r.get('/api/tidkoder', {
    config: company,
    schema: { tags, querystring: CodeGroupQuerySchema, response: { 200: z.array(TidKodSchema) } },
    handler: async (req) =>
      (await listTidKoder(app.db, ftg(req), await codeGroup(app, req, 'tid'))).map((k) => ({
        TidKod: k.tidKod,
        BenText: k.benText,
        Typ: k.typ,
        Grupper: k.grupper,
        PaxmlKod: k.paxmlKod ?? '',
        LonKod: k.lonKod ?? '',
      })),
  });

  r.get('/api/LonKoder', {
    config: company,
    schema: { tags, querystring: CodeGroupQuerySchema, response: { 200: z.array(LonKodSchema) } },
    handler: async (req) =>
      (await listLonKoder(app.db, ftg(req), await codeGroup(app, req, 'lon'))).map((k) => ({
        LonKod: k.lonKod,
        BenText: k.benText,
        Typ: k.typ,
        Enhet: k.enhet,
        Apris: k.aprisOre === null ? null : k.aprisOre / 100,
        Grupper: k.grupper,
        KvittoKravs: k.kvittoKravs,
      })),
  });

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

  r.get('/api/brukarlista', {
    config: company,
    schema: { tags, response: { 200: z.array(BrukareSchema) } },
    handler: (req) => repo.listBrukare(app.db, ftg(req)),
  });

  r.get('/api/brukaransvlista', {
    config: company,
    schema: { tags, response: { 200: z.array(ArbetsledareSchema) } },
    // SPEC §7: empty when UseLSS is off.
    handler: async (req) =>
      requireCompany(req).company.useLss ? repo.listArbetsledare(app.db, ftg(req)) : [],
  });

  r.get('/api/avdelning', {
    config: company,
    schema: { tags, response: { 200: z.array(AvdelningSchema) } },
    handler: (req) => repo.listAvdelningar(app.db, ftg(req)),
  });

  r.get('/api/resenheter', {
    config: company,
    schema: { tags, response: { 200: ResEnheterSchema } },
    handler: async (req) => {
      const rows = await repo.listResultatenheter(app.db, ftg(req));
      const dim = (n: number) => rows.filter((r) => r.dim === n).map((r) => ({ Kod: r.kod, Namn: r.namn }));
      return {
        ResEnh1: dim(1),
        ResEnh2: dim(2),
        ResEnh3: dim(3),
        ResEnh4: dim(4),
        ResEnh5: dim(5),
        ResEnh6: dim(6),
      };
    },
  });

  r.get('/api/arbschemalist', {
    config: company,
    schema: { tags, response: { 200: z.array(ArbSchemaSchema) } },
    handler: async (req) =>
      (await listArbScheman(app.db, ftg(req))).map((s) => ({
        ArbSchema: s.arbSchema,
        BenText: s.benText,
        Dagar: s.dagar,
        StartTid: s.startTid,
      })),
  });

  // SPEC §7: only with Plus.
  r.get('/api/obregler', {
    config: company,
    schema: { tags, response: { 200: z.array(ObRegelSchema) } },
    handler: async (req) => {
      if (!requireCompany(req).company.hasPlus) throw new ApiError('Forbidden');
      return repo.listObRegler(app.db, ftg(req));
    },
  });

  r.get('/api/holidays/:year', {
    config: company,
    schema: { tags, params: YearParamsSchema, response: { 200: z.array(HolidaySchema) } },
    handler: async (req) =>
      (await listHolidays(app.db, ftg(req), `${req.params.year}-01-01`, `${req.params.year}-12-31`)).map(
        (h) => ({ Datum: h.datum, Namn: h.namn, Typ: h.typ }),
      ),
  });

  r.get('/api/perschema/:AnstNr', {
    config: company,
    schema: { tags, params: AnstNrParamsSchema, response: { 200: z.array(PerSchemaRowSchema) } },
    handler: async (req) => {
      await assertMayReadEmployee(app.db, requireCompany(req), req.params.AnstNr);
      return (await listPerSchema(app.db, ftg(req), [req.params.AnstNr])).map((p) => ({
        FromDatum: p.fromDatum,
        UseArbSchema: p.useArbSchema,
        ArbSchema: p.arbSchema,
      }));
    },
  });

  r.get('/api/perreg/:AnstNr', {
    config: company,
    schema: { tags, params: AnstNrParamsSchema, response: { 200: PerRegSchema } },
    handler: async (req) => {
      await assertMayReadEmployee(app.db, requireCompany(req), req.params.AnstNr);
      const row = await repo.currentPerSchema(app.db, ftg(req), req.params.AnstNr, toIsoDate(app.now()));
      if (!row) throw new ApiError('NotFound');
      return { AnstNr: req.params.AnstNr, ...row };
    },
  });
}
