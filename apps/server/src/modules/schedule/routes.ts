// /api/schedule: the employee's schedule (SPEC §2.1 /schedule; §6 Schedule: requires an AnstNr,
// which the route's access rule holds).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ScheduleQuerySchema, ScheduleSchema } from '@lonportal/domain/schedule/index';
import { requireCompany } from '../../plugins/access/index';
import { loadSchedule } from './load-schedule';

const tags = ['Schedule'];

export default async function scheduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/schedule', {
    config: { access: { route: 'Schedule' } },
    schema: {
      tags,
      description:
        'Per day of From..To (at most 42 days): the published shifts with their task, place (department), ' +
        'kind, break, comment and colleagues on the same task; the work schedule’s hours where no shift is ' +
        'planned; the holiday; approved leave and absence reports. The caller’s own schedule, or with AnstNr ' +
        'that of an employee in their scope.',
      querystring: ScheduleQuerySchema,
      response: { 200: ScheduleSchema },
    },
    handler: (req) => loadSchedule(db, requireCompany(req), req.query),
  });
}
