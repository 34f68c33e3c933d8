import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { firstPaintTakenOver } from './first-paint';
import { DocumentTitle } from './DocumentTitle';
import { GlobalBehaviours } from './global/GlobalBehaviours';
import { RouteAnnouncer } from './RouteAnnouncer';

/** The root of every route: the page with its title, and the behaviours that watch over all pages. */
export function RootLayout() {
  useEffect(firstPaintTakenOver, []);
  return (
    <>
      <DocumentTitle />
      <RouteAnnouncer />
      <GlobalBehaviours />
      <Outlet />
    </>
  );
}
