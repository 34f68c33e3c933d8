// First: zod's settings apply to the schemas made after them (lib/zod-config.ts).
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from './i18n/i18n';
import { AppProviders } from './app/AppProviders';
import { createAppRouter, needsSession } from './app/router';
import { requestEarly } from './lib/api-client';
import { LOGIN_PATH } from './features/session/login-redirect';
import { registerServiceWorker } from './lib/service-worker';

// A logged-in page's session check and its company's settings leave now, while its code
// downloads (issue 11: the dashboard in 500 ms).
// The settings only for a session that is there: a 401 left untaken must not meet the next login.
// The login page's methods likewise, beside its code (issue 12: the login page's LCP).
if (needsSession(window.location.pathname))
  void requestEarly('/me').then((ok) => ok && requestEarly('/portalInfo'));
else if (window.location.pathname === LOGIN_PATH) void requestEarly('/loginConfig', { sessionFree: true });

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The remembered language's translations first (only Swedish ships with the entry). The first
// render is a transition: React renders it in slices of a few milliseconds, so a slow phone's main
// thread is never blocked for long while the page builds (issue 12: total blocking time).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);

// Development keeps no worker: Vite's modules are not hashed and must never be served stale.
if (import.meta.env.PROD) registerServiceWorker(import.meta.url);
