import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompanyListSchema,
  FtgIdParamsSchema,
  FtgInfoSchema,
  PortalInfoResponseSchema,
  SalaryYearsSchema,
} from '@lonportal/domain';
import { requireAuth, requireCompany } from '../../plugins/access/index';
import { presentFtgInfo } from '../../shared/presenters';
import { listCompanies } from './list-companies';

const tags = ['Company'];

/** SPEC §7 company calls: the list to choose from, a company's info, its salary years and portal. */
export default async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/companyList', {
    config: { access: 'session' },
    schema: { tags, response: { 200: CompanyListSchema } },
    handler: async (req) => listCompanies(app.db, requireAuth(req)),
  });

  r.get('/api/companyInfo/:FtgId', {
    // SPEC §4: selecting a company fetches its info first; it tells whether an SMS code is needed.
    config: { access: 'company', beforeSmsCheck: true },
    schema: { tags, params: FtgIdParamsSchema, response: { 200: FtgInfoSchema } },
    handler: async (req) => presentFtgInfo(requireCompany(req).company),
  });

  r.get('/api/salaryyears', {
    config: { access: 'company' },
    schema: { tags, response: { 200: SalaryYearsSchema } },
    handler: async (req) => requireCompany(req).salaryYears,
  });

  r.get('/api/portalInfo', {
    config: { access: 'company' },
    schema: { tags, response: { 200: PortalInfoResponseSchema } },
    handler: async (req) => requireCompany(req).portal,
  });
}
