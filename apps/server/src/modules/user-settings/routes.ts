import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeviceTokenAndroidSchema, DeviceTokenIosSchema, UserAppSettingsSchema } from '@lonportal/domain';
import { requireAuth } from '../../plugins/access/index';
import { presentSettings } from '../../shared/presenters';
import * as repo from './repository';

const tags = ['User settings'];
/** PUT takes any subset: fields left out keep their saved value. */
const SettingsPatchSchema = UserAppSettingsSchema.partial().strict();

export default async function userSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/userAppSettings', {
    config: { access: 'session' },
    schema: { tags, response: { 200: UserAppSettingsSchema } },
    handler: async (req) => presentSettings(await repo.findSettings(app.db, requireAuth(req).user.id)),
  });

  r.put('/api/userAppSettings', {
    config: { access: 'session' },
    schema: { tags, body: SettingsPatchSchema, response: { 200: UserAppSettingsSchema } },
    handler: async (req) => {
      const userId = requireAuth(req).user.id;
      const current = presentSettings(await repo.findSettings(app.db, userId));
      const defined = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
      return presentSettings(await repo.saveSettings(app.db, userId, { ...current, ...defined }));
    },
  });

  const token = (
    platform: 'android' | 'ios',
    schema: typeof DeviceTokenAndroidSchema | typeof DeviceTokenIosSchema,
  ) => ({
    config: { access: 'session' as const },
    schema: { tags, body: schema, response: { 204: z.null() } },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const body = req.body as { UserAndroidToken?: string; UserIOSToken?: string };
      const value = (platform === 'android' ? body.UserAndroidToken : body.UserIOSToken) ?? '';
      await repo.saveDeviceToken(app.db, requireAuth(req).user.id, platform, value, app.now());
      return reply.code(204).send(null);
    },
  });
  r.post('/api/userandroidtoken', token('android', DeviceTokenAndroidSchema));
  r.post('/api/useriostoken', token('ios', DeviceTokenIosSchema));
}
