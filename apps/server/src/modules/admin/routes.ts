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
import { createReminder } from './create-reminder';
import { createUser } from './create-user';
import { deleteReminder } from './delete-reminder';
import { deleteUser } from './delete-user';
import { exportAuditCsv } from './export-audit-csv';
import { failedReminderRuns } from './failed-reminder-runs';
import { listAudit } from './list-audit';
import { listReminders } from './list-reminders';
import { listUsers } from './list-users';
import { movedRows } from './moved-rows';
import { previewReminder } from './preview-reminder';
import { readPortalSettings } from './read-portal-settings';
import { readUser } from './read-user';
import { reminderDeliveries } from './reminder-deliveries';
import { renumber } from './renumber';
import { runReminderNow } from './run-reminder-now';
import { sendResetLink } from './send-reset-link';
import { setTemporaryPassword } from './set-temporary-password';
import { updatePortalSettings } from './update-portal-settings';
import { updateReminder } from './update-reminder';
import { updateUser } from './update-user';

const tags = ['Administration'];
const PORTAL = { route: 'AdminPortalInfo' } as const;
const AUDIT = { route: 'AdminAudit' } as const;
const USERS = { route: 'AdminUsers' } as const;
const REMINDERS = { route: 'AdminReminders' } as const;
/** SPEC §3 PaginationPerPage's default, when the page does not say. */
const DEFAULT_PER_PAGE = 25;

/**
 * /admin (SPEC §2.1): the selected company's portal settings and switches, the audit log, the user
 * accounts, renumbering and the reminders.
 */
export default async function adminRoutes(app: FastifyInstance) {
  portalRoutes(app);
  auditRoutes(app);
  userRoutes(app);
  reminderRoutes(app);
  // After the reminders, where they were added: the API description keeps its order of paths.
  renumberAndResetRoutes(app);
  reminderFailureRoutes(app);
}

/** /admin/portal: the settings and switches, and the rows a change of switches would move. */
function portalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/portal', {
    config: { access: PORTAL },
    schema: { tags, response: { 200: PortalSettingsSchema } },
    handler: async (req) => readPortalSettings(app.db, requireCompany(req)),
  });

  r.put('/api/admin/portal', {
    config: { access: PORTAL },
    schema: { tags, body: PortalSettingsUpdateSchema, response: { 200: PortalSettingsSchema } },
    handler: async (req) => updatePortalSettings(app, requireCompany(req), req.body, app.now()),
  });

  r.get('/api/admin/portal/movedRows', {
    config: { access: PORTAL },
    schema: { tags, querystring: MovedRowsQuerySchema, response: { 200: MovedRowsSchema } },
    handler: async (req) =>
      movedRows(app.db, requireCompany(req), {
        KalUseLonReady: req.query.KalUseLonReady,
        KalUseAttest: req.query.KalUseAttest,
      }),
  });
}

