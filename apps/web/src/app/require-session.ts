import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ERRORS, endsSession } from '@lonportal/domain/errors/codes';
import { isApiError } from '../lib/api-client';
import { writeCompanyContext } from '../lib/company-context';
import { meQueryKey, meQueryOptions } from '../features/session/api/get-me';
import { loginPath } from '../features/session/login-redirect';
import { themeModeOf } from '../ui/theme';
import { setThemeMode } from '../ui/theme-mode';

/**
 * The loader of every route that needs a session (SPEC §4 App load): checks /me once, sends the
 * user to the login page when there is no session (remembering the path), and applies the
 * session's company, salary year and theme.
 */
export const requireSession =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const from = url.pathname + url.search;
    let me;
    try {
      // A cached answer will do, unless the last check failed (its old data is no proof of a session).
      const failed = queryClient.getQueryState(meQueryKey)?.status === 'error';
      const options = meQueryOptions();
      me = await (failed
        ? queryClient.fetchQuery({ ...options, staleTime: 0 })
        : queryClient.ensureQueryData(options));
    } catch (err) {
      if (isApiError(err) && endsSession(err.status, err.code)) throw redirect(loginPath(from, err.code));
      throw err;
    }
    if (me.AutoLogoutDueToInactivity) {
      queryClient.removeQueries({ queryKey: meQueryKey });
      throw redirect(loginPath(from, ERRORS.SessionInactive.code));
    }
    writeCompanyContext(me.FtgInfo.FtgId, me.SessionSalaryYear);
    setThemeMode(themeModeOf(me.UserAppSettings.Theme));
    return null;
  };
