import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import type { RouteName } from '@lonportal/domain/access/route-table';
import { EMPTY_REGISTRY_WARNING_MS } from '@lonportal/domain/constants';
import { portalInfoQueryOptions } from '../lib/reference-lists/get-portal-info';
import { meQueryOptions } from '../features/session/api/get-me';
import { HOME_PATH } from '../features/session/login-redirect';
import { activeEmployeesQueryOptions } from '../lib/reference-lists/get-perlista';
import { showSnackbar } from '../lib/snackbar-store';
import { decideRoute } from './route-guard';

/**
 * The loader of every logged-in route (SPEC §2.1 Routing behaviour): on each navigation it checks
 * the access table, and for the routes that need employees that the active registry is not
 * empty. It runs before the page, so a route the user may not use never shows, built or not.
 */
export const guardRoute = (queryClient: QueryClient, route: RouteName) => async (): Promise<null> => {
  let me;
  try {
    me = await queryClient.ensureQueryData(meQueryOptions());
  } catch {
    return null; // no session: the session route's own loader sends the user to the login page
  }
  // The session layout asks for a password of one's own first; nothing of the company opens before.
  if (me.AutoLogoutDueToInactivity || me.MustChangePassword) return null;
  const ftgId = me.FtgInfo.FtgId;
  const ctx = accessContextFromMe(me, await queryClient.ensureQueryData(portalInfoQueryOptions(ftgId)));
  let decision = decideRoute(route, ctx);
  if (decision === 'check-employees') {
    const employees = await queryClient.ensureQueryData(activeEmployeesQueryOptions(ftgId));
    decision = decideRoute(route, ctx, employees.length);
  }
  if (decision === 'empty-registry') {
    // Kept in the snackbar store until the logged-in pages show it.
    showSnackbar({
      titleKey: 'shell.perRegIsEmpty.title',
      key: 'shell.perRegIsEmpty.text',
      color: 'warning',
      timeout: EMPTY_REGISTRY_WARNING_MS,
    });
  }
  if (decision !== 'allow') throw redirect(HOME_PATH);
  return null;
};
