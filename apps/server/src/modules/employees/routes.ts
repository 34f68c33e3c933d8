import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmployeeListQuerySchema, EmployeeListSchema } from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import { listEmployees } from './list-employees';

/** GET /perlista (SPEC §7): the employee registry of the request's company. */
export default async function employeeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/perlista', {
    config: { access: 'company' },
    schema: {
      tags: ['Employees'],
      querystring: EmployeeListQuerySchema,
      response: { 200: EmployeeListSchema },
    },
    handler: async (req) => listEmployees(app.db, requireCompany(req), req.query, app.now()),
  });
}
