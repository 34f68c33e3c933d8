import type { Roll } from '../roles';
import type { PortalInfo } from '../portal-info';

/** Everything SPEC §6 "Route access" looks at, gathered once per request or app state. */
export interface AccessContext {
  Roll: Roll;
  /** The user's own employee number in the selected company, if any. */
  AnstNr: string | null;
  HasPlus: boolean;
  /** Licence options of the company's licence (HasLicensOption), e.g. HRTIL. */
  LicensOptions: readonly string[];
  /** The user's UserOption list (Option values), e.g. HRTIL, CPBEM. */
  UserOptions: readonly string[];
  Portal: Pick<PortalInfo, Exclude<keyof PortalInfo, 'NearAccidentsReportsAdmins'>>;
  Company: {
    UseLSS: boolean;
    UseFKSignering: boolean;
    KalUseLonReady: boolean;
    KalUseAttest: boolean;
    /** OpenResEnhet1..6 */
    OpenResEnhet: readonly boolean[];
  };
}

type Rule = (c: AccessContext) => boolean;

interface RouteDef {
  path: string;
  /** SPEC §2.1: routes that need at least one employee in the registry. */
  needsEmployees?: boolean;
  /** Shown without the app shell and without login. */
  public?: boolean;
  allow: Rule;
}

const roles =
  (...rs: Roll[]): Rule =>
  (c) =>
    rs.includes(c.Roll);
const all =
  (...rules: Rule[]): Rule =>
  (c) =>
    rules.every((r) => r(c));
const any =
  (...rules: Rule[]): Rule =>
  (c) =>
    rules.some((r) => r(c));
const always: Rule = () => true;
const plus: Rule = (c) => c.HasPlus;
const hrtilLicence: Rule = (c) => c.LicensOptions.includes('HRTIL');
const userOption =
  (o: string): Rule =>
  (c) =>
    c.UserOptions.includes(o);
const flag =
  (f: keyof AccessContext['Portal']): Rule =>
  (c) =>
    c.Portal[f] === true;
const hasAnstNr: Rule = (c) => !!c.AnstNr;
const notPer: Rule = (c) => c.Roll !== 'PER';
/** "Plus unless HRTIL": Plus is not needed when the licence has the HR option. */
const plusUnlessHrtil: Rule = any(plus, hrtilLicence);

// SPEC §6 /absenceReports, /absencecalendar, /nearAccidentsReports
const hrReporting = (f: keyof AccessContext['Portal']): Rule =>
  all(
    hrtilLicence,
    roles('LIC', 'ADM', 'FTG', 'AVD', 'PER'),
    any(roles('PER'), all(roles('AVD'), hasAnstNr), userOption('HRTIL')),
    flag(f),
  );

const bemanna: Rule = all(plus, notPer, userOption('CPBEM'), flag('EnableBemanningView'));
const lss: Rule = (c) => c.Company.UseLSS;
const fkSignering: Rule = all(lss, (c) => c.Company.UseFKSignering);

