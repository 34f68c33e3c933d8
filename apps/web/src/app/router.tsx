import { createBrowserRouter, redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageLoader } from '../ui/PageLoader';
import { HOME_PATH } from '../features/session/login-redirect';
import { requireSession } from './require-session';
import { RouteErrorPage } from './RouteErrorPage';
import { RootLayout } from './RootLayout';

/**
 * SPEC §2.1 routes (history mode). Pages load lazily, so the login page downloads neither the
 * dashboard nor, later, the staffing planner (ARCHITECTURE "Web").
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        {
          path: 'login',
          lazy: async () => ({
            Component: (await import('../features/session/components/LoginPage')).LoginPage,
          }),
        },
        {
          id: 'session',
          loader: requireSession(queryClient),
          lazy: async () => ({ Component: (await import('./SessionLayout')).SessionLayout }),
          children: [
            {
              path: 'dashboard',
              lazy: async () => ({
                Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
              }),
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
        },
      ],
    },
  ]);
}
