// Administration's policy: whose audit rows the caller may read (ADR 0022) and which accounts are
// within their reach (SPEC §6 Roles: nobody administers an account above their own role).
import { can, mayGiveRole, type AuditQuery, type Roll } from '@lonportal/domain';
import { addDays, stockholmInstant } from '@lonportal/domain/dates';
import { ApiError } from '../../plugins/errors';
import type { CompanyContext } from '../../plugins/access/index';
import type { AuditFilter } from './audit-repository';
import type { UserRow } from './users-repository';

/** The rows the user may read under the query's filters (FTG: their company; LIC, ADM: any, ADR 0022). */
export function auditFilter(ctx: CompanyContext, q: AuditQuery): AuditFilter {
  const everyCompany = q.AllaForetag === true;
  if (everyCompany && !can('readAuditOfAllCompanies', ctx.access)) throw new ApiError('Forbidden');
  return {
    ftgId: everyCompany ? null : ctx.company.ftgId,
    from: stockholmInstant(q.From, '00:00'),
    until: stockholmInstant(addDays(q.To, 1), '00:00'),
    action: q.Action,
    user: q.Anvandare || undefined,
  };
}

/** The administrator doing a change to an account, as the rules of /admin/users need them. */
export interface Actor {
  id: string;
  roll: Roll;
  namn: string;
}

export const actorOf = (ctx: CompanyContext): Actor => ({
  id: ctx.auth.user.id,
  roll: ctx.auth.user.roll,
  namn: ctx.auth.user.namn,
});

/** An account above the administrator's own role is out of their reach (they may read it). */
export function assertWithinReach(actor: Actor, target: UserRow): void {
  if (!mayGiveRole(actor.roll, target.roll)) throw new ApiError('Forbidden');
}