/** /admin/audit: the audit log, a page at a time or as CSV. */
function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/audit', {
    config: { access: AUDIT },
    schema: { tags, querystring: AuditQuerySchema, response: { 200: AuditListSchema } },
    handler: async (req, reply) => {
      const perPage = req.query.PerPage ?? DEFAULT_PER_PAGE;
      const page = await listAudit(app.db, requireCompany(req), req.query, perPage);
      void reply.header('X-Pagination', JSON.stringify(page.pagination));
      return page.rows;
    },
  });

  r.get('/api/admin/audit.csv', {
    config: { access: AUDIT },
    schema: { tags, querystring: AuditQuerySchema },
    handler: async (req, reply) => {
      const csv = await exportAuditCsv(app.db, requireCompany(req), req.query);
      const name = `audit-${req.query.From}-${req.query.To}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  });
}

/** /admin/users: the licence's user accounts and their temporary passwords. */
function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/users', {
    config: { access: USERS },
    schema: { tags, querystring: UserListQuerySchema, response: { 200: UserListSchema } },
    handler: async (req, reply) => {
      const page = await listUsers(app.db, req.query, req.query.PerPage ?? DEFAULT_PER_PAGE);
      void reply.header('X-Pagination', JSON.stringify(page.pagination));
      return page.rows;
    },
  });

  r.get('/api/admin/users/:Id', {
    config: { access: USERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: UserAccountDetailSchema } },
    handler: async (req) => readUser(app.db, req.params.Id),
  });

  r.post('/api/admin/users', {
    config: { access: USERS },
    schema: {
      tags,
      body: UserAccountInputSchema,
      response: { 201: z.object({ User: UserAccountDetailSchema, Password: z.string() }) },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await createUser(app, requireCompany(req), req.body, app.now())),
  });

  r.put('/api/admin/users/:Id', {
    config: { access: USERS },
    schema: {
      tags,
      params: UserIdParamsSchema,
      body: UserAccountInputSchema,
      response: { 200: UserAccountDetailSchema },
    },
    handler: async (req) => updateUser(app, requireCompany(req), req.params.Id, req.body, app.now()),
  });

  r.delete('/api/admin/users/:Id', {
    config: { access: USERS },
    schema: { tags, params: UserIdParamsSchema, querystring: UserDeleteQuerySchema },
    handler: async (req, reply) => {
      await deleteUser(app, requireCompany(req), req.params.Id, req.query.Version, app.now());
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
      setTemporaryPassword(app, requireCompany(req), req.params.Id, req.body.Version, app.now()),
  });
}

/** /admin/reminders: the company's reminders, who they would reach, their deliveries, a run now. */
function reminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/reminders', {
    config: { access: REMINDERS },
    schema: { tags, response: { 200: ReminderListSchema } },
    handler: async (req) => listReminders(app.db, requireCompany(req), app.now()),
  });

  r.post('/api/admin/reminders', {
    config: { access: REMINDERS },
    schema: { tags, body: ReminderInputSchema, response: { 201: ReminderSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await createReminder(app, requireCompany(req), req.body, app.now())),
  });

  r.put('/api/admin/reminders/:Id', {
    config: { access: REMINDERS },
    schema: {
      tags,
      params: UserIdParamsSchema,
      body: ReminderInputSchema,
      response: { 200: ReminderSchema },
    },
    handler: async (req) => updateReminder(app, requireCompany(req), req.params.Id, req.body, app.now()),
  });

  r.delete('/api/admin/reminders/:Id', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, querystring: UserDeleteQuerySchema },
    handler: async (req, reply) => {
      await deleteReminder(app, requireCompany(req), req.params.Id, req.query.Version, app.now());
      return reply.code(204).send();
    },
  });

  r.get('/api/admin/reminders/:Id/preview', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: ReminderPreviewSchema } },
    handler: async (req) => previewReminder(app.db, requireCompany(req), req.params.Id, app.now()),
  });

  r.get('/api/admin/reminders/:Id/deliveries', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: ReminderDeliveriesSchema } },
    handler: async (req) => reminderDeliveries(app.db, requireCompany(req), req.params.Id),
  });

  r.post('/api/admin/reminders/:Id/run', {
    config: { access: REMINDERS },
    schema: { tags, params: UserIdParamsSchema, response: { 202: ReminderRunSchema } },
    handler: async (req, reply) =>
      reply.code(202).send(await runReminderNow(app, requireCompany(req), req.params.Id, app.now())),
  });
}

/** /admin/renumber and an account's password-reset link. */
function renumberAndResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/admin/renumber', {
    config: { access: USERS },
    schema: { tags, body: RenumberSchema, response: { 200: RenumberResultSchema } },
    handler: async (req) => renumber(app, requireCompany(req), req.body, app.now()),
  });

  r.post('/api/admin/users/:Id/resetLink', {
    config: { access: USERS },
    schema: { tags, params: UserIdParamsSchema, response: { 200: ResetLinkSentSchema } },
    handler: async (req) => sendResetLink(app, requireCompany(req), req.params.Id, app.now()),
  });
}

/** /admin/reminders/failures: the runs that failed for good. */
function reminderFailureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/reminders/failures', {
    config: { access: REMINDERS },
    schema: { tags, response: { 200: ReminderFailuresSchema } },
    handler: async (req) => failedReminderRuns(app, requireCompany(req)),
  });
}
