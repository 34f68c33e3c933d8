import { describe, expect, it } from 'vitest';
import { defaultPortalInfo, PORTAL_VIEW_FLAGS, type PortalViewFlag } from '../portal-info';
import { ROLES, type Roll } from '../roles';
import {
  canAccessRoute,
  ROUTE_NAMES,
  showLeaveGroup,
  type AccessContext,
  type RouteName,
} from './route-table';

type Overrides = Partial<Omit<AccessContext, 'Portal' | 'Company'>> & {
  Portal?: Partial<AccessContext['Portal']>;
  Company?: Partial<AccessContext['Company']>;
};

/** An AccessContext with every condition of SPEC §6 met; `o` switches single conditions off. */
const ctx = (o: Overrides = {}): AccessContext => {
  const { Portal, Company, ...rest } = o;
  return {
    Roll: 'PER',
    AnstNr: '1001',
    HasPlus: true,
    LicensOptions: ['HRTIL'],
    UserOptions: ['HRTIL', 'CPBEM'],
    ...rest,
    Portal: { ...defaultPortalInfo(), PassbyteTyp: 'A', ...Portal },
    Company: {
      UseLSS: true,
      UseFKSignering: true,
      KalUseLonReady: true,
      KalUseAttest: true,
      OpenResEnhet: [true, false, false, false, false, false],
      ...Company,
    },
  };
};

// ---- Role lists, written out from SPEC §6 "Route access" (and §2.2 for payslips) ----
const ALL = ROLES;
const NOT_PER: readonly Roll[] = ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'];
const HR: readonly Roll[] = ['LIC', 'ADM', 'FTG', 'AVD', 'PER'];
const ADMIN: readonly Roll[] = ['LIC', 'ADM'];

/** With every condition on, exactly these roles may use each route. Hand-written from the spec. */
const EXPECTED = {
  AppQuestions: ALL,
  AppTerms: ALL,
  AppAndroidPolicy: ALL,
  AppIosPolicy: ALL,
  Dashboard: ALL,
  UserAppSettings: ALL,
  TidrapportPrint: ALL,
  ErsattningarPrint: ALL,
  ProjektlistaPrint: ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'],
  ReserakningPrint: ALL,
  AttestlistaPrint: ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'],
  Messages: ALL,
  LonebeskedSaldon: ['AVD', 'PER', 'ADM', 'FTG', 'LIC'], // §2.2: not LSS, not BRU
  Documents: ALL,
  PresenceStatus: ALL,
  ApproveTime: ['PER', 'FTG', 'ADM', 'LIC', 'AVD'],
  Attestera: NOT_PER,
  AdminPortalInfo: ['LIC', 'ADM', 'FTG'],
  AdminUsers: ADMIN,
  AdminReminders: ADMIN,
  AdminAudit: ['LIC', 'ADM', 'FTG'],
  AdminTravelRules: ADMIN,
  AdminCompanies: ADMIN,
  AdminRegisters: ['LIC', 'ADM', 'FTG', 'AVD'],
  Compensations: ALL,
  Kalendarie: ALL,
  Tidrapport: ALL,
  AbsenceReports: HR,
  Stamplingar: ALL,
  PortalFeedAdmin: ALL,
  LeaveApplications: HR,
  LeavePlannerOverview: ['LIC', 'ADM', 'FTG', 'AVD'],
  LeavePlanner: ['LIC', 'ADM', 'FTG', 'AVD'],
  AbsenceCalendar: HR,
  NearAccidentsReports: HR,
  Personuppgifter: ALL,
  TravelExpenses: ALL,
  FK3059Assistent: ['PER', 'AVD'],
  FK3059Anordnare: ['AVD', 'BRU', 'LSS', 'FTG', 'ADM', 'LIC'],
  Schedule: ALL,
  Bemanna: NOT_PER,
  BemBehov: NOT_PER,
  BemOverview: NOT_PER,
  BemPlanner: NOT_PER,
  BemTrade: NOT_PER,
} as const satisfies Record<RouteName, readonly Roll[]>;

const allowed = (route: RouteName, role: Roll): boolean =>
  (EXPECTED[route] as readonly Roll[]).includes(role);

/** Every route's access for one role and context, as a map (so a failure shows the whole diff). */
const accessMap = (role: Roll, o: Overrides): Record<string, boolean> =>
  Object.fromEntries(ROUTE_NAMES.map((r) => [r, canAccessRoute(r, ctx({ ...o, Roll: role }))]));
/** The all-on expectation for `role` with the routes in `closes` shut. */
const expectedMap = (role: Roll, closes: readonly RouteName[]): Record<string, boolean> =>
  Object.fromEntries(ROUTE_NAMES.map((r) => [r, allowed(r, role) && !closes.includes(r)]));

