import { ERRORS } from '@lonportal/domain/errors/codes';

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';

/**
 * The login page's address, remembering where the user was going (SPEC §4 App load: "returns to
 * the originally requested path") and why the session ended, when it did not simply lapse.
 */
export function loginPath(from?: string, endedCode?: number): string {
  const params = new URLSearchParams();
  if (from && from !== HOME_PATH) params.set('redirectTo', from);
  if (endedCode !== undefined && endedCode !== ERRORS.NotAuthenticated.code)
    params.set('ended', String(endedCode));
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Where to go after login: a path inside the app (never another site, never the login page). */
export function safeRedirect(value: string | null): string {
  if (!value || !/^\/(?![/\\])/.test(value) || value.startsWith('/login')) return HOME_PATH;
  return value;
}
