import type { LoginResult, MeResponse } from '@lonportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userAccounts, userAppSettings, userCompanyAccess } from '../db/schema/index';
import type { CompanyContext } from '../plugins/access/index';
import { mustChangePassword } from '../plugins/session/index';
import { KeptAnswers } from './kept-answers';
import { presentFtgInfo, presentLicence, presentSettings, presentUserAccount } from './presenters';

/** One GET /me answer per remembered session lookup, kept while what it shows stays the same. */
const keptMe = new KeptAnswers<object, MeResponse>();

/**
 * GET /me's body: who is logged in, in which company and salary year (SPEC §7). While the session
 * lookup answers from memory (plugins/session/context-cache.ts) its answer is the same object, and
 * the body built from it last time is given again (frozen, serialised once): a write to the
 * session, user, settings or company makes the lookup read a new answer.
 */
export async function buildMe(db: Db, ctx: CompanyContext): Promise<MeResponse> {
  const { auth, company } = ctx;
  if (!auth.me) {
    const { accessList, settings } = await findMeExtras(db, auth.user.id);
    return presentMe(ctx, accessList, settings);
  }
  const { accessList, settings, origin } = auth.me;
  const inputs = [company, ctx.userOptions, ctx.salaryYear, ctx.salaryYears.join()];
  return keptMe.get(origin, inputs, () => presentMe(ctx, accessList, settings));
}

function presentMe(
  ctx: CompanyContext,
  accessList: string[],
  settings: Parameters<typeof presentSettings>[0],
): MeResponse {
  const { auth, company } = ctx;
  // The answer is frozen: it holds copies of the context's lists, never the lists themselves.
  return {
    UserAccount: presentUserAccount(auth.user, accessList, ctx.userOptions),
    UserAppSettings: presentSettings(settings),
    FtgInfo: presentFtgInfo(company),
    Auth: { Method: auth.session.authMethod, Time: auth.session.createdAt.toISOString() },
    SalaryYears: [...ctx.salaryYears],
    ...presentLicence(company),
    // The account's own demand for electronic ID counts with the company's (SPEC §6 Login types).
    EnforceBankIDAuth: company.enforceBankIdAuth || auth.user.enforceBankIdAuth,
    MustChangePassword: mustChangePassword(auth),
    SessionSalaryYear: ctx.salaryYear,
    AutoLogoutDueToInactivity: false,
  };
}

/** POST /authenticate's body after a successful login (SPEC §3 Login result). */
export async function buildLoginResult(db: Db, ctx: CompanyContext): Promise<LoginResult> {
  const { SessionSalaryYear: _y, AutoLogoutDueToInactivity: _a, ...rest } = await buildMe(db, ctx);
  return { requireSMSVerification: false, ...rest };
}

/** What GET /me adds to the company context, in one round trip: settings and the access list. */
async function findMeExtras(db: Db, userId: string) {
  const rows = await db
    .select({
      settings: userAppSettings,
      accessList: sql<
        string[]
      >`coalesce((select array_agg(${userCompanyAccess.ftgId}::text) from ${userCompanyAccess} where ${userCompanyAccess.userId} = ${userId}), '{}')`,
    })
    .from(userAccounts)
    .leftJoin(userAppSettings, eq(userAppSettings.userId, userAccounts.id))
    .where(eq(userAccounts.id, userId))
    .limit(1);
  return { settings: rows[0]?.settings ?? null, accessList: rows[0]?.accessList ?? [] };
}
