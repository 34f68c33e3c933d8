import { useEffect, useState } from 'react';
import type { LoginConfig } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

const LoginConfigSchema = authSchema((schemas) => schemas.LoginConfigSchema);

/** GET /loginConfig: reset-form and store addresses, and the login methods offered (public). */
export const getLoginConfig = (signal?: AbortSignal) =>
  apiRequest('/loginConfig', LoginConfigSchema, signal ? { signal } : {});

// The same for everyone and changed only by a release (which reloads the app): read once, asked
// again once after a failure. The login page reads it without the query cache (issue 10).
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
 * The login configuration for the login page: pending while it loads; should it fail, the answer
 * is undefined and the password form still works (only the links wait), so nothing is shown.
 */
export function useLoginConfig(): { data: LoginConfig | undefined; isPending: boolean } {
  const [state, setState] = useState<{ data: LoginConfig | undefined; isPending: boolean }>({
    data: undefined,
    isPending: true,
  });
  useEffect(() => {
    let mounted = true;
    readLoginConfig().then(
      (data) => mounted && setState({ data, isPending: false }),
      () => mounted && setState({ data: undefined, isPending: false }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}
