// The authorization matrix (issue: platform foundation): every API route × every role × own company /
// other company / anonymous, with the expected answer derived from the route's access rule and the
// domain's access table. A route registered without an entry below fails the first test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessContextFromMe, canAccessRoute, isAdmin, type Roll } from '@lonportal/domain';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app-helper';
import {
  newCareTeam,
  newCompany,
  newEmployeeAccount,
  newSmsEmployee,
  newUserAccount,
  ROLE,
} from '../test/factories';
import { portalSettings } from './db/schema/index';
import type { AccessRule } from './plugins/access/index';
import { REGISTER_ROUTES } from '../test/authorization-matrix-registers';
import { STAFFING_ROUTES } from '../test/authorization-matrix-staffing';
import { SCHEDULE_ROUTES } from '../test/authorization-matrix-schedule';
import { PAYSLIP_ROUTES } from '../test/authorization-matrix-payslips';
import { TRAVEL_ROUTES } from '../test/authorization-matrix-travel';

type Scenario = 'anonymous' | 'own' | 'other';
interface Entry {
  /** The rule the route must declare: a change of a route's rule must be made here too. */
  rule: AccessRule;
  /** The status an allowed caller gets for this request (business answer, not access). */
  ok: number | ((who: Who) => number);
  body?: (ftgId: string, caller: Account) => unknown;
  /** For routes whose own rule is 'public' but which check the session themselves (GET /me). */
  behavesAs?: AccessRule;
}

