// POST /ersattningar: a row typed by hand, in the status new rows start in (SPEC §4 Compensation).
import { initialStatus, type Compensation, type CompensationValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { statusFlags } from '../time';
import { reportableEmployee } from './access';
import { checkValues } from './company-rules';
import { recordEvent } from './history';
import { presentFor } from './presenter';
import * as repo from './repository';

export async function createCompensation(
  db: Db,
  ctx: CompanyContext,
  v: CompensationValues,
  now: Date,
): Promise<Compensation> {
  const employee = await reportableEmployee(db, ctx, v.AnstNr);
  await checkValues(db, ctx, employee, v);
  const { user } = ctx.auth;
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertCompensation(tx, {
      ...repo.compensationColumns(v),
      ftgId: ctx.company.ftgId,
      status: initialStatus(statusFlags(ctx)),
      kalla: 'MANUELL',
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    await recordEvent(tx, ctx, now, {
      compensationId: inserted.id,
      anstNr: v.AnstNr,
      handelse: 'CREATE',
      details: { ...v },
    });
    return inserted;
  });
  return presentFor(ctx, row);
}
