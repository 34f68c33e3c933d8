import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearCompanyContext } from '../../lib/company-context';
import { loggedInStore, sessionEndStore } from '../../lib/session-end';
import { useStore } from '../../lib/store';
import { setUnreadCount } from '../../lib/unread-count';
import { logout } from '../../features/session/api/logout';
import { loginPath } from '../../features/session/login-redirect';

/**
 * Ends the logged-in session from this side (SPEC §4 Idle timer, §8 forced logout): tells the
 * server, forgets the company and the caches, and goes to the login page with the reason, which
 * shows it (code 40108 as the full-screen inactivity notice).
 */
export function useEndSession(): (code: number) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (code: number) => {
      loggedInStore.set(false);
      sessionEndStore.set(null);
      void logout().catch(() => undefined); // the server may have ended it already
      clearCompanyContext();
      setUnreadCount(0);
      const from = window.location.pathname + window.location.search;
      void Promise.resolve(navigate(loginPath(from, code), { replace: true })).then(() =>
        queryClient.clear(),
      );
    },
    [navigate, queryClient],
  );
}

/** Marks the session live while mounted, and carries out the end requests of the API error handler. */
export function useSessionEndRequests(endSession: (code: number) => void): void {
  useEffect(() => {
    loggedInStore.set(true);
    return () => loggedInStore.set(false);
  }, []);
  const request = useStore(sessionEndStore);
  useEffect(() => {
    if (request) endSession(request.code);
  }, [request, endSession]);
}
