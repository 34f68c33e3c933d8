// PUT /stamplingar/{Id}: a punch corrected after the fact, with a reason (domain
// punches/punches.ts rules 6 and 7).
import { punchCorrectionErrors } from '@lonportal/domain/punches/punches';
import { punchEditLocked } from '@lonportal/domain/access/capabilities';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { punchToChange, throwConflict } from './access';
import { punchDate } from './entry-values';
import { presentOne } from './present-punches';
import type { ChangeResult } from './presenter';
import * as repo from './repository';
import { saveClosed } from './save-closed-punch';

/** PUT /stamplingar/{Id}: corrected times with a reason (Ut null keeps an open punch open). */
export async function correctPunch(
  db: Db,
  ctx: CompanyContext,
  id: string,
  input: { In: string; Ut: string | null; RastMinuter: number; Orsak: string; Version: number },
  now: Date,
): Promise<ChangeResult> {
  const { row, employee, checkVersion } = await punchToChange(db, ctx, id, input.Version);
  if (punchEditLocked(ctx.access, ctx.portal)) throw new ApiError('PunchEditLocked');
  checkVersion();
  const inAt = new Date(input.In);
  const outAt = input.Ut === null ? null : new Date(input.Ut);
  if (row.outAt && !outAt) throw fieldError('Ut', 'validation.required');
  const details = punchCorrectionErrors({ In: inAt, Ut: outAt, RastMinuter: input.RastMinuter }, now);
  if (details.length > 0) throw new ApiError('ValidationFailed', { details });
  const span = { ftgId: ctx.company.ftgId, anstNr: row.anstNr, id: row.id, inAt, outAt: outAt ?? now };
  if (await repo.overlapsOther(db, span)) throw fieldError('In', 'validation.punch.overlaps');

  const values = { inAt, rastMinuter: input.RastMinuter, orsak: input.Orsak };
  let saved: repo.PunchRow;
  if (outAt) {
    saved = await saveClosed(db, ctx, employee, row, { ...values, outAt }, now);
  } else {
    const open = await repo.updatePunch(db, ctx.company.ftgId, row.id, row.version, {
      ...values,
      datum: punchDate(inAt),
      updatedBy: ctx.auth.user.id,
      updatedAt: now,
    });
    saved = open ?? throwConflict();
  }
  return {
    stampling: await presentOne(db, ctx, saved, now),
    anstNr: row.anstNr,
    entryChanged: outAt !== null,
  };
}
