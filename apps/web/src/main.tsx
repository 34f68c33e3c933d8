// First: zod's settings apply to the schemas made after them (lib/zod-config.ts).
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from './i18n/i18n';
import { AppProviders } from './app/AppProviders';
import { createAppRouter, needsSession } from './app/router';
import { requestEarly } from './lib/api-client';
import { registerServiceWorker } from './lib/service-worker';

// A logged-in page's session check and its company's settings leave now, while its code
// downloads (issue 11: the dashboard in 500 ms).
// The settings only for a session that is there: a 401 left untaken must not meet the next login.
if (needsSession(window.location.pathname))
  void requestEarly('/me').then((ok) => ok && requestEarly('/portalInfo'));

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The remembered language's translations first (only Swedish ships with the entry).
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

// Development keeps no worker: Vite's modules are not hashed and must never be served stale.
if (import.meta.env.PROD) registerServiceWorker(import.meta.url);
