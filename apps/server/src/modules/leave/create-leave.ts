// POST /leaveapplications: an application for leave, in review.
import type { LeaveInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee, requireReporter } from '../time';
import { audit } from '../absence';
import { checkLeave } from './leave-rules';
import * as repo from './repository';
import { showApplications } from './show-applications';

export async function createLeave(db: Db, ctx: CompanyContext, v: LeaveInput, now: Date) {
  requireReporter(ctx, v.AnstNr);
  const employee = await requireEmployee(db, ctx, v.AnstNr);
  const count = await checkLeave(db, ctx, employee, v);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertApplication(tx, {
      ftgId: ctx.company.ftgId,
      anstNr: v.AnstNr,
      tidKod: v.TidKod,
      fromDatum: v.From,
      toDatum: v.To,
      omfattning: v.Omfattning,
      dagar: count.Dagar,
      timmar: count.Timmar,
      kommentar: v.Kommentar,
      status: 'IN_REVIEW',
      createdBy: ctx.auth.user.id,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, ctx, now, 'leave.created', {
      LedighetId: inserted.id,
      AnstNr: v.AnstNr,
      From: v.From,
      To: v.To,
    });
    return inserted;
  });
  return (await showApplications(db, ctx, [row], [employee]))[0]!;
}
