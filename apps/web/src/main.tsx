// First: zod's settings apply to the schemas made after them (lib/zod-config.ts).
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { routeNeedsEmployees } from '@lonportal/domain/access/route-table';
import { FIRST_PAINT_STATE_ID } from '@lonportal/domain/constants';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady, storedLanguage } from './i18n/i18n';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { needsSession, sessionRouteAt } from './app/session-route';
import { requestEarly } from './lib/api-client';
import { ACTIVE_EMPLOYEES_PATH } from './lib/reference-lists/paths';
import { LOGIN_PATH } from './features/session/login-redirect';
import { reloadOnMissingCode } from './lib/missing-code';
import { nextTask } from './lib/next-task';
import { setWholeOnMount } from './ui/progressive';
import { routerReady, startFromFirstPaint } from './app/first-paint';

// A page the server painted (ADR 0024) brings the answers it was made from: they go into the query
// cache before the router's loaders ask. Otherwise a logged-in page's session check and its
// company's settings leave now, while its code downloads (the dashboard in 500 ms).
// The settings only for a session that is there: a 401 left untaken must not meet the next login.
// Beside them the active employees, for a page whose guard counts them first (SPEC §2.1): one
// round trip less before the time pages.
// The login page's methods likewise, beside its code (the login page's LCP).
// (A painted page matches no route here: it has its answers already.)
const firstPaint = document.getElementById(FIRST_PAINT_STATE_ID);
const fromFirstPaint = firstPaint
  ? startFromFirstPaint(firstPaint, storedLanguage())
  : Promise.resolve(false);
if (window.location.pathname === LOGIN_PATH) void requestEarly('/loginConfig', { sessionFree: true });
else if (!firstPaint && needsSession(window.location.pathname)) {
  const route = sessionRouteAt(window.location.pathname);
  void requestEarly('/me').then((ok) => {
    if (!ok) return;
    void requestEarly('/portalInfo');
    if (route && routeNeedsEmployees(route)) void requestEarly(ACTIVE_EMPLOYEES_PATH);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router (which starts loading the page's code and data) and the first render each run as a
// task of their own after the modules' evaluation and the painted answers' entry into the cache,
// so no one of them blocks a slow phone's main thread for long (total blocking time). The
// remembered language's translations come first (only Swedish ships with the entry). The first
// render is a transition: React renders it in slices of a few milliseconds.
void fromFirstPaint
  .then(async (takeOver) => {
    await nextTask();
    return { router: createAppRouter(), takeOver };
  })
  .then(async ({ router, takeOver }) => {
    await Promise.all([i18nReady, nextTask()]);
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // The server's markup is taken over as it is when it can be: the first render must match it, so
    // it waits for the page's code and loaders (and with them its texts: router.tsx).
    if (!takeOver) {
      startTransition(() => createRoot(root).render(app));
      return;
    }
    await routerReady(router);
    setWholeOnMount(true);
    const stop = router.subscribe(() => {
      setWholeOnMount(false);
      stop();
    });
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });

// Development keeps no worker: Vite's modules are not hashed and must never be served stale. The
// worker's code waits for the page's load: it comes apart from the first page's (the login page's
// size).
if (import.meta.env.PROD) {
  reloadOnMissingCode();
  import('./lib/service-worker').then(
    ({ registerServiceWorker }) => registerServiceWorker(import.meta.url),
    () => undefined, // without a worker the app still works; it only cannot start offline
  );
}