describe('route access with every condition on (SPEC §6, 7 roles × every route)', () => {
  it('the expectation table names exactly the routes of ROUTES', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it.each(ROUTE_NAMES.flatMap((r) => ROLES.map((role) => [r, role, allowed(r, role)] as const)))(
    '%s as %s → %s',
    (route, role, expected) => {
      expect(canAccessRoute(route, ctx({ Roll: role }))).toBe(expected);
    },
  );
});

// ---- One condition off at a time: the routes that must close; every other route keeps its all-on value ----
const PLUS_ONLY: readonly RouteName[] = [
  'ProjektlistaPrint',
  'ReserakningPrint',
  'Messages',
  'Documents',
  'AdminReminders',
  'Bemanna',
  'BemBehov',
  'BemOverview',
  'BemPlanner',
  'BemTrade',
];
const HR_REPORTING: readonly RouteName[] = ['AbsenceReports', 'AbsenceCalendar', 'NearAccidentsReports'];
const LEAVE_PLANNER: readonly RouteName[] = ['LeavePlannerOverview', 'LeavePlanner'];
const BEMANNA: readonly RouteName[] = ['Bemanna', 'BemBehov', 'BemOverview', 'BemPlanner', 'BemTrade'];
const FK3059: readonly RouteName[] = ['FK3059Assistent', 'FK3059Anordnare'];
const COMPENSATION_FLAGS_OFF = {
  EnableErsattningarView: false,
  EnableTraktamenteView: false,
  EnableMilersattningView: false,
  EnableUtlaggView: false,
  EnableRepresentationView: false,
};
const PERSON_FLAGS_OFF = {
  EnableAdressandringView: false,
  EnablePerUtbUpd: false,
  EnablePerKontaktView: false,
  EnableBarnRegView: false,
};

type Scenario = [label: string, overrides: Overrides, roles: readonly Roll[], closes: readonly RouteName[]];
const SCENARIOS: Scenario[] = [
  // Plus: /leaveapplications and /infopanel stay (HRTIL licence), /compensations stays (EnableErsattningarView).
  ['HasPlus false', { HasPlus: false }, ALL, PLUS_ONLY],
  [
    'HasPlus false and no licence options',
    { HasPlus: false, LicensOptions: [] },
    ALL,
    [...PLUS_ONLY, 'LeaveApplications', ...HR_REPORTING], // /infopanel stays via the HRTIL user option
  ],
  [
    'HasPlus false, no licence options, no HRTIL user option',
    { HasPlus: false, LicensOptions: [], UserOptions: ['CPBEM'] },
    ALL,
    [...PLUS_ONLY, 'LeaveApplications', ...HR_REPORTING, ...LEAVE_PLANNER, 'PortalFeedAdmin'],
  ],
  ['licence without HRTIL', { LicensOptions: [] }, ALL, HR_REPORTING], // Plus keeps /leaveapplications open
  [
    'user without HRTIL option (PER, AVD with AnstNr)',
    { UserOptions: ['CPBEM'] },
    ['PER', 'AVD'],
    LEAVE_PLANNER,
  ],
  [
    'user without HRTIL option (FTG, ADM, LIC)',
    { UserOptions: ['CPBEM'] },
    ['FTG', 'ADM', 'LIC'],
    [...LEAVE_PLANNER, ...HR_REPORTING],
  ],
  ['user without HRTIL option (LSS, BRU)', { UserOptions: ['CPBEM'] }, ['LSS', 'BRU'], []],
  ['no AnstNr (AVD)', { AnstNr: null }, ['AVD'], ['FK3059Assistent', 'Schedule']], // HRTIL user option keeps absence routes
  ['no AnstNr (other roles)', { AnstNr: null }, ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'PER'], ['Schedule']],
  [
    'AVD without AnstNr and without HRTIL option',
    { AnstNr: null, UserOptions: ['CPBEM'] },
    ['AVD'],
    [...HR_REPORTING, ...LEAVE_PLANNER, 'FK3059Assistent', 'Schedule'],
  ],
  [
    'PER without AnstNr and without HRTIL option',
    { AnstNr: null, UserOptions: ['CPBEM'] },
    ['PER'],
    ['Schedule'],
  ],
  ['CPBEM user option missing', { UserOptions: ['HRTIL'] }, ALL, BEMANNA],
  ['EnableBemanningView false', { Portal: { EnableBemanningView: false } }, ALL, BEMANNA],
  ['PassbyteTyp X', { Portal: { PassbyteTyp: 'X' } }, ALL, ['BemTrade']],
  ['PassbyteTyp D', { Portal: { PassbyteTyp: 'D' } }, ALL, []],
  ['KalUseLonReady false', { Company: { KalUseLonReady: false } }, ALL, ['ApproveTime']],
  ['KalUseAttest false', { Company: { KalUseAttest: false } }, ALL, ['Attestera']],
  [
    'UseLSS false, no OpenResEnhet',
    { Company: { UseLSS: false, OpenResEnhet: [false, false, false, false, false, false] } },
    ALL,
    ['ProjektlistaPrint', ...FK3059],
  ],
  [
    'UseLSS false, OpenResEnhet6 open',
    { Company: { UseLSS: false, OpenResEnhet: [false, false, false, false, false, true] } },
    ALL,
    FK3059,
  ],
  [
    'UseLSS true, no OpenResEnhet',
    { Company: { OpenResEnhet: [false, false, false, false, false, false] } },
    ALL,
    [],
  ],
  ['UseFKSignering false', { Company: { UseFKSignering: false } }, ALL, FK3059],
  [
    'Plus, only EnableTraktamenteView',
    { Portal: { ...COMPENSATION_FLAGS_OFF, EnableTraktamenteView: true } },
    ALL,
    [],
  ],
  ['Plus, no compensation flag', { Portal: COMPENSATION_FLAGS_OFF }, ALL, ['Compensations']],
  [
    'no Plus, only EnableTraktamenteView',
    { HasPlus: false, Portal: { ...COMPENSATION_FLAGS_OFF, EnableTraktamenteView: true } },
    ALL,
    [...PLUS_ONLY, 'Compensations'],
  ],
  [
    'no Plus, only EnableErsattningarView',
    { HasPlus: false, Portal: { ...COMPENSATION_FLAGS_OFF, EnableErsattningarView: true } },
    ALL,
    PLUS_ONLY,
  ],
  ['Plus, only EnableBarnRegView', { Portal: { ...PERSON_FLAGS_OFF, EnableBarnRegView: true } }, ALL, []],
  [
    'no Plus, only EnableBarnRegView',
    { HasPlus: false, Portal: { ...PERSON_FLAGS_OFF, EnableBarnRegView: true } },
    ALL,
    [...PLUS_ONLY, 'Personuppgifter'],
  ],
  [
    'no Plus, only EnablePerKontaktView',
    { HasPlus: false, Portal: { ...PERSON_FLAGS_OFF, EnablePerKontaktView: true } },
    ALL,
    PLUS_ONLY,
  ],
  [
    'Lonebesked and Saldon views off',
    { Portal: { EnableLonebeskedView: false, EnableSaldonView: false } },
    ALL,
    ['LonebeskedSaldon'],
  ],
  [
    'both attest views off',
    { Portal: { EnableAttestTiderView: false, EnableAttestErsattningarView: false } },
    ALL,
    ['Attestera'],
  ],
];

