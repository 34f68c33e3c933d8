import {
  canAccessRoute,
  routeNeedsEmployees,
  type AccessContext,
  type RouteName,
} from '@lonportal/domain/access/route-table';
import { isOwnEmployeeOnly } from '@lonportal/domain/access/capabilities';
import type { Roll } from '@lonportal/domain/roles';

/**
 * What the router does with a navigation (SPEC §2.1 Routing behaviour):
 * - 'allow': show the route;
 * - 'forbidden': the user may not use it, go to the dashboard silently;
 * - 'check-employees': allowed, but it needs employees and their number is not known yet;
 * - 'empty-registry': it needs employees and there are none, warn and go to the dashboard.
 */
export type RouteDecision = 'allow' | 'forbidden' | 'check-employees' | 'empty-registry';

/** The guard's decision for `route`; `employeeCount` is the active employee list's length, once fetched. */
export function decideRoute(route: RouteName, ctx: AccessContext, employeeCount?: number): RouteDecision {
  if (!canAccessRoute(route, ctx)) return 'forbidden';
  if (!routeNeedsEmployees(route)) return 'allow';
  if (employeeCount === undefined) return 'check-employees';
  return employeeCount > 0 ? 'allow' : 'empty-registry';
}

/** SPEC §4, §8: a PER user without a personnel record (an empty employee list) is logged out. */
export const missingPersonnelRecord = (roll: Roll, employeeCount: number): boolean =>
  isOwnEmployeeOnly({ Roll: roll }) && employeeCount === 0;
