import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { ROUTES, ROUTE_NAMES } from '@lonportal/domain/access/route-table';
import { isPublic, needsSession, sessionRouteAt } from './session-route';

// A page's start asks which logged-in route its address is (main.tsx); it matches only the routes
// of the address's first segment, and must answer as matching every route would.

/** An address of the route's pattern: each parameter filled in, the optional ones left out. */
const addressOf = (pattern: string): string =>
  pattern
    .split('/')
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part.startsWith(':') ? '42' : part))
    .join('/');

const matchingEveryRoute = (pathname: string) =>
  ROUTE_NAMES.find((name) => !isPublic(name) && matchPath(ROUTES[name].path, pathname) !== null);

describe('sessionRouteAt', () => {
  const addresses = ROUTE_NAMES.flatMap((name) => {
    const address = addressOf(ROUTES[name].path);
    return [address, address.toUpperCase(), `${address}/`, `${address}/more`];
  });

  it('answers for every address as matching every route does', () => {
    for (const address of [...addresses, '/', '/login', '/nowhere', '/TIMEREPORTING'])
      expect(sessionRouteAt(address), address).toBe(matchingEveryRoute(address));
  });

  it('names the logged-in pages, not the public ones', () => {
    expect(sessionRouteAt('/timereporting')).toBe('Tidrapport');
    expect(sessionRouteAt('/app/terms')).toBeUndefined();
    expect(needsSession('/')).toBe(true);
    expect(needsSession('/login')).toBe(false);
  });
});
