import type { LoginConfig } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

const LoginConfigSchema = authSchema((schemas) => schemas.LoginConfigSchema);

/** GET /loginConfig: reset-form and store addresses, and the login methods offered (public). */
export const getLoginConfig = (signal?: AbortSignal) =>
  apiRequest('/loginConfig', LoginConfigSchema, signal ? { signal } : {});

// The same for everyone and changed only by a release (which reloads the app): read once, asked
// again once after a failure. The login page reads it without the query cache.
let reading: Promise<LoginConfig> | null = null;
const readLoginConfig = (): Promise<LoginConfig> => {
  reading ??= getLoginConfig()
    .catch(() => getLoginConfig())
    .catch((err: unknown) => {
      reading = null;
      throw err;
    });
  return reading;
};

/**
 * The login page's loader: its configuration, read before the page renders so that the page (and
 * the server's paint of it, ADR 0024) shows its methods at once; null should it fail, and the
 * password form still works (only the links wait).
 */
export const loginConfigLoader = (): Promise<LoginConfig | null> => readLoginConfig().catch(() => null);
