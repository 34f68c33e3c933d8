import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from './i18n/i18n';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './lib/service-worker';

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
