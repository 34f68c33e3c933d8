import { ROUTES, ROUTE_NAMES, type RouteName } from '@lonportal/domain/access/route-table';
import { STATIC_PAGES } from '../features/static-pages/static-pages';
import { isImplemented } from './route-pages';

/** Route ids of the routes outside SPEC §2.1's table (router.tsx). */
export const LOGIN_ROUTE_ID = 'login';
export const NOT_FOUND_ROUTE_ID = 'notFound';

/**
 * Pages whose heading is not their menu name: the document title says what the heading says. The
 * others are titled with their menu name (`menu.<RouteName>`), which the print reports need to be
 * told apart from the pages they print.
 */
const HEADINGS: Partial<Record<RouteName, string>> = {
  Dashboard: 'dashboard.title',
  UserAppSettings: 'settings.title',
  Tidrapport: 'timeReport.page.title',
  Kalendarie: 'calendar.title',
  Stamplingar: 'punches.page.title',
  ApproveTime: 'approval.title',
  Attestera: 'attest.title',
  Compensations: 'compensations.page.title',
  TravelExpenses: 'travel.page.title',
  AbsenceReports: 'absence.page.title',
  LeaveApplications: 'leave.page.title',
  NearAccidentsReports: 'nearAccident.page.title',
  AbsenceCalendar: 'absenceCalendar.title',
  LeavePlannerOverview: 'leavePlanner.title',
  LeavePlanner: 'leavePlanner.timelineTitle',
  ...Object.fromEntries(
    ROUTE_NAMES.flatMap((name) => {
      const page = STATIC_PAGES.find((p) => p.path === ROUTES[name].path);
      return page ? [[name, page.titleKey]] : [];
    }),
  ),
};

const isRouteName = (id: string): id is RouteName => (ROUTE_NAMES as readonly string[]).includes(id);

/**
 * The i18n key of the title of the route with id `routeId` (every route sets
 * document.title), or null for a route that is no page of its own (a layout, a redirect).
 */
export function routeTitleKey(routeId: string): string | null {
  if (routeId === LOGIN_ROUTE_ID) return 'login.title';
  if (routeId === NOT_FOUND_ROUTE_ID) return 'notFound.title';
  if (!isRouteName(routeId)) return null;
  // A route whose feature is not built shows the not-found page (router.tsx).
  if (!isImplemented(routeId)) return 'notFound.title';
  return HEADINGS[routeId] ?? `menu.${routeId}`;
}
