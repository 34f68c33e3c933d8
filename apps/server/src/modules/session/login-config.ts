import type { z } from 'zod';
import type { LoginConfigSchema } from '@lonportal/domain';
import type { Config } from '../../config';

/**
 * What the login page offers (GET /api/loginConfig): the same for everyone while the server runs,
 * so the login page's HTML carries it too (app.ts) and the page needs no round trip for it.
 */
export const loginConfigFor = (config: Config): z.input<typeof LoginConfigSchema> => ({
  // Empty where no reset form is configured: the login page then shows no link.
  PasswordResetUrl: config.passwordResetUrl ?? '',
  AppStoreUrl: config.appStoreUrl,
  PlayStoreUrl: config.playStoreUrl,
  LoginMethods: ['PASSWORD', 'BANKID'],
});
