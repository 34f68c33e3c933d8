import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { ERRORS } from '@lonportal/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import type { EventBus } from '../realtime/bus';
import {
  criticalFingerprint,
  deleteSession,
  endSession,
  findSessionContext,
  forgetCompanies,
  forgetUsers,
  hashToken,
  insertSession,
  touchSession,
  useSessionContextCache,
  type SessionContextFound,
  type SessionFound,
  type SessionRow,
  type UserRow,
} from './store';

export const SESSION_COOKIE = 'lp_session';
/** lastSeenAt is written at most this often: idle expiry counts in minutes, not seconds. */
const TOUCH_EVERY_MS = 30_000;

export interface AuthState {
  idHash: string;
  session: SessionRow;
  user: UserRow;
  /**
   * What GET /me shows besides the company, when the session lookup read it along, and the lookup's
   * answer it came from (the same object while this server remembers it: shared/login-result.ts).
   */
  me?: Pick<SessionContextFound, 'settings' | 'accessList'> & { origin: object };
}

/** Why the request has no live session: none at all, or one that ended with a catalogue code. */
export type SessionProblem = { code: number } | null;

/**
 * The company the request names (route FtgId or x-ftg-id, else the session's or the user's home
 * one) as read with the session in one query, for the tenancy check to use once instead of asking
 * again; the user's id tells whose access list and options it holds.
 */
export interface CompanyPrefetch {
  userId: string;
  ftgId: string;
  /** Read from this server's memory (plugins/session/context-cache.ts), not the database. */
  cached: boolean;
  found:
    | (Pick<SessionContextFound, 'company' | 'listed' | 'portal' | 'options'> & {
        company: NonNullable<SessionContextFound['company']>;
      })
    | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
    sessionProblem: SessionProblem;
    companyPrefetch: CompanyPrefetch | null;
  }
  interface FastifyInstance {
    sessions: {
      start(
        reply: FastifyReply,
        user: UserRow,
        method: SessionRow['authMethod'],
      ): Promise<{ idHash: string; session: SessionRow }>;
      end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
      clearCookie(reply: FastifyReply): void;
    };
  }
}

interface SessionOptions {
  db: Db;
  config: Config;
  now: () => Date;
}

type ClearCookie = (reply: FastifyReply) => void;

/** Sessions as ARCHITECTURE.md says: HttpOnly cookie, rows in the database, idle and absolute expiry. */
export default fp(
  async function sessionPlugin(app: FastifyInstance, opts: SessionOptions) {
    const { db, config } = opts;
    await app.register(cookie);
    app.decorateRequest('auth', null);
    app.decorateRequest('sessionProblem', null);
    app.decorateRequest('companyPrefetch', null);
    const stopCache = useSessionContextCache(db, config.sessionCacheMs);
    app.addHook('onClose', async () => stopCache());
    app.addHook('onReady', async () => forgetOnChanges(app, db));
    const cookieOptions = cookieOptionsOf(config);
    const clearCookie: ClearCookie = (reply) => void reply.clearCookie(SESSION_COOKIE, cookieOptions);
    app.decorate('sessions', sessionsOf(opts, clearCookie));
    app.addHook('onRequest', sessionLoader(opts, clearCookie));
  },
  { name: 'session' },
);

const cookieOptionsOf = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.cookieSecure,
});

/** Another server (or this one) changed these users' sessions: what this server remembers goes. */
function forgetOnChanges(app: FastifyInstance, db: Db): void {
  app.bus.onSessionsChanged((userIds) => forgetUsers(db, userIds));
  app.bus.subscribe((event) => {
    // RESOURCE_UPDATED names one resource or a list of them.
    const resources = [event.Payload.Resource].flat();
    if (event.FtgId && resources.some((r) => r === 'companyInfo' || r === 'portalInfo'))
      forgetCompanies(db, [event.FtgId]);
  });
}

/** app.sessions: starting a session with its cookie, ending one, clearing the cookie. */
function sessionsOf(
  { db, config, now }: SessionOptions,
  clearCookie: ClearCookie,
): FastifyInstance['sessions'] {
  const cookieOptions = cookieOptionsOf(config);
  return {
    async start(reply, user, method) {
      const at = now();
      const row = {
        userId: user.id,
        authMethod: method,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + config.sessionMaxHours * 3_600_000),
        ftgId: user.ftgId,
        salaryYear: null,
        roll: user.roll,
        passwordChangedAt: user.passwordChangedAt,
        critical: criticalFingerprint(user),
        smsVerifiedAt: null,
        endedAt: null,
        endCode: null,
      };
      const { token, idHash } = await insertSession(db, row);
      void reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: config.sessionMaxHours * 3600,
      });
      return { idHash, session: { idHash, ...row } };
    },
    async end(req, reply) {
      const token = req.cookies[SESSION_COOKIE];
      const idHash = req.auth?.idHash ?? (token ? hashToken(token) : null);
      const userId = idHash ? await deleteSession(db, idHash) : null;
      // The logged-out session's sockets close now, on every server (plugins/realtime).
      if (userId) await req.server.bus.publishSessionsChanged([userId]);
      req.auth = null;
      clearCookie(reply);
    },
    clearCookie,
  };
}

