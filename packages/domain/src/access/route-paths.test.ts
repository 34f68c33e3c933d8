import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES, routeNeedsEmployees } from './route-table';

// The routes of the access table against SPEC §2.1: their paths, their names, and which need employees.
const NEEDS_EMPLOYEES_PATHS = [
  '/rapporter/tidrapport',
  '/rapporter/ersattningar',
  '/lonebesked',
  '/compensations',
  '/calendar',
  '/timereporting',
  '/absenceReports',
  '/stamplingar',
  '/absencecalendar',
  '/employeeCard',
  '/travelExpenses',
];

describe('routeNeedsEmployees (SPEC §2.1)', () => {
  it.each(ROUTE_NAMES)('%s', (route) => {
    expect(routeNeedsEmployees(route)).toBe(NEEDS_EMPLOYEES_PATHS.includes(ROUTES[route].path));
  });
  it('every listed path is a route', () => {
    const paths = ROUTE_NAMES.map((r) => ROUTES[r].path as string);
    expect(NEEDS_EMPLOYEES_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
  });
});

/** SPEC §2.1 paths, other than '/', '/questions' (redirects) and the not-found catch-all. */
const SPEC_PATHS = [
  '/app/questions',
  '/app/terms',
  '/app/portal/android/policy',
  '/app/portal/ios/policy',
  '/dashboard',
  '/userAppSettings',
  '/rapporter/tidrapport',
  '/rapporter/ersattningar',
  '/rapporter/projektlista',
  '/rapporter/reserakning',
  '/rapporter/attestlista',
  '/messages',
  '/lonebesked',
  '/documents',
  '/presenceStatus',
  '/approveTime',
  '/attest',
  '/admin/portal',
  '/admin/users',
  '/admin/reminders',
  // The audit log, beside SPEC §2.1's administration routes.
  '/admin/audit',
  // The normalbelopp tables, beside them.
  '/admin/traktamente',
  // The licence's companies and the company's registers, beside them.
  '/admin/companies',
  '/admin/registers',
  '/compensations',
  '/calendar',
  '/timereporting',
  '/absenceReports',
  '/stamplingar',
  '/infopanel',
  '/leaveapplications',
  '/leaveplanner/overview',
  '/leaveplanner/{Id}',
  '/absencecalendar',
  '/nearAccidentsReports',
  '/employeeCard',
  '/travelExpenses',
  '/fk3059/assistent',
  '/fk3059/anordnare',
  '/schedule',
  '/bemanna',
  '/bemanna/behov',
  '/bemanna/overview',
  '/bemanna/planering',
  '/bemanna/passbyten',
];
/** SPEC §2.1 navigation route names. */
const SPEC_NAV_NAMES = [
  'Dashboard',
  'PortalFeedAdmin',
  'Kalendarie',
  'Tidrapport',
  'AbsenceReports',
  'Stamplingar',
  'ApproveTime',
  'FK3059Assistent',
  'FK3059Anordnare',
  'Schedule',
  'Bemanna',
  'BemOverview',
  'BemBehov',
  'BemPlanner',
  'BemTrade',
  'LeaveApplications',
  'LeavePlannerOverview',
  'AbsenceCalendar',
  'Attestera',
  'Compensations',
  'TravelExpenses',
  'LonebeskedSaldon',
  'Documents',
  'PresenceStatus',
  'Personuppgifter',
  'TidrapportPrint',
  'ErsattningarPrint',
  'AttestlistaPrint',
  'ProjektlistaPrint',
  'ReserakningPrint',
  'NearAccidentsReports',
  'AdminPortalInfo',
  'AdminUsers',
  'AdminReminders',
  'AdminAudit',
  'AdminTravelRules',
  'AdminCompanies',
  'AdminRegisters',
];

describe('ROUTES paths match SPEC §2.1', () => {
  // The router writes parameters as :Id, the spec as {Id}.
  const routePaths = ROUTE_NAMES.map((r) => ROUTES[r].path.replace(/:(\w+)/g, '{$1}'));

  it.each(ROUTE_NAMES)('%s has a SPEC §2.1 path', (route) => {
    expect(SPEC_PATHS).toContain(ROUTES[route].path.replace(/:(\w+)/g, '{$1}'));
  });
  it.each(SPEC_PATHS)('%s has a route', (path) => {
    expect(routePaths).toContain(path);
  });
  it('paths are unique', () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });
  it('every SPEC §2.1 navigation name is a route', () => {
    expect(SPEC_NAV_NAMES.filter((n) => !(n in ROUTES))).toEqual([]);
  });
});
