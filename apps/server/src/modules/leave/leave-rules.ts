// The rules of an application's values (SPEC §4 Leave application): an absence code offered to
// the employee, at least one working day, and no overlap with their other live applications.
import { LEAVE_MESSAGES, tidKodKind, type LeaveInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import { listTidKoder } from '../../shared/reference-reads';
import type { ScopedEmployee } from '../time';
import { countLeave } from './count-leave';
import * as repo from './repository';

/** Checks the values (`id`: the application changed); answers its working days and hours. */
export async function checkLeave(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  v: LeaveInput,
  id?: string,
) {
  const code = (await listTidKoder(db, ctx.company.ftgId)).find(
    (c) => c.tidKod === v.TidKod && c.grupper.includes(employee.tidKodGrupp),
  );
  if (!code || tidKodKind(code.typ) !== 'absence') throw fieldError('TidKod', LEAVE_MESSAGES.notAbsenceCode);
  const count = await countLeave(db, ctx, v);
  if (count.days.length === 0) throw fieldError('To', LEAVE_MESSAGES.noWorkingDays);
  const others = await repo.listApplications(db, ctx.company.ftgId, [v.AnstNr], {
    statuses: ['IN_REVIEW', 'APPROVED'],
  });
  if (others.some((o) => o.id !== id && o.fromDatum <= v.To && o.toDatum >= v.From))
    throw fieldError('From', 'validation.absence.overlaps');
  return count;
}