/** The company the request names (route FtgId or x-ftg-id): null for none, false for one that is no id. */
function requestedCompany(req: FastifyRequest): {
  requested: string | undefined;
  company: string | null | false;
} {
  const params = req.params as Record<string, string | undefined> | undefined;
  const header = req.headers['x-ftg-id'];
  const requested = params?.FtgId ?? (Array.isArray(header) ? header[0] : header);
  const company = !requested ? null : UUID.test(requested) ? requested : false;
  return { requested, company };
}

/**
 * The session with the company read along, the time it was read at, and why it may not go on (null
 * while it may). A remembered answer only lets a request go on; an ending is decided on the
 * database's word.
 */
async function lookUp(
  { db, config, now }: SessionOptions,
  bus: EventBus,
  idHash: string,
  company: string | null | false,
) {
  // Before anything is answered from memory, this server has heard every change another server
  // committed before the request came: a logout or a password change there ends the session here
  // at once, and a kept attest list without a row written there is dropped (ADR 0014 "Across
  // servers"). A cache miss reads the database meanwhile; when the bus cannot tell (its connection
  // lost), the database is asked.
  const settled = bus.caughtUp().then(
    () => true,
    () => false,
  );
  let [lookup] = await Promise.all([findSessionContext(db, idHash, company, { settled }), settled]);
  const at = now();
  let code = lookup ? sessionEndCode(lookup.found, at, config) : null;
  if (lookup?.cached && code !== null) {
    lookup = await findSessionContext(db, idHash, company, { fresh: true });
    code = lookup ? sessionEndCode(lookup.found, at, config) : null;
  }
  return { lookup, code, at };
}

/**
 * Loads the session of /api requests and of other routes with an access rule (SPEC §7 print and
 * download URLs have no api prefix); a dead one leaves `sessionProblem` for the access check.
 */
function sessionLoader(opts: SessionOptions, clearCookie: ClearCookie) {
  const { db } = opts;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const guarded = req.routeOptions.config.access !== undefined;
    if (!guarded && !req.url.startsWith('/api/') && !req.url.startsWith('/ws')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const idHash = hashToken(token);
    // The company the access check will ask for (plugins/access companyContextFor), read along.
    const { requested, company } = requestedCompany(req);
    const { lookup, code, at } = await lookUp(opts, req.server.bus, idHash, company);
    if (!lookup) {
      clearCookie(reply);
      return;
    }
    const { found } = lookup;
    const { session, user } = found;
    if (code !== null) {
      if (!session.endedAt) {
        await endSession(db, idHash, code, at);
        // Its live-event sockets close now, on every server (plugins/realtime).
        await req.server.bus.publishSessionsChanged([user.id]);
      }
      req.sessionProblem = { code };
      clearCookie(reply);
      return;
    }
    if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(db, idHash, at);
      session.lastSeenAt = at;
    }
    const me = { settings: found.settings, accessList: found.accessList, origin: lookup.origin };
    req.auth = { idHash, session, user, me };
    req.companyPrefetch = prefetchOf(requested || session.ftgId || user.ftgId, found, lookup.cached);
  };
}

/** The company read along with the session, for the tenancy check; null when the id is no UUID. */
function prefetchOf(ftgId: string, found: SessionContextFound, cached: boolean): CompanyPrefetch | null {
  if (!UUID.test(ftgId)) return null;
  const { company, listed, portal, options } = found;
  return {
    userId: found.user.id,
    ftgId,
    cached,
    found: company ? { company, listed, portal, options } : null,
  };
}

/**
 * Why a session may not go on, as a catalogue code, or null while it may: ended earlier, access
 * removed, role, password or critical data changed (SPEC §4 Forced session end), absolute expiry,
 * idle expiry by the user's own timer. The one rule for requests and for live-event sockets.
 */
export function sessionEndCode(
  found: Pick<SessionFound, 'session' | 'user' | 'inactivityTimer'>,
  at: Date,
  config: Pick<Config, 'sessionIdleMinutes'>,
): number | null {
  const { session, user, inactivityTimer } = found;
  if (session.endCode !== null) return session.endCode;
  if (session.endedAt) return ERRORS.SessionExpired.code;
  const idleMinutes = inactivityTimer && inactivityTimer > 0 ? inactivityTimer : config.sessionIdleMinutes;
  if (user.disabled) return ERRORS.SessionEndedAccessRemoved.code;
  if (user.roll !== session.roll) return ERRORS.SessionEndedRoleChanged.code;
  if (user.passwordChangedAt.getTime() !== session.passwordChangedAt.getTime())
    return ERRORS.SessionEndedPasswordChanged.code;
  if (criticalFingerprint(user) !== session.critical) return ERRORS.SessionEndedCriticalDataChanged.code;
  if (at >= session.expiresAt) return ERRORS.SessionExpired.code;
  if (at.getTime() - session.lastSeenAt.getTime() > idleMinutes * 60_000) return ERRORS.SessionInactive.code;
  return null;
}

/**
 * Whether the session must choose a password of its own before anything else: the account was
 * given a temporary one (/admin/users) and logged in with it, not with electronic ID.
 */
export const mustChangePassword = (auth: Pick<AuthState, 'user' | 'session'>): boolean =>
  auth.user.passwordMustChange && auth.session.authMethod !== 'BANKID';

/** The 401 for a request without a live session, telling why when the session was ended. */
export function sessionError(problem: SessionProblem): ApiError {
  if (!problem) return new ApiError('NotAuthenticated');
  const entry = Object.entries(ERRORS).find(([, e]) => e.code === problem.code);
  return new ApiError((entry?.[0] ?? 'SessionExpired') as keyof typeof ERRORS);
}
