import type { LoginResult, MeResponse } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { presentFtgInfo, presentLicence, presentSettings, presentUserAccount } from '../../shared/presenters';
import * as repo from './repository';

/** GET /me's body: who is logged in, in which company and salary year (SPEC §7). */
export async function buildMe(db: Db, ctx: CompanyContext): Promise<MeResponse> {
  const { auth, company } = ctx;
  const { accessList, settings } = await repo.findMeExtras(db, auth.user.id);
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
