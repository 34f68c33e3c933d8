import { Outlet } from 'react-router';
import { GlobalBehaviours } from './global/GlobalBehaviours';

/** The root of every route: the page, and the behaviours that watch over all pages. */
export function RootLayout() {
  return (
    <>
      <GlobalBehaviours />
      <Outlet />
    </>
  );
}
