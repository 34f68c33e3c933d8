// GET /leaveapplications/admin (SPEC §7): the managers' view of the applications of the employees
// they manage.
import { LEAVE_STATUSES, type LeaveStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { managedEmployees } from '../time';
import { requireDecider } from './access';
import * as repo from './repository';
import { showApplications } from './show-applications';

type AdminQuery = {
  Approved?: 'true' | 'false' | undefined;
  Denied?: 'true' | 'false' | undefined;
  FromDate?: string | undefined;
  AnstNr?: string | undefined;
};

const APPROVED: Record<'true' | 'false', readonly LeaveStatus[]> = {
  true: ['APPROVED'],
  false: ['IN_REVIEW', 'DENIED', 'REVERTED'],
};
const DENIED: Record<'true' | 'false', readonly LeaveStatus[]> = {
  true: ['DENIED'],
  false: ['IN_REVIEW', 'APPROVED', 'REVERTED'],
};

/** The statuses the query's Approved and Denied leave (null: any). */
export function wantedStatuses(q: AdminQuery): LeaveStatus[] | null {
  let wanted: LeaveStatus[] | null = null;
  const keep = (allowed: readonly LeaveStatus[]) => {
    wanted = (wanted ?? [...LEAVE_STATUSES]).filter((s) => allowed.includes(s));
  };
  if (q.Approved) keep(APPROVED[q.Approved]);
  if (q.Denied) keep(DENIED[q.Denied]);
  // Neither approved nor denied: the ones a decision waits for (a reverted one is called off).
  if (q.Approved === 'false' && q.Denied === 'false') keep(['IN_REVIEW']);
  return wanted;
}

/** Every application in the caller's scope but their own, by first day; FromDate=From|To those starting in it. */
export async function listAdmin(db: Db, ctx: CompanyContext, q: AdminQuery) {
  requireDecider(ctx);
  const employees = await managedEmployees(db, ctx, { only: q.AnstNr ? [q.AnstNr] : undefined });
  if (employees.length === 0) return [];
  const [from, to] = q.FromDate ? (q.FromDate.split('|') as [string, string]) : [];
  const rows = await repo.listApplications(
    db,
    ctx.company.ftgId,
    employees.map((e) => e.anstNr),
    { statuses: wantedStatuses(q), startingIn: from && to ? { from, to } : undefined },
  );
  return showApplications(db, ctx, rows, employees);
}
