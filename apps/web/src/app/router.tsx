import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteName } from '@lonportal/domain/access/route-table';
import { PageLoader } from '../ui/PageLoader';
import { HOME_PATH } from '../features/session/login-redirect';
import { loadAllTranslations } from '../i18n/i18n';
import { appQueryClient } from '../lib/app-query-client';
import { nextTask } from '../lib/next-task';
import { PAGES } from './route-pages';
import { LOGIN_ROUTE_ID, NOT_FOUND_ROUTE_ID } from './route-titles';
import { isPublic } from './session-route';
import { RouteErrorPage } from './RouteErrorPage';
import { RootLayout } from './RootLayout';

// The entry has the login page's texts only: any other page waits for all of them.
const withTexts = async <T,>(load: Promise<T>): Promise<T> =>
  (await Promise.all([load, loadAllTranslations()]))[0];

const notFound = async () => ({ Component: (await withTexts(import('./NotFoundPage'))).NotFoundPage });

/** A route's page, or the not-found page while its feature is not built (nothing pretends). */
const page = (name: RouteName) => {
  const load = PAGES[name];
  return load
    ? async () => {
        // The router's start, its loaders and the page's code each in a task of their own: they
        // were one long task as a logged-in page started (total blocking time).
        await nextTask();
        return { Component: await withTexts(load()) };
      }
    : notFound;
};

/**
 * Every route of SPEC §2.1 under its spec name (the route id), with the paths of the domain's
 * ROUTES table (history mode). Pages load lazily, so the login page downloads neither the
 * dashboard nor, later, the staffing planner (ARCHITECTURE "Web").
 */
export function appRoutes(): RouteObject[] {
  const route = (name: RouteName): RouteObject => ({
    id: name,
    path: ROUTES[name].path.slice(1),
    lazy: page(name),
  });
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        { path: 'questions', loader: () => redirect(ROUTES.AppQuestions.path) },
        {
          id: LOGIN_ROUTE_ID,
          path: 'login',
          // Its methods are read before it renders: it shows them at once (ADR 0024).
          lazy: async () => {
            const { LoginPage, loginPageLoader } = await import('../features/session/components/LoginPage');
            return { Component: LoginPage, loader: loginPageLoader };
          },
        },
        // The mobile app's static pages: no login, no app shell, no data (a public page
        // downloads only what it shows).
        ...ROUTE_NAMES.filter(isPublic).map(route),
        {
          // Every other route reads data through the query cache: it (and its code) is made here,
          // so the login page downloads neither.
          id: 'data',
          lazy: async () => {
            const [{ DataLayout }, client] = await Promise.all([import('./DataLayout'), appQueryClient()]);
            return { Component: () => <DataLayout client={client} /> };
          },
          children: [
            {
              id: 'session',
              // The session checks (and the schemas they read) load with the first logged-in route,
              // not with the login page.
              loader: async (args) => {
                await nextTask();
                return (await import('./require-session')).requireSession(await appQueryClient())(args);
              },
              lazy: async () => ({ Component: (await withTexts(import('./SessionLayout'))).SessionLayout }),
              children: ROUTE_NAMES.filter((name) => !isPublic(name)).map((name) => ({
                ...route(name),
                loader: async () => {
                  await nextTask();
                  return (await import('./guard-loader')).guardRoute(await appQueryClient(), name)();
                },
              })),
            },
            { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: notFound },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
