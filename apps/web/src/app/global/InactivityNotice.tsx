import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { lazyWhenIdle } from '../../ui/lazy-when-idle';

const INACTIVE = String(ERRORS.SessionInactive.code);

// Not part of the login page's download; fetched when idle, so it shows offline too.
const InactivityDialog = lazyWhenIdle(async () => (await import('./InactivityDialog')).InactivityDialog);

/**
 * SPEC §2.2 / §4: the full-screen notice after a logout for inactivity. Every way the session can
 * end for inactivity (the idle timer, /me answering AutoLogoutDueToInactivity, a 40108 from any
 * call) leads to the login page with `ended=40108`; the notice covers it until dismissed.
 */
export function InactivityNotice() {
  const location = useLocation();
  const [params] = useSearchParams();
  if (location.pathname !== '/login' || params.get('ended') !== INACTIVE) return null;
  return (
    <Suspense fallback={null}>
      <InactivityDialog />
    </Suspense>
  );
}
