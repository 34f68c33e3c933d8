import { createContext, useContext } from 'react';
import type { MeResponse } from '@lonportal/domain/auth/schemas';

/**
 * The logged-in session as pages see it. The app's session route fills it from the session
 * feature, so that other features read who is logged in without importing that feature.
 */
export interface Session {
  me: MeResponse;
  logout: () => void;
  loggingOut: boolean;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; only inside the routes that require one. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside a session route');
  return session;
}
