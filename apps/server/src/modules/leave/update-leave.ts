// PUT /leaveapplications/:Id: changing an application still in review.
import type { LeaveInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { audit } from '../absence';
import { editableApplication } from './access';
import { checkLeave } from './leave-rules';
import * as repo from './repository';
import { showApplications } from './show-applications';

export async function updateLeave(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: LeaveInput,
  version: number,
  now: Date,
) {
  const { row, employee } = await editableApplication(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr) throw fieldError('AnstNr', 'validation.invalid');
  const count = await checkLeave(db, ctx, employee, v, id);
  const updated = await repo.updateApplication(db, ctx.company.ftgId, id, version, {
    tidKod: v.TidKod,
    fromDatum: v.From,
    toDatum: v.To,
    omfattning: v.Omfattning,
    dagar: count.Dagar,
    timmar: count.Timmar,
    kommentar: v.Kommentar,
    updatedAt: now,
  });
  if (!updated) throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'leave.updated', { LedighetId: id, AnstNr: row.anstNr, From: v.From, To: v.To });
  return (await showApplications(db, ctx, [updated], [employee]))[0]!;
}
