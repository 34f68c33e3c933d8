import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditListSchema,
  AuditQuerySchema,
  MovedRowsQuerySchema,
  MovedRowsSchema,
  PortalSettingsSchema,
  PortalSettingsUpdateSchema,
  ReminderDeliveriesSchema,
  ReminderFailuresSchema,
  ReminderInputSchema,
  ReminderListSchema,
  ReminderPreviewSchema,
  ReminderRunSchema,
  ReminderSchema,
  ResetLinkSentSchema,
  RenumberResultSchema,
  RenumberSchema,
  TemporaryPasswordSchema,
  UserAccountDetailSchema,
  UserAccountInputSchema,
  UserDeleteQuerySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListSchema,
  UserVersionSchema,
} from '@lonportal/domain';
import { z } from 'zod';
import { requireCompany } from '../../plugins/access/index';
import * as audit from './audit-service';
import * as portal from './portal-service';
import * as reminders from './reminders-service';
import * as renumbering from './renumber-service';
import * as users from './users-service';

const tags = ['Administration'];
const PORTAL = { route: 'AdminPortalInfo' } as const;
const AUDIT = { route: 'AdminAudit' } as const;
const USERS = { route: 'AdminUsers' } as const;
const REMINDERS = { route: 'AdminReminders' } as const;
/** SPEC §3 PaginationPerPage's default, when the page does not say. */
const DEFAULT_PER_PAGE = 25;

/** /admin/portal (SPEC §2.1): the selected company's portal settings and switches; /admin/audit: the audit log. */
export default async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/portal', {
    config: { access: PORTAL },
    schema: { tags, response: { 200: PortalSettingsSchema } },
    handler: async (req) => portal.readPortalSettings(app.db, requireCompany(req)),
  });

  r.put('/api/admin/portal', {
    config: { access: PORTAL },
    schema: { tags, body: PortalSettingsUpdateSchema, response: { 200: PortalSettingsSchema } },
    handler: async (req) => portal.savePortal(app, requireCompany(req), req.body, app.now()),
  });

  r.get('/api/admin/portal/movedRows', {
    config: { access: PORTAL },
    schema: { tags, querystring: MovedRowsQuerySchema, response: { 200: MovedRowsSchema } },
    handler: async (req) =>
      portal.movedRows(app.db, requireCompany(req), {
        KalUseLonReady: req.query.KalUseLonReady,
        KalUseAttest: req.query.KalUseAttest,
      }),
  });

  r.get('/api/admin/audit', {
    config: { access: AUDIT },
    schema: { tags, querystring: AuditQuerySchema, response: { 200: AuditListSchema } },
    handler: async (req, reply) => {
      const page = await audit.auditPage(
        app.db,
        requireCompany(req),
        req.query,
        req.query.PerPage ?? DEFAULT_PER_PAGE,
      );
      void reply.header('X-Pagination', JSON.stringify(page.pagination));
      return page.rows;
    },
  });

  r.get('/api/admin/audit.csv', {
    config: { access: AUDIT },
    schema: { tags, querystring: AuditQuerySchema },
    handler: async (req, reply) => {
      const csv = await audit.auditCsv(app.db, requireCompany(req), req.query);
      const name = `audit-${req.query.From}-${req.query.To}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  });

  r.get('/api/admin/users', {
    config: { access: USERS },
    schema: { tags, querystring: UserListQuerySchema, response: { 200: UserListSchema } },
    handler: async (req, reply) => {
      const page = await users.usersPage(app.db, req.query, req.query.PerPage ?? DEFAULT_PER_PAGE);
      void reply.header('X-Pagination', JSON.stringify(page.pagination));
      return page.rows;
    },
  });

  r.get('/api/admin/users/:Id', {
    config: { access: USERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: UserAccountDetailSchema } },
    handler: async (req) => users.readUser(app.db, req.params.Id),
  });

  r.post('/api/admin/users', {
    config: { access: USERS },
    schema: {
      tags,
      body: UserAccountInputSchema,
      response: { 201: z.object({ User: UserAccountDetailSchema, Password: z.string() }) },
    },
    handler: async (req, reply) => {
      const created = await users.createUser(app, requireCompany(req), req.body, app.now());
      return reply.code(201).send(created);
    },
  });

  r.put('/api/admin/users/:Id', {
    config: { access: USERS },
    schema: {
      tags,
      params: UserIdParamsSchema,
      body: UserAccountInputSchema,
      response: { 200: UserAccountDetailSchema },
    },
    handler: async (req) => users.updateUser(app, requireCompany(req), req.params.Id, req.body, app.now()),
  });

  r.delete('/api/admin/users/:Id', {
    config: { access: USERS },
    schema: { tags, params: UserIdParamsSchema, querystring: UserDeleteQuerySchema },
    handler: async (req, reply) => {
      await users.deleteUser(app, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send();
    },
  });

  r.post('/api/admin/users/:Id/temporaryPassword', {
    config: { access: USERS },
    schema: {
      tags,
      params: UserIdParamsSchema,
      body: UserVersionSchema,
      response: { 200: TemporaryPasswordSchema },
    },
    handler: async (req) =>
      users.setTemporaryPassword(app, requireCompany(req), req.params.Id, req.body.Version, app.now()),
  });

  r.get('/api/admin/reminders', {
    config: { access: REMINDERS },
    schema: { tags, response: { 200: ReminderListSchema } },
    handler: async (req) => reminders.listReminders(app.db, requireCompany(req), app.now()),
  });

  r.post('/api/admin/reminders', {
    config: { access: REMINDERS },
    schema: { tags, body: ReminderInputSchema, response: { 201: ReminderSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await reminders.createReminder(app, requireCompany(req), req.body, app.now())),
  });

  r.put('/api/admin/reminders/:Id', {
    config: { access: REMINDERS },
    schema: {
      tags,
      params: UserIdParamsSchema,
      body: ReminderInputSchema,
      response: { 200: ReminderSchema },
    },
    handler: async (req) =>
      reminders.updateReminder(app, requireCompany(req), req.params.Id, req.body, app.now()),
  });

  r.delete('/api/admin/reminders/:Id', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, querystring: UserDeleteQuerySchema },
    handler: async (req, reply) => {
      await reminders.deleteReminder(app, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send();
    },
  });

  r.get('/api/admin/reminders/:Id/preview', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: ReminderPreviewSchema } },
    handler: async (req) => reminders.preview(app.db, requireCompany(req), req.params.Id, app.now()),
  });

  r.get('/api/admin/reminders/:Id/deliveries', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: ReminderDeliveriesSchema } },
    handler: async (req) => reminders.deliveriesOf(app.db, requireCompany(req), req.params.Id),
  });

  r.post('/api/admin/reminders/:Id/run', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, response: { 202: ReminderRunSchema } },
    handler: async (req, reply) =>
      reply.code(202).send(await reminders.runNow(app, requireCompany(req), req.params.Id, app.now())),
  });

  r.post('/api/admin/renumber', {
    config: { access: USERS },
    schema: { tags, body: RenumberSchema, response: { 200: RenumberResultSchema } },
    handler: async (req) => renumbering.renumber(app, requireCompany(req), req.body, app.now()),
  });

  r.post('/api/admin/users/:Id/resetLink', {
    config: { access: USERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: ResetLinkSentSchema } },
    handler: async (req) => users.sendResetLink(app, requireCompany(req), req.params.Id, app.now()),
  });

  r.get('/api/admin/reminders/failures', {
    config: { access: REMINDERS },
    schema: { tags, response: { 200: ReminderFailuresSchema } },
    handler: async (req) => reminders.failedRuns(app, requireCompany(req)),
  });
}
