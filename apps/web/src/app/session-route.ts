import { matchPath } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteName } from '@lonportal/domain/access/route-table';

// Which page an address is, as a page starts (main.tsx): before the router and the pages' code.

/** A route anyone may open (SPEC §2.1), logged in or not. */
export const isPublic = (name: RouteName): boolean => {
  const def: { path: string; public?: boolean } = ROUTES[name];
  return def.public === true;
};

/** A path's first segment as matching compares it (without case). */
const firstSegment = (path: string): string => (path.split('/')[1] ?? '').toLowerCase();

/**
 * The logged-in route at `pathname`, if one is. Only the routes of its first segment (or of a
 * parameter there) are matched: each match makes its pattern's regular expression, some 6 ms for
 * all the routes on a page's start.
 */
export const sessionRouteAt = (pathname: string): RouteName | undefined => {
  const first = firstSegment(pathname);
  return ROUTE_NAMES.find((name) => {
    const pattern = firstSegment(ROUTES[name].path);
    return (
      !isPublic(name) &&
      (pattern === first || pattern.startsWith(':')) &&
      matchPath(ROUTES[name].path, pathname) !== null
    );
  });
};

/** Whether the page at `pathname` needs a session: its /me check may start before its code loads. */
export const needsSession = (pathname: string): boolean =>
  pathname === '/' || sessionRouteAt(pathname) !== undefined;
