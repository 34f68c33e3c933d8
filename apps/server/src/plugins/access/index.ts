import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  canAccessRoute,
  ERRORS,
  defaultSalaryYear,
  isAdmin,
  salaryYearsFor,
  type AccessContext,
  type PortalInfo,
  type Roll,
  type RouteName,
} from '@lonportal/domain';
import type { Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    now: () => Date;
  }
}
import { ApiError } from '../errors';
import { mustChangePassword, sessionError, type AuthState, type CompanyPrefetch } from '../session/index';
import { endSession } from '../session/store';
import { findCompanyForUser, parsePortalInfo, writeAudit, type CompanyRow } from './store';

/**
 * Who may call an endpoint. Every /api route declares one (the app refuses to start otherwise):
 * - 'public': anyone; 'session': a logged-in user, no company needed;
 * - 'company': a logged-in user working in a company they may see;
 * - { route }: as 'company', and SPEC §6's access table allows that route;
 * - { roles }: as 'company', and the user has one of the roles.
 */
export type AccessRule = 'public' | 'session' | 'company' | { route: RouteName } | { roles: readonly Roll[] };

/** What a company-scoped request knows once the tenancy check has passed. */
export interface CompanyContext {
  auth: AuthState;
  company: CompanyRow;
  portal: PortalInfo;
  userOptions: string[];
  salaryYears: number[];
  salaryYear: number;
  access: AccessContext;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** false for URLs a browser loads by itself (images), which cannot carry the API marker. */
    apiMarker?: boolean;
    /** A route a password session may use before the company's SMS check (its info says it needs one). */
    beforeSmsCheck?: boolean;
  }
  interface FastifyRequest {
    company: CompanyContext | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for the authorization matrix test and the docs. */
    apiRoutes: { method: string; url: string; access: AccessRule }[];
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The logged-in user of a route that is not 'public' (its access check has run). */
export function requireAuth(req: FastifyRequest): AuthState {
  if (!req.auth) throw new ApiError('NotAuthenticated');
  return req.auth;
}

/** The company context of a company-scoped route. */
export function requireCompany(req: FastifyRequest): CompanyContext {
  if (!req.company) throw new ApiError('Forbidden');
  return req.company;
}

/** Builds the company context for a user and company, or says why not (SPEC §6, ARCHITECTURE "Multi-tenant"). */
/** The portal settings the access rules read (all but the list of people), once per parsed value. */
const portalFlags = new WeakMap<PortalInfo, AccessContext['Portal']>();
function portalFlagsOf(portal: PortalInfo): AccessContext['Portal'] {
  let flags = portalFlags.get(portal);
  if (!flags) {
    const { NearAccidentsReportsAdmins: _admins, ...rest } = portal;
    flags = rest;
    portalFlags.set(portal, flags);
  }
  return flags;
}

export async function resolveCompany(
  db: Db,
  auth: AuthState,
  ftgId: string,
  yearHeader: string | undefined,
  now: Date,
  opts: { beforeSmsCheck?: boolean; prefetch?: CompanyPrefetch | null } = {},
): Promise<CompanyContext | 'not-allowed' | 'bad-year' | 'sms-required'> {
  if (!UUID.test(ftgId)) return 'not-allowed';
  // The session lookup may have read this company already (plugins/session), for this user.
  const { prefetch } = opts;
  const found =
    prefetch && prefetch.userId === auth.user.id && prefetch.ftgId === ftgId
      ? prefetch.found
      : await findCompanyForUser(db, ftgId, auth.user.id);
  if (!found) return 'not-allowed';
  const { company, listed } = found;
  const mayUse =
    !company.archived && (isAdmin(auth.user.roll) || company.ftgId === auth.user.ftgId || listed);
  if (!mayUse) return 'not-allowed';
  // SPEC §4 Company selection: a company that requires SMS verification asks a password session for a code.
  const smsMissing = auth.session.authMethod === 'PASSWORD' && !auth.session.smsVerifiedAt;
  if (company.requireSmsVerification && smsMissing && !opts.beforeSmsCheck) return 'sms-required';
  const portal = parsePortalInfo(found.portal);
  const userOptions = found.options;
  const currentYear = now.getFullYear();
  const salaryYears = salaryYearsFor(company.firstSalaryYear, currentYear);
  let salaryYear: number;
  if (yearHeader !== undefined && yearHeader !== '') {
    const y = Number(yearHeader);
    if (!salaryYears.includes(y)) return 'bad-year';
    salaryYear = y;
  } else {
    const stored = auth.session.ftgId === ftgId ? auth.session.salaryYear : null;
    salaryYear =
      stored && salaryYears.includes(stored)
        ? stored
        : (defaultSalaryYear(salaryYears, currentYear) ?? currentYear);
  }
  const portalFlags = portalFlagsOf(portal);
  const access: AccessContext = {
    Roll: auth.user.roll,
    AnstNr: company.ftgId === auth.user.ftgId ? auth.user.anstNr : null,
    HasPlus: company.hasPlus,
    LicensOptions: company.licensOptions,
    UserOptions: userOptions,
    Portal: portalFlags,
    Company: {
      UseLSS: company.useLss,
      UseFKSignering: company.useFkSignering,
      KalUseLonReady: company.kalUseLonReady,
      KalUseAttest: company.kalUseAttest,
      OpenResEnhet: company.openResEnhet,
    },
  };
  return { auth, company, portal, userOptions, salaryYears, salaryYear, access };
}

/**
 * The company context for a request: the given company (or the session's, or the user's home one),
 * refused with 403 40302 and an audit row when the user may not see it. A session whose own stored
 * company was taken away ends with SessionEndedCompanyRemoved (SPEC §4 Forced session end).
 */
export async function companyContextFor(
  req: FastifyRequest,
  requested: string | undefined,
  yearHeader: string | undefined = header(req, 'x-salary-year'),
): Promise<CompanyContext> {
  const beforeSmsCheck = req.routeOptions.config.beforeSmsCheck === true;
  const { db, now } = req.server;
  const auth = requireAuth(req);
  const ftgId = requested || auth.session.ftgId || auth.user.ftgId;
  // The company read with the session serves once: a later call in the request asks again.
  const prefetch = req.companyPrefetch;
  req.companyPrefetch = null;
  let ctx = await resolveCompany(db, auth, ftgId, yearHeader, now(), { beforeSmsCheck, prefetch });
  // A remembered company only lets a request in; a refusal is decided on the database's word.
  if (typeof ctx === 'string' && prefetch?.cached)
    ctx = await resolveCompany(db, auth, ftgId, yearHeader, now(), { beforeSmsCheck });
  if (ctx === 'bad-year') throw new ApiError('SalaryYearNotAllowed');
  if (ctx === 'sms-required') throw new ApiError('SmsVerificationRequired');
  if (ctx === 'not-allowed') {
    if (!requested) {
      await endSession(db, auth.idHash, ERRORS.SessionEndedCompanyRemoved.code, now());
      throw new ApiError('SessionEndedCompanyRemoved');
    }
    await writeAudit(db, {
      at: now(),
      userId: auth.user.id,
      // In the user's own company's log (and the administrators'): naming another company's id
      // must not write into that company's log.
      ftgId: auth.user.ftgId,
      action: 'company.refused',
      details: { FtgId: UUID.test(ftgId) ? ftgId : null, Method: req.method, Url: req.url, Ip: req.ip },
    });
    req.log.warn({ userId: auth.user.id, ftgId, url: req.url }, 'refused access to a company');
    throw new ApiError('CompanyNotAllowed');
  }
  return ctx;
}

/** Enforces every /api route's AccessRule: API marker, session, company (tenancy), then role or route. */
export default fp(
  async function accessPlugin(app: FastifyInstance) {
    app.decorateRequest('company', null);

    app.decorate('apiRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (access === undefined) {
        throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (req) => {
      const rule = req.routeOptions.config.access;
      if (rule === undefined) return; // not an API route (static files, docs, 404)
      if (
        req.routeOptions.config.apiMarker !== false &&
        header(req, 'x-requested-with') !== 'XMLHttpRequest'
      ) {
        throw new ApiError('ApiMarkerMissing');
      }
      if (rule === 'public') return;
      if (!req.auth) throw sessionError(req.sessionProblem);
      if (rule === 'session') return;
      // A temporary password (/admin/users) opens nothing but the account's own session calls.
      if (mustChangePassword(req.auth)) throw new ApiError('PasswordChangeRequired');
      const params = req.params as Record<string, string | undefined>;
      const ctx = await companyContextFor(req, params.FtgId ?? header(req, 'x-ftg-id'));
      if (typeof rule === 'object') {
        const allowed =
          'route' in rule ? canAccessRoute(rule.route, ctx.access) : rule.roles.includes(req.auth.user.roll);
        if (!allowed) throw new ApiError('RoleNotAllowed');
      }
      req.company = ctx;
    });
  },
  { name: 'access', dependencies: ['session'] },
);
