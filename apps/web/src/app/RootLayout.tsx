import { Outlet } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { GlobalBehaviours } from './global/GlobalBehaviours';
import { RouteAnnouncer } from './RouteAnnouncer';

/** The root of every route: the page with its title, and the behaviours that watch over all pages. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <RouteAnnouncer />
      <GlobalBehaviours />
      <Outlet />
    </>
  );
}