const MATRIX: Record<string, Entry> = {
  ...REGISTER_ROUTES,
  ...STAFFING_ROUTES,
  ...SCHEDULE_ROUTES,
  ...PAYSLIP_ROUTES,
  ...TRAVEL_ROUTES,
  'GET /api/loginConfig': { rule: 'public', ok: 200 },
  // A proxy's probes (health.ts).
  'GET /api/health/live': { rule: 'public', ok: 200 },
  'GET /api/health/ready': { rule: 'public', ok: 200 },
  'POST /api/bankidauth': { rule: 'public', ok: 400, body: () => ({ Type: 1 }) },
  'GET /api/bankidauth/collect/:orderRef': { rule: 'public', ok: 404 },
  'POST /api/bankidauth/selectuser': {
    rule: 'public',
    ok: 401,
    body: () => ({ BankIDToken: 'x', Login: accounts.per.login, Type: 0 }),
  },
  'DELETE /api/bankidauth/cancel/:orderRef': { rule: 'public', ok: 404 },
  'GET /api/dev/bankid/orders': { rule: 'public', ok: 200 },
  'POST /api/dev/bankid/orders/:orderRef': { rule: 'public', ok: 404, body: () => ({ Action: 'open' }) },
  'POST /api/authenticate': { rule: 'public', ok: 200, body: () => credsOf(accounts.per) },
  'POST /api/authenticate/requestSMSVerificationCode': {
    rule: 'public',
    ok: 200,
    body: () => credsOf(accounts.sms),
  },
  'POST /api/authenticate/validateSMSVerificationCode': {
    rule: 'public',
    ok: 400,
    body: () => ({ ...credsOf(accounts.sms), SMSCode: 'AB' }),
  },
  'GET /api/me': { rule: 'public', ok: 200, behavesAs: 'company' },
  'GET /api/logout': { rule: 'public', ok: 204 },
  'GET /api/me/clearSession': { rule: 'public', ok: 204 },
  'PATCH /api/me/updateSessionUserAccount': {
    rule: 'session',
    ok: 200,
    body: (FtgId) => ({ FtgId }),
    behavesAs: 'company',
  },
  'POST /api/me/keepalive': { rule: 'session', ok: 204 },
  // Users without a phone number get a field error instead of a code.
  'POST /api/me/requestSMSVerificationCode': {
    rule: 'session',
    ok: (who) => (['lic', 'adm', 'avd', 'per'].includes(who) ? 200 : 400),
  },
  'POST /api/me/validateSMSVerificationCode': { rule: 'session', ok: 400, body: () => ({ SMSCode: 'AB' }) },
  'POST /api/changepassword': {
    rule: 'session',
    ok: 400,
    body: (_ftgId, caller) => ({ CurrentPassword: caller.password, NewPassword: '1' }),
  },
  'GET /api/userAppSettings': { rule: 'session', ok: 200 },
  'PUT /api/userAppSettings': { rule: 'session', ok: 200, body: () => ({ Theme: 'white' }) },
  'POST /api/userandroidtoken': { rule: 'session', ok: 204, body: () => ({ UserAndroidToken: 'token-a' }) },
  'POST /api/useriostoken': { rule: 'session', ok: 204, body: () => ({ UserIOSToken: 'token-i' }) },
  'GET /api/companyList': { rule: 'session', ok: 200 },
  'PUT /api/ftgpicture': {
    rule: { roles: ['LIC', 'ADM', 'FTG'] },
    ok: 400,
    body: () => ({ Content: 'bm90IGFuIGltYWdl', Type: 'png' }),
  },
  'DELETE /api/ftgpicture': { rule: { roles: ['LIC', 'ADM', 'FTG'] }, ok: 404 },
  'GET /api/ftgpicture/:FtgId/:PictureId': { rule: 'company', ok: 404 },
  'GET /api/companyInfo/:FtgId': { rule: 'company', ok: 200 },
  'GET /api/perlista': { rule: 'company', ok: 200 },
  'GET /api/tidkoder': { rule: 'company', ok: 200 },
  'GET /api/LonKoder': { rule: 'company', ok: 200 },
  'GET /api/varugrupper': { rule: 'company', ok: 200 },
  'GET /api/kontoreg': { rule: 'company', ok: 200 },
  'GET /api/brukarlista': { rule: 'company', ok: 200 },
  'GET /api/brukaransvlista': { rule: 'company', ok: 200 },
  'GET /api/avdelning': { rule: 'company', ok: 200 },
  'GET /api/resenheter': { rule: 'company', ok: 200 },
  'GET /api/arbschemalist': { rule: 'company', ok: 200 },
  'GET /api/holidays/:year': { rule: 'company', ok: 200 },
  // :AnstNr is the employee number of `per` in the office company; the care company has no such number.
  'GET /api/perschema/:AnstNr': {
    rule: 'company',
    ok: (who) => (['lss', 'bru'].includes(who) ? 403 : 200),
  },
  'GET /api/perreg/:AnstNr': { rule: 'company', ok: (who) => (['lss', 'bru'].includes(who) ? 403 : 200) },
  'GET /api/obregler': { rule: 'company', ok: 200 },
  // Staffing's registers (SPEC §7), read as /avdelning is; the matrix's companies have Plus.
  'GET /api/kompetenser': { rule: 'company', ok: 200 },
  'GET /api/egenskaper': { rule: 'company', ok: 200 },
  'GET /api/bemanna/bemuppgift': { rule: 'company', ok: 200 },
  'GET /api/salaryyears': { rule: 'company', ok: 200 },
  'GET /api/portalInfo': { rule: 'company', ok: 200 },
  'GET /api/admin/portal': { rule: { route: 'AdminPortalInfo' }, ok: 200 },
  // No version, no switches: an allowed caller gets the validation error.
  'PUT /api/admin/portal': { rule: { route: 'AdminPortalInfo' }, ok: 400, body: () => ({}) },
  'GET /api/admin/portal/movedRows': { rule: { route: 'AdminPortalInfo' }, ok: 400 },
  // No period: an allowed caller gets the validation error.
  'GET /api/admin/audit': { rule: { route: 'AdminAudit' }, ok: 400 },
  'GET /api/admin/audit.csv': { rule: { route: 'AdminAudit' }, ok: 400 },
  'GET /api/admin/users': { rule: { route: 'AdminUsers' }, ok: 200 },
  // No account id (the matrix sends ':Id') or body: an allowed caller gets the validation error.
  'GET /api/admin/users/:Id': { rule: { route: 'AdminUsers' }, ok: 400 },
  'POST /api/admin/users': { rule: { route: 'AdminUsers' }, ok: 400, body: () => ({}) },
  'PUT /api/admin/users/:Id': { rule: { route: 'AdminUsers' }, ok: 400, body: () => ({}) },
  'DELETE /api/admin/users/:Id': { rule: { route: 'AdminUsers' }, ok: 400 },
  'POST /api/admin/users/:Id/temporaryPassword': { rule: { route: 'AdminUsers' }, ok: 400, body: () => ({}) },
  'POST /api/admin/users/:Id/resetLink': { rule: { route: 'AdminUsers' }, ok: 400 },
  'POST /api/admin/renumber': { rule: { route: 'AdminUsers' }, ok: 400, body: () => ({}) },
  'GET /api/admin/reminders/failures': { rule: { route: 'AdminReminders' }, ok: 200 },
  'GET /api/admin/reminders': { rule: { route: 'AdminReminders' }, ok: 200 },
  'POST /api/admin/reminders': { rule: { route: 'AdminReminders' }, ok: 400, body: () => ({}) },
  'PUT /api/admin/reminders/:Id': { rule: { route: 'AdminReminders' }, ok: 400, body: () => ({}) },
  'DELETE /api/admin/reminders/:Id': { rule: { route: 'AdminReminders' }, ok: 400 },
  'GET /api/admin/reminders/:Id/preview': { rule: { route: 'AdminReminders' }, ok: 400 },
  'GET /api/admin/reminders/:Id/deliveries': { rule: { route: 'AdminReminders' }, ok: 400 },
  'POST /api/admin/reminders/:Id/run': { rule: { route: 'AdminReminders' }, ok: 400 },
  // The inbox (SPEC §2.1 /messages): Plus and EnableMeddelanden.
  'GET /api/messages': { rule: { route: 'Messages' }, ok: 200 },
  'GET /api/messages/status': { rule: { route: 'Messages' }, ok: 200 },
  'POST /api/messages/:Id/read': { rule: { route: 'Messages' }, ok: 400 },
  // Time reporting: the matrix sends no period or body, so an allowed caller gets the validation error.
  'GET /api/tidrapport/:AnstNr': { rule: 'company', ok: 400 },
  'POST /api/tidrader': { rule: 'company', ok: 400, body: () => ({}) },
  'PUT /api/tidrader/:Id': { rule: 'company', ok: 400, body: () => ({}) },
  'DELETE /api/tidrader/:Id': { rule: 'company', ok: 400 },
  'GET /api/tidrader/:Id/historik': { rule: 'company', ok: 400 },
  'POST /api/tidrader/kopiera': { rule: 'company', ok: 400, body: () => ({}) },
  'POST /api/tidrader/franschema': { rule: 'company', ok: 400, body: () => ({}) },
  'POST /api/godkann': { rule: { route: 'ApproveTime' }, ok: 400, body: () => ({}) },
  'POST /api/attest': { rule: { route: 'Attestera' }, ok: 400, body: () => ({}) },
  'POST /api/ersattningar/godkann': { rule: { route: 'ApproveTime' }, ok: 400, body: () => ({}) },
  'POST /api/ersattningar/attest': { rule: { route: 'Attestera' }, ok: 400, body: () => ({}) },
  'GET /api/attestlista': { rule: { roles: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'] }, ok: 400 },
  // Payroll export: the seed has no attested rows, so an allowed caller's export stores nothing (200, Antal 0).
  'POST /api/lonexport': {
    rule: { roles: ['LIC', 'ADM', 'FTG'] },
    ok: 200,
    body: () => ({ From: '2026-11-01', To: '2026-11-30' }),
  },
  'GET /api/lonexport': { rule: { roles: ['LIC', 'ADM', 'FTG'] }, ok: 200 },
  // Punch clock: no period, no valid action and no valid id give an allowed caller the validation error.
  'GET /api/ersattningar/:AnstNr': { rule: { route: 'Compensations' }, ok: 400 },
  'GET /api/lonexport/forhandsvisning': { rule: { roles: ['LIC', 'ADM', 'FTG'] }, ok: 400 },
  'GET /api/ersattningar/vantar-attest': { rule: { route: 'Attestera' }, ok: 400 },
  'POST /api/ersattningar': { rule: { route: 'Compensations' }, ok: 400, body: () => ({}) },
  'PUT /api/ersattningar/:Id': { rule: { route: 'Compensations' }, ok: 400, body: () => ({}) },
  'DELETE /api/ersattningar/:Id': { rule: { route: 'Compensations' }, ok: 400 },
  'POST /api/receipts': { rule: { route: 'Compensations' }, ok: 400, body: () => ({}) },
  'POST /api/receipts/scan': { rule: { route: 'Compensations' }, ok: 400, body: () => ({}) },
  'GET /api/receipts/:FtgId/:Id': { rule: { route: 'Compensations' }, ok: 400 },
  // Absence reports, leave and near accidents: lists answer, writes without a body are 400.
  'GET /api/absenceReports': { rule: { route: 'AbsenceReports' }, ok: 200 },
  'GET /api/absencecalendar': { rule: { route: 'AbsenceCalendar' }, ok: 400 },
  'POST /api/absenceReports': { rule: { route: 'AbsenceReports' }, ok: 400, body: () => ({}) },
  'PUT /api/absenceReports/:Id': { rule: { route: 'AbsenceReports' }, ok: 400, body: () => ({}) },
  'DELETE /api/absenceReports/:Id': { rule: { route: 'AbsenceReports' }, ok: 400 },
  'POST /api/absenceReports/:Id/recovered': { rule: { route: 'AbsenceReports' }, ok: 400, body: () => ({}) },
  'GET /api/barnregister/:AnstNr': { rule: { route: 'AbsenceReports' }, ok: 200 },
  'POST /api/barnregister': { rule: { route: 'AbsenceReports' }, ok: 400, body: () => ({}) },
  'PUT /api/barnregister/barn/:Id': { rule: { route: 'AbsenceReports' }, ok: 400, body: () => ({}) },
  'DELETE /api/barnregister/barn/:Id': { rule: { route: 'AbsenceReports' }, ok: 400 },
  'GET /api/leaveapplications': { rule: { route: 'LeaveApplications' }, ok: 400 },
  // The admin view is the managers' (decideLeave): an employee who may apply is refused it.
  'GET /api/leaveapplications/admin': {
    rule: { route: 'LeaveApplications' },
    ok: (who) => (who === 'per' ? 403 : 200),
  },
  'POST /api/leaveapplications/berakna': { rule: { route: 'LeaveApplications' }, ok: 400, body: () => ({}) },
  'POST /api/leaveapplications': { rule: { route: 'LeaveApplications' }, ok: 400, body: () => ({}) },
  'PUT /api/leaveapplications/:Id': { rule: { route: 'LeaveApplications' }, ok: 400, body: () => ({}) },
  'DELETE /api/leaveapplications/:Id': { rule: { route: 'LeaveApplications' }, ok: 400 },
  'POST /api/leaveapplications/beslut': { rule: { route: 'LeaveApplications' }, ok: 400, body: () => ({}) },
  'GET /api/leaveplanner': { rule: { route: 'LeavePlannerOverview' }, ok: 200 },
  'GET /api/leaveplanner/oppna': { rule: { route: 'LeaveApplications' }, ok: 200 },
  'GET /api/leaveplanner/:Id': { rule: { route: 'LeavePlanner' }, ok: 400 },
  'POST /api/leaveplanner': { rule: { route: 'LeavePlannerOverview' }, ok: 400, body: () => ({}) },
  'PUT /api/leaveplanner/:Id': { rule: { route: 'LeavePlannerOverview' }, ok: 400, body: () => ({}) },
  'DELETE /api/leaveplanner/:Id': { rule: { route: 'LeavePlannerOverview' }, ok: 400 },
  'GET /api/nearAccidentsReports': { rule: { route: 'NearAccidentsReports' }, ok: 200 },
  'GET /api/hr/nearAccidentsReports': { rule: { route: 'NearAccidentsReports' }, ok: 200 },
  'GET /api/nearAccidentsReports/:Id': { rule: { route: 'NearAccidentsReports' }, ok: 400 },
  'POST /api/nearAccidentsReports': { rule: { route: 'NearAccidentsReports' }, ok: 400, body: () => ({}) },
  'DELETE /api/nearAccidentsReports/:Id': { rule: { route: 'NearAccidentsReports' }, ok: 400 },
  'POST /api/nearAccidentsReports/:Id/status': {
    rule: { route: 'NearAccidentsReports' },
    ok: 400,
    body: () => ({}),
  },
  'POST /api/nearAccidentsReports/:Id/kommentar': {
    rule: { route: 'NearAccidentsReports' },
    ok: 400,
    body: () => ({}),
  },
  'POST /api/nearAccidentsReports/:Id/bilagor': {
    rule: { route: 'NearAccidentsReports' },
    ok: 400,
    body: () => ({}),
  },
  'GET /api/nearAccidentsReports/:Id/bilagor/:FileId': { rule: { route: 'NearAccidentsReports' }, ok: 400 },
  'GET /api/stamplingar': { rule: { route: 'Stamplingar' }, ok: 400 },
  'GET /api/stamplingar/oppen': { rule: { route: 'Stamplingar' }, ok: 200 },
  'POST /api/stamplingar': { rule: { route: 'Stamplingar' }, ok: 400, body: () => ({ Action: 'matrix' }) },
  'PUT /api/stamplingar/:Id': { rule: { route: 'Stamplingar' }, ok: 400, body: () => ({}) },
  'DELETE /api/stamplingar/:Id': { rule: { route: 'Stamplingar' }, ok: 400 },
  'POST /api/stamplingar/:Id/stangfranschema': { rule: { route: 'Stamplingar' }, ok: 400, body: () => ({}) },
  'POST /api/frontendlogger': { rule: 'public', ok: 204, body: () => ({ message: 'matrix' }) },
  'GET /api/dev/sms': { rule: 'public', ok: 404 },
  'POST /api/dev/events': { rule: 'public', ok: 204, body: () => ({ Event: 'RESOURCE_UPDATED' }) },
  // An empty team is refused (400) after the access check: no company made for each caller.
  'POST /api/dev/fixtures/team': { rule: 'public', ok: 400, body: () => ({ Users: [] }) },
};

type Who = 'lic' | 'adm' | 'ftg' | 'avd' | 'lss' | 'bru' | 'per';
type Account = { login: string; password: string };
const credsOf = (a: Account) => ({ Login: a.login, Password: a.password });

/**
 * One user per role, their own company and one they may not see: an office company (`per` and
 * `avd` in Ekonomi) and a care company with personal assistance (LSS).
 */
const CALLERS: { roll: Roll; who: Who; own: 'office' | 'care'; other: 'office' | 'care' | '' }[] = [
  { roll: 'LIC', who: 'lic', own: 'office', other: '' },
  { roll: 'ADM', who: 'adm', own: 'office', other: '' },
  { roll: 'FTG', who: 'ftg', own: 'office', other: 'care' },
  { roll: 'AVD', who: 'avd', own: 'office', other: 'care' },
  { roll: 'LSS', who: 'lss', own: 'care', other: 'office' },
  { roll: 'BRU', who: 'bru', own: 'care', other: 'office' },
  { roll: 'PER', who: 'per', own: 'office', other: 'care' },
];

let t: TestApp;
let archivedFtgId = '';
const ftgIds = { office: '', care: '' };
/** The callers' accounts, and an employee of a company with the two-step login (SPEC §4). */
const accounts = {} as Record<Who, Account> & { per: Account & { anstNr: string }; sms: Account };
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
  // An office company with Plus, HR and two open result-unit dimensions.
  const office = await newCompany(t, {
    settings: {
      momspliktig: true,
      hasPlus: true,
      hasWebLonPlus: true,
      licensOptions: ['HRTIL'],
      openResEnhet: [true, true, false, false, false, false],
      regResEnh: [true, true, false, false, false, false],
      resEnhetNamn: ['Kostnadsställe', 'Projekt', '', '', '', ''],
    },
  });
  const ftgId = office.ftgId;
  // The administrators have a mobile number, as the employees have; the others have none.
  accounts.lic = await newUserAccount(t, {
    ftgId,
    role: ROLE.LIC,
    phone: '+46701110001',
    options: ['HRTIL'],
  });
  accounts.adm = await newUserAccount(t, {
    ftgId,
    role: ROLE.ADM,
    phone: '+46701110002',
    options: ['HRTIL'],
  });
  accounts.ftg = await newUserAccount(t, { ftgId, role: ROLE.FTG, options: ['HRTIL', 'CPBEM'] });
  accounts.avd = await newEmployeeAccount(t, { ftgId, role: ROLE.AVD, options: ['HRTIL', 'CPBEM'] });
  accounts.per = await newEmployeeAccount(t, { ftgId });
  await t.database.db
    .update(portalSettings)
    .set({ info: { PassbyteTyp: 'A', NearAccidentsReportsAdmins: [accounts.ftg.login] } })
    .where(eq(portalSettings.ftgId, ftgId));
  const care = await newCareTeam(t, {
    portal: { PassbyteTyp: 'A', UseMandatoryBrukare: true, UseErsMandatoryBrukare: true },
  });
  accounts.lss = care.lss;
  accounts.bru = care.bru;
  accounts.sms = await newSmsEmployee(t);
  Object.assign(ftgIds, { office: ftgId, care: care.company.ftgId });
  archivedFtgId = (await newCompany(t, { settings: { archived: true } })).ftgId;
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** What the rule lets this caller do in this scenario: 'ok', or the refusal status. */
async function expected(rule: AccessRule, scenario: Scenario, cookie: string | undefined, ftgId: string) {
  if (rule === 'public') return 'ok';
  if (scenario === 'anonymous') return 401;
  if (rule === 'session') return 'ok';
  if (scenario === 'other') return 403;
  if (rule === 'company') return 'ok';
  const me = (await t.api({ url: '/api/me', cookie, ftgId })).json();
  if ('roles' in rule) return rule.roles.includes(me.UserAccount.Roll) ? 'ok' : 403;
  const portal = (await t.api({ url: '/api/portalInfo', cookie, ftgId })).json();
  return canAccessRoute(rule.route, accessContextFromMe(me, portal)) ? 'ok' : 403;
}

describe('authorization matrix', () => {
  // Each caller asks for SMS codes: past the previous case's limit of 3 per account in 10 minutes.
  beforeEach(() => t.clock.minutes(11));

  it('has an entry for every API route, and no entry without a route', () => {
    const registered = t.app.apiRoutes.map(key).sort();
    expect(registered.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !registered.includes(k))).toEqual([]);
    for (const route of t.app.apiRoutes)
      expect([key(route), route.access]).toEqual([key(route), MATRIX[key(route)]!.rule]);
  });

  const scenarios: Scenario[] = ['anonymous', 'own', 'other'];
  it.each(CALLERS.flatMap((c) => scenarios.map((s) => [c.who, s, c] as const)))(
    '%s, %s company: every route answers as its access rule says',
    async (_who, scenario, caller) => {
      const failures: string[] = [];
      const account = accounts[caller.who];
      const own = ftgIds[caller.own];
      // One login for the case, and another only when a route has ended the session (logout, a
      // new password): each login verifies a password with argon2, most of the case's time.
      let session: string | undefined;
      const sessionCookie = async () => {
        if (session && (await t.api({ url: '/api/me', cookie: session })).statusCode === 200) return session;
        return (session = await t.login(account.login, account.password));
      };
      for (const route of t.app.apiRoutes) {
        const entry = MATRIX[key(route)]!;
        const rule = entry.behavesAs ?? entry.rule;
        // LIC and ADM may see every live company; their "other" company is an archived one.
        const other = isAdmin(caller.roll) || !caller.other ? archivedFtgId : ftgIds[caller.other];
        const ftgId = scenario === 'other' ? other : own;
        const cookie = scenario === 'anonymous' ? undefined : await sessionCookie();
        const want = await expected(rule, scenario, cookie, own);
        const url =
          route.url
            .replace(':FtgId', ftgId)
            .replace(':PictureId', '5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00')
            .replace(':orderRef', 'no-such-order')
            .replace(':year', '2026')
            .replace(':AnstNr', accounts.per.anstNr) + (route.url === '/api/dev/sms' ? '?Login=nobody' : '');
        const res = await t.api({
          method: route.method as 'GET',
          url,
          cookie,
          ftgId,
          // Development endpoints answer the loopback address only (modes.test.ts proves the rest).
          ip: url.includes('/dev/')
            ? '127.0.0.1'
            : `10.77.${++ipCounter % 250}.${Math.floor(ipCounter / 250)}`,
          ...(entry.body ? { body: entry.body(ftgId, account) } : {}),
        });
        const wantStatus =
          want === 'ok' ? (typeof entry.ok === 'function' ? entry.ok(caller.who) : entry.ok) : want;
        if (res.statusCode !== wantStatus)
          failures.push(`${key(route)}: got ${res.statusCode}, want ${wantStatus} ${res.body}`);
        if (want === 403 && res.statusCode === 403) expect(String(res.json().Code)).toMatch(/^403/);
      }
      expect(failures).toEqual([]);
    },
  );
});
