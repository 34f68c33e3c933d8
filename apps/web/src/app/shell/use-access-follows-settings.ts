import { useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router';
import {
  canAccessRoute,
  ROUTES,
  type AccessContext,
  type RouteName,
} from '@lonportal/domain/access/route-table';
import { HOME_PATH } from '../../features/session/login-redirect';

/** The spec route the page on screen is (route ids are SPEC §2.1 names). */
const routeOf = (ids: readonly string[]): RouteName | undefined =>
  ids.findLast((id): id is RouteName => Object.hasOwn(ROUTES, id));

/**
 * SPEC §4 Live events: when the company's settings or the user's access change while a page is
 * open (another administrator's save, heard over /ws), a page the user may no longer open sends
 * them to the dashboard, as the route guard would on the next navigation.
 */
export function useAccessFollowsSettings(ctx: AccessContext | null): void {
  const navigate = useNavigate();
  const route = routeOf(useMatches().map((m) => m.id));
  useEffect(() => {
    if (ctx && route && !canAccessRoute(route, ctx)) void navigate(HOME_PATH, { replace: true });
  }, [ctx, route, navigate]);
}
