import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MovedRowsQuerySchema,
  MovedRowsSchema,
  PortalSettingsSchema,
  PortalSettingsUpdateSchema,
} from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import * as portal from './portal-service';

const tags = ['Administration'];
const PORTAL = { route: 'AdminPortalInfo' } as const;

/** /admin/portal (SPEC §2.1): the selected company's portal settings and switches. */
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
}
