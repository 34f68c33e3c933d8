import type { ComponentType } from 'react';
import type { RouteName } from '@lonportal/domain/access/route-table';
import type { PageTexts } from '../i18n/i18n';

type PageModule = () => Promise<ComponentType>;

/**
 * A page whose texts load apart (i18n.ts): its code and its texts together. i18n is imported when
 * asked for (it is loaded by then): a static import here made a cycle of the server's chunks.
 */
const withTexts =
  (part: PageTexts, load: PageModule): PageModule =>
  async () =>
    (await Promise.all([load(), import('../i18n/i18n').then((m) => m.loadPageTexts(part))]))[0];

/**
 * The pages that exist, by SPEC §2.1 route name (paths and access rules come from the domain's
 * ROUTES). A route without a page here is still registered and guarded, shows the not-found page
 * and stays out of the menu: a new feature only adds its line.
 */
export const PAGES: Partial<Record<RouteName, PageModule>> = {
  AppQuestions: async () => (await import('../features/static-pages/QuestionsPage')).QuestionsPage,
  AppTerms: async () => (await import('../features/static-pages/TermsPage')).TermsPage,
  AppAndroidPolicy: async () =>
    (await import('../features/static-pages/AndroidPolicyPage')).AndroidPolicyPage,
  AppIosPolicy: async () => (await import('../features/static-pages/IosPolicyPage')).IosPolicyPage,
  Dashboard: async () => (await import('./DashboardRoute')).DashboardRoute,
  UserAppSettings: async () => (await import('../features/account/UserAppSettingsPage')).UserAppSettingsPage,
  Tidrapport: async () => (await import('./TimeReportRoute')).TimeReportRoute,
  Kalendarie: async () => (await import('../features/calendar/CalendarPage')).CalendarPage,
  Stamplingar: async () => (await import('../features/punches/PunchesPage')).PunchesPage,
  ApproveTime: async () => (await import('../features/approval/ApproveTimePage')).ApproveTimePage,
  Compensations: async () => (await import('../features/compensations/CompensationsPage')).CompensationsPage,
  TravelExpenses: async () => (await import('../features/travel/TravelExpensesPage')).TravelExpensesPage,
  LonebeskedSaldon: withTexts(
    'payslips',
    async () => (await import('../features/payslips/PayslipsPage')).PayslipsPage,
  ),
  AbsenceReports: async () => (await import('../features/absence/AbsenceReportsPage')).AbsenceReportsPage,
  LeaveApplications: async () =>
    (await import('../features/leave/LeaveApplicationsPage')).LeaveApplicationsPage,
  LeavePlannerOverview: async () =>
    (await import('../features/leave/LeavePlannerOverviewPage')).LeavePlannerOverviewPage,
  LeavePlanner: async () => (await import('../features/leave/LeavePlannerPage')).LeavePlannerPage,
  AbsenceCalendar: async () => (await import('../features/absence/AbsenceCalendarPage')).AbsenceCalendarPage,
  NearAccidentsReports: async () =>
    (await import('../features/near-accidents/NearAccidentsPage')).NearAccidentsPage,
  Attestera: async () => (await import('../features/approval/AttestPage')).AttestPage,
  TidrapportPrint: async () =>
    (await import('../features/time/print/TidrapportPrintPage')).TidrapportPrintPage,
  ErsattningarPrint: async () =>
    (await import('../features/compensations/print/ErsattningarPrintPage')).ErsattningarPrintPage,
  AttestlistaPrint: async () =>
    (await import('../features/approval/print/AttestlistaPrintPage')).AttestlistaPrintPage,
  ReserakningPrint: async () =>
    (await import('../features/travel/print/ReserakningPrintPage')).ReserakningPrintPage,
  AdminPortalInfo: async () => (await import('../features/admin/PortalSettingsPage')).PortalSettingsPage,
  AdminAudit: async () => (await import('../features/admin/AuditLogPage')).AuditLogPage,
  AdminTravelRules: async () => (await import('../features/admin/TravelRulesPage')).TravelRulesPage,
  AdminUsers: async () => (await import('../features/admin/UsersPage')).UsersPage,
  AdminReminders: async () => (await import('../features/admin/RemindersPage')).RemindersPage,
  AdminCompanies: withTexts(
    'registers',
    async () => (await import('../features/registers/CompaniesPage')).CompaniesPage,
  ),
  AdminRegisters: withTexts(
    'registers',
    async () => (await import('../features/registers/RegistersPage')).RegistersPage,
  ),
  Messages: async () => (await import('../features/messages/MessagesPage')).MessagesPage,
  BemPlanner: withTexts(
    'staffing',
    async () => (await import('../features/staffing/BemPlannerPage')).BemPlannerPage,
  ),
  // /bemanna, the group's own address, shows the overview (SPEC §2.1: "staffing: overview, …").
  Bemanna: withTexts(
    'staffing',
    async () => (await import('../features/staffing/BemOverviewPage')).BemOverviewPage,
  ),
  BemOverview: withTexts(
    'staffing',
    async () => (await import('../features/staffing/BemOverviewPage')).BemOverviewPage,
  ),
  BemBehov: withTexts(
    'staffing',
    async () => (await import('../features/staffing/BemBehovPage')).BemBehovPage,
  ),
  BemTrade: withTexts(
    'staffing',
    async () => (await import('../features/staffing/BemTradePage')).BemTradePage,
  ),
  Schedule: withTexts(
    'staffing',
    async () => (await import('../features/schedule/SchedulePage')).SchedulePage,
  ),
};

/** Whether the route's feature is built (its page exists). */
export const isImplemented = (route: RouteName): boolean => PAGES[route] !== undefined;

/** The routes with a page: the menu and the settings of /admin/portal offer only these (lib/built-pages.ts). */
export const BUILT_PAGES: ReadonlySet<RouteName> = new Set(Object.keys(PAGES) as RouteName[]);
