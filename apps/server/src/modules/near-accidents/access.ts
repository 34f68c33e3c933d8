// The near-accident area's policy (SPEC §6, domain nearAccidentAccess): the handlers named in
// NearAccidentsReportsAdmins see and move every report; the reporter sees their own and changes it
// while it is NEW; the managers see the reports that are not sensitive.
import { nearAccidentAccess, type NearAccidentAccess, type NearAccidentViewer } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';

const viewerOf = (ctx: CompanyContext): NearAccidentViewer => ({
  Roll: ctx.access.Roll,
  Login: ctx.auth.user.login,
  UserId: ctx.auth.user.id,
});

/** What the caller may do with a report. */
export const accessTo = (ctx: CompanyContext, r: repo.ReportRow): NearAccidentAccess =>
  nearAccidentAccess(
    viewerOf(ctx),
    { ReporterId: r.reporterId, Kansligt: r.kansligt, Status: r.status },
    ctx.portal.NearAccidentsReportsAdmins,
  );

/** What the caller may do with a report of someone else's (their own they always see). */
const othersReport = (ctx: CompanyContext, kansligt: boolean) =>
  nearAccidentAccess(
    viewerOf(ctx),
    { ReporterId: null, Kansligt: kansligt, Status: 'NEW' },
    ctx.portal.NearAccidentsReportsAdmins,
  );

/** Whether the caller is one of the company's handlers. */
export const isHandler = (ctx: CompanyContext): boolean => othersReport(ctx, false).handle;

/**
 * The reports the caller sees, as a condition of the list's query: accessTo's `see` asked of
 * someone else's sensitive and not sensitive report, and the caller's own.
 */
export function reportScope(ctx: CompanyContext): repo.ReportScope {
  const reporterId = ctx.auth.user.id;
  if (othersReport(ctx, true).see) return { kind: 'all' };
  if (othersReport(ctx, false).see) return { kind: 'notSensitive', reporterId };
  return { kind: 'own', reporterId };
}

/** One report the caller may see (an unknown or hidden one is 404 alike), with what they may do. */
export async function visibleReport(db: Db, ctx: CompanyContext, id: string) {
  const row = await repo.findReport(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  const access = accessTo(ctx, row);
  if (!access.see) throw new ApiError('NotFound');
  return { row, access };
}
