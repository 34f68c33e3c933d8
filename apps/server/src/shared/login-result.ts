import type { LoginResult, MeResponse } from '@lonportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userAccounts, userAppSettings, userCompanyAccess } from '../db/schema/index';
import type { CompanyContext } from '../plugins/access/index';
import { presentFtgInfo, presentLicence, presentSettings, presentUserAccount } from './presenters';

/** GET /me's body: who is logged in, in which company and salary year (SPEC §7). */
export async function buildMe(db: Db, ctx: CompanyContext): Promise<MeResponse> {
  const { auth, company } = ctx;
  const { accessList, settings } = auth.me ?? (await findMeExtras(db, auth.user.id));
  return {
    UserAccount: presentUserAccount(auth.user, accessList, ctx.userOptions),
    UserAppSettings: presentSettings(settings),
    FtgInfo: presentFtgInfo(company),
    Auth: { Method: auth.session.authMethod, Time: auth.session.createdAt.toISOString() },
    SalaryYears: ctx.salaryYears,
    ...presentLicence(company),
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
