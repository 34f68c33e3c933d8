// /api/schedule: the employee's schedule (SPEC §2.1 /schedule; §6 Schedule: requires an AnstNr,
// which the route's access rule holds).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NASTA_PASS_DAGAR,
  NastaPassSchema,
  nastaPass,
  ScheduleQuerySchema,
  ScheduleSchema,
} from '@lonportal/domain/schedule/index';
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
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

  r.get('/api/schedule/next', {
    config: { access: { route: 'Schedule' } },
    schema: {
      tags,
      description:
        'The caller’s next shift from now (Stockholm time) within 14 days: a published shift not yet ended, ' +
        'or the work schedule’s next day with times where none is planned; null when there is none.',
      response: { 200: NastaPassSchema },
    },
    handler: async (req) => {
      const now = stockholmWallTime(app.now());
      const To = addDays(now.Datum, NASTA_PASS_DAGAR - 1);
      const schedule = await loadSchedule(db, requireCompany(req), { From: now.Datum, To });
      return nastaPass(schedule.Dagar, now);
    },
  });
}