describe.each(SCENARIOS)('%s', (_label, overrides, roles, closes) => {
  it.each(roles)('as %s', (role) => {
    expect(accessMap(role, overrides)).toEqual(expectedMap(role, closes));
  });
});

/** Each portal view flag off on its own closes exactly these routes (the others have an alternative flag). */
const FLAG_CLOSES: Record<PortalViewFlag, readonly RouteName[]> = {
  EnableTidrapportView: ['Tidrapport'],
  EnableKalendarieView: ['Kalendarie'],
  EnableStamplingView: ['Stamplingar'],
  EnableMeddelanden: ['Messages'],
  EnableDocumentsView: ['Documents'],
  EnableDocumentsUpload: [],
  EnableLeaveApplications: ['LeaveApplications'],
  EnableLeavePlanner: LEAVE_PLANNER,
  EnableAbsenceReports: ['AbsenceReports'],
  EnableAbsenceCalendar: ['AbsenceCalendar'],
  EnableNearAccidentsReports: ['NearAccidentsReports'],
  EnableBemanningView: BEMANNA,
  EnableReserakningView: ['TravelExpenses'],
  EnablePortalFeed: ['PortalFeedAdmin'],
  EnableGodkannaView: ['ApproveTime'],
  EnableAttestTiderView: [],
  EnableAttestErsattningarView: [],
  EnableNarvarostatusView: ['PresenceStatus'],
  EnableLonebeskedView: [],
  EnableSaldonView: [],
  EnableErsattningarView: [],
  EnableTraktamenteView: [],
  EnableMilersattningView: [],
  EnableUtlaggView: [],
  EnableRepresentationView: [],
  EnableAdressandringView: [],
  EnablePerUtbUpd: [],
  EnablePerKontaktView: [],
  EnableBarnRegView: [],
  EnableTidrapportPrint: ['TidrapportPrint'],
  EnableErsattningarPrint: ['ErsattningarPrint'],
  EnableAttestlistaPrint: ['AttestlistaPrint'],
  EnableProjektlistaPrint: ['ProjektlistaPrint'],
  EnableReserakningPrint: ['ReserakningPrint'],
};

describe.each(PORTAL_VIEW_FLAGS)('%s false', (flag) => {
  it.each(ROLES)('as %s', (role) => {
    expect(accessMap(role, { Portal: { [flag]: false } })).toEqual(expectedMap(role, FLAG_CLOSES[flag]));
  });
});

// ---- SPEC §2.1 ----
describe('showLeaveGroup (SPEC §2.2)', () => {
  const cases = [true, false].flatMap((lic) =>
    [true, false].flatMap((opt) => [true, false].map((cal) => [lic, opt, cal, lic && (opt || cal)] as const)),
  );
  it.each(cases)(
    'HRTIL licence %s, HRTIL user option %s, absence calendar %s → %s',
    (lic, opt, cal, expected) => {
      const c = ctx({
        LicensOptions: lic ? ['HRTIL'] : [],
        UserOptions: opt ? ['HRTIL', 'CPBEM'] : ['CPBEM'],
        Portal: { EnableAbsenceCalendar: cal },
      });
      expect(showLeaveGroup(c)).toBe(expected);
    },
  );
});
