import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  compareByName,
  EmployeeListQuerySchema,
  EmployeeListSchema,
  NULL_ID,
  type EmployeeListEntry,
} from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import { employeeFilter } from '../../shared/employee-scope';
import * as repo from './repository';

type Row = Awaited<ReturnType<typeof repo.listEmployees>>[number];

const present = ({ employee: e, schema }: Row): EmployeeListEntry => ({
  AnstNr: e.anstNr,
  FoNamn: e.foNamn,
  EfNamn: e.efNamn,
  TidKodGrupp: e.tidKodGrupp,
  LonKodGrupp: e.lonKodGrupp,
  ProfilePictureId: e.profilePictureId ?? NULL_ID,
  Locked: e.locked,
  PerStatus: {
    UseBrukare: e.useBrukare,
    Brukare: e.brukare ?? '',
    UseResEnhet1: e.useResEnhet[0] ?? false,
    UseResEnhet2: e.useResEnhet[1] ?? false,
    UseResEnhet3: e.useResEnhet[2] ?? false,
    ResEnhet1: e.resEnhet[0] ?? '',
    ResEnhet2: e.resEnhet[1] ?? '',
    ResEnhet3: e.resEnhet[2] ?? '',
  },
  PerSchema: schema.map((s) => ({
    FromDatum: s.fromDatum,
    UseArbSchema: s.useArbSchema,
    ArbSchema: s.arbSchema,
  })),
});

/** GET /perlista (SPEC §7): the employee registry of the request's company. */
export default async function employeeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/perlista', {
    config: { access: 'company' },
    schema: {
      tags: ['Employees'],
      querystring: EmployeeListQuerySchema,
      response: { 200: EmployeeListSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      // SPEC §6: the list for PER is limited to their own AnstNr; AVD sees their department,
      // LSS and BRU the employees working for brukare (shared/employee-scope.ts).
      const rows = await repo.listEmployees(app.db, ctx.company.ftgId, {
        ...(req.query.AnstNr !== undefined ? { anstNr: req.query.AnstNr } : {}),
        includeLocked: req.query.Locked !== 'false',
        filter: await employeeFilter(app.db, ctx),
      });
      // In Swedish order here: the database's collation may not know Swedish (Å, Ä, Ö).
      return rows.map(present).sort(compareByName);
    },
  });
}