/** Every route of SPEC §2.1 under the navigation names of SPEC §2.1, with its SPEC §6 condition. */
export const ROUTES = {
  AppQuestions: { path: '/app/questions', public: true, allow: always },
  AppTerms: { path: '/app/terms', public: true, allow: always },
  AppAndroidPolicy: { path: '/app/portal/android/policy', public: true, allow: always },
  AppIosPolicy: { path: '/app/portal/ios/policy', public: true, allow: always },
  Dashboard: { path: '/dashboard', allow: always },
  UserAppSettings: { path: '/userAppSettings', allow: always },
  TidrapportPrint: {
    path: '/rapporter/tidrapport',
    needsEmployees: true,
    allow: flag('EnableTidrapportPrint'),
  },
  ErsattningarPrint: {
    path: '/rapporter/ersattningar',
    needsEmployees: true,
    allow: flag('EnableErsattningarPrint'),
  },
  ProjektlistaPrint: {
    path: '/rapporter/projektlista',
    allow: all(
      roles('LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'),
      plus,
      any(lss, (c) => c.Company.OpenResEnhet.some(Boolean)),
      flag('EnableProjektlistaPrint'),
    ),
  },
  ReserakningPrint: { path: '/rapporter/reserakning', allow: all(plus, flag('EnableReserakningPrint')) },
  AttestlistaPrint: {
    path: '/rapporter/attestlista',
    allow: all(roles('LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'), flag('EnableAttestlistaPrint')),
  },
  Messages: { path: '/messages', allow: all(plus, flag('EnableMeddelanden')) },
  LonebeskedSaldon: {
    path: '/lonebesked',
    needsEmployees: true,
    allow: all(
      roles('AVD', 'PER', 'ADM', 'FTG', 'LIC'),
      any(flag('EnableLonebeskedView'), flag('EnableSaldonView')),
    ),
  },
  Documents: { path: '/documents', allow: all(plus, flag('EnableDocumentsView')) },
  PresenceStatus: { path: '/presenceStatus', allow: flag('EnableNarvarostatusView') },
  ApproveTime: {
    path: '/approveTime',
    allow: all(
      roles('PER', 'FTG', 'ADM', 'LIC', 'AVD'),
      (c) => c.Company.KalUseLonReady,
      flag('EnableGodkannaView'),
    ),
  },
  Attestera: {
    path: '/attest',
    allow: all(
      notPer,
      (c) => c.Company.KalUseAttest,
      any(flag('EnableAttestTiderView'), flag('EnableAttestErsattningarView')),
    ),
  },
  AdminPortalInfo: { path: '/admin/portal', allow: roles('LIC', 'ADM', 'FTG') },
  AdminUsers: { path: '/admin/users', allow: roles('LIC', 'ADM') },
  AdminReminders: { path: '/admin/reminders', allow: all(plus, roles('LIC', 'ADM')) },
  /** The audit log in the administration (not in SPEC §2.1); FTG reads their company's. */
  AdminAudit: { path: '/admin/audit', allow: roles('LIC', 'ADM', 'FTG') },
  /**
   * Skatteverket's normalbelopp by year, loaded by those who run the portal (national
   * data, the same for every company; ACCESS_ACTIONS.loadTravelRules).
   */
  AdminTravelRules: { path: '/admin/traktamente', allow: roles('LIC', 'ADM') },
  /**
   * The licence's companies (not in SPEC §2.1): LIC creates and archives them, LIC and ADM find the
   * archived ones and restore them (ACCESS_ACTIONS.manageCompanies, restoreCompanies).
   */
  AdminCompanies: { path: '/admin/companies', allow: roles('LIC', 'ADM') },
  /**
   * The company's registers (not in SPEC §2.1): employees and departments; ADM and FTG keep them,
   * AVD reads their department's employees (ACCESS_ACTIONS.editRegisters).
   */
  AdminRegisters: { path: '/admin/registers', allow: roles('LIC', 'ADM', 'FTG', 'AVD') },
  Compensations: {
    path: '/compensations',
    needsEmployees: true,
    allow: (c) =>
      c.HasPlus
        ? [
            c.Portal.EnableErsattningarView,
            c.Portal.EnableTraktamenteView,
            c.Portal.EnableMilersattningView,
            c.Portal.EnableUtlaggView,
            c.Portal.EnableRepresentationView,
          ].some(Boolean)
        : c.Portal.EnableErsattningarView,
  },
  Kalendarie: { path: '/calendar', needsEmployees: true, allow: flag('EnableKalendarieView') },
  Tidrapport: { path: '/timereporting', needsEmployees: true, allow: flag('EnableTidrapportView') },
  AbsenceReports: {
    path: '/absenceReports',
    needsEmployees: true,
    allow: hrReporting('EnableAbsenceReports'),
  },
  Stamplingar: { path: '/stamplingar', needsEmployees: true, allow: flag('EnableStamplingView') },
  PortalFeedAdmin: {
    path: '/infopanel',
    allow: all(any(plusUnlessHrtil, userOption('HRTIL')), flag('EnablePortalFeed')),
  },
  LeaveApplications: {
    path: '/leaveapplications',
    allow: all(roles('LIC', 'ADM', 'FTG', 'AVD', 'PER'), plusUnlessHrtil, flag('EnableLeaveApplications')),
  },
  LeavePlannerOverview: {
    path: '/leaveplanner/overview',
    allow: all(userOption('HRTIL'), roles('LIC', 'ADM', 'FTG', 'AVD'), flag('EnableLeavePlanner')),
  },
  LeavePlanner: {
    path: '/leaveplanner/:Id',
    allow: all(userOption('HRTIL'), roles('LIC', 'ADM', 'FTG', 'AVD'), flag('EnableLeavePlanner')),
  },
  AbsenceCalendar: {
    path: '/absencecalendar',
    needsEmployees: true,
    allow: hrReporting('EnableAbsenceCalendar'),
  },
  NearAccidentsReports: { path: '/nearAccidentsReports', allow: hrReporting('EnableNearAccidentsReports') },
  Personuppgifter: {
    path: '/employeeCard',
    needsEmployees: true,
    allow: any(
      flag('EnableAdressandringView'),
      flag('EnablePerUtbUpd'),
      flag('EnablePerKontaktView'),
      all(flag('EnableBarnRegView'), plus),
    ),
  },
  TravelExpenses: { path: '/travelExpenses', needsEmployees: true, allow: flag('EnableReserakningView') },
  FK3059Assistent: {
    path: '/fk3059/assistent',
    allow: all(any(roles('PER'), all(roles('AVD'), hasAnstNr)), fkSignering),
  },
  // SPEC §6 names only the roles; the form exists only for LSS companies signing with FK.
  FK3059Anordnare: {
    path: '/fk3059/anordnare',
    allow: all(roles('AVD', 'BRU', 'LSS', 'FTG', 'ADM', 'LIC'), fkSignering),
  },
  Schedule: { path: '/schedule', allow: hasAnstNr },
  Bemanna: { path: '/bemanna', allow: bemanna },
  BemBehov: { path: '/bemanna/behov', allow: bemanna },
  BemOverview: { path: '/bemanna/overview', allow: bemanna },
  BemPlanner: { path: '/bemanna/planering', allow: bemanna },
  BemTrade: { path: '/bemanna/passbyten', allow: all(bemanna, (c) => c.Portal.PassbyteTyp !== 'X') },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** SPEC §6: whether the user described by `ctx` may use the route. */
export function canAccessRoute(route: RouteName, ctx: AccessContext): boolean {
  return ROUTES[route].allow(ctx);
}

/** SPEC §6: receipts are read by text recognition only for a company with Plus, on /compensations. */
export const canScanReceipts = (ctx: AccessContext): boolean =>
  ctx.HasPlus && canAccessRoute('Compensations', ctx);

/** Time rows are attested on /attest where the portal shows their attest (EnableAttestTiderView). */
export const canAttestTime = (ctx: AccessContext): boolean =>
  canAccessRoute('Attestera', ctx) && ctx.Portal.EnableAttestTiderView;

/** Compensation rows are attested on /attest too, where the portal says so (EnableAttestErsattningarView). */
export const canAttestCompensations = (ctx: AccessContext): boolean =>
  canAccessRoute('Attestera', ctx) && ctx.Portal.EnableAttestErsattningarView;

/** Compensation rows are approved as time is (ApproveTime) by those who see compensations. */
export const canApproveCompensations = (ctx: AccessContext): boolean =>
  canAccessRoute('ApproveTime', ctx) && canAccessRoute('Compensations', ctx);

/** SPEC §2.1: whether the route needs at least one employee in the registry. */
export function routeNeedsEmployees(route: RouteName): boolean {
  const def: RouteDef = ROUTES[route];
  return def.needsEmployees === true;
}

/** SPEC §2.2: the leave menu is a group when the licence has HRTIL and the user has it or the absence calendar is on. */
export function showLeaveGroup(ctx: AccessContext): boolean {
  return hrtilLicence(ctx) && (userOption('HRTIL')(ctx) || ctx.Portal.EnableAbsenceCalendar);
}
