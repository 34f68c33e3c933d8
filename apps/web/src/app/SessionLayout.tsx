import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { ERRORS, endsSession } from '@lonportal/domain/errors/codes';
import { isApiError } from '../lib/api-client';
import { SessionContext } from '../lib/session';
import { PageLoader } from '../ui/PageLoader';
import { useMe } from '../features/session/api/get-me';
import { useLogout } from '../features/session/api/logout';
import { loginPath } from '../features/session/login-redirect';
import { SessionBehaviours } from './global/SessionBehaviours';
import { AppShell } from './shell/AppShell';
import { SessionNotices } from './shell/SessionNotices';
import { themeModeOf } from '../ui/theme';
import { setThemeMode } from '../ui/theme-mode';

// Only a temporary password opens it here: its form code (react-hook-form and the zod resolver) is
// fetched then, not by every logged-in page (the bench's largest route chunk).
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../features/account/ChangePasswordDialog')).ChangePasswordDialog,
}));

/**
 * The parent of the routes that need a session: gives them the session and the app shell, and ends
 * it here when a later /me check finds it gone (SPEC §8: a 401, or a 403 outside 403xx, forces logout).
 */
export function SessionLayout() {
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();

  const endedCode =
    isApiError(me.error) && endsSession(me.error.status, me.error.code)
      ? me.error.code
      : me.data?.AutoLogoutDueToInactivity
        ? ERRORS.SessionInactive.code
        : null;

  useEffect(() => {
    if (endedCode === null) return;
    // The login page empties the cache once these pages are gone.
    void navigate(loginPath(location.pathname + location.search, endedCode), { replace: true });
  }, [endedCode, navigate, location.pathname, location.search]);

  const theme = me.data && !me.data.AutoLogoutDueToInactivity ? me.data.UserAppSettings.Theme : null;
  useEffect(() => {
    if (theme) setThemeMode(themeModeOf(theme));
  }, [theme]);

  if (!me.data || me.data.AutoLogoutDueToInactivity) return <PageLoader />;
  if (me.data.MustChangePassword)
    // A temporary password opens nothing else (the server refuses the rest): a password of one's own first.
    return (
      <Suspense fallback={<PageLoader />}>
        <ChangePasswordDialog
          open
          onClose={() => undefined}
          required={{
            onLogout: () => logout.mutate(),
            // The page the user was going to is checked again, now in their company.
            onChanged: async () => {
              await me.refetch();
              await revalidator.revalidate();
            },
          }}
        />
      </Suspense>
    );
  return (
    <SessionContext value={{ me: me.data, logout: () => logout.mutate(), loggingOut: logout.isPending }}>
      <SessionBehaviours />
      <SessionNotices />
      <AppShell />
    </SessionContext>
  );
}
