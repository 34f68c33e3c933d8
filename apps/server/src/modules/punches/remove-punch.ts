// DELETE /stamplingar/{Id}: a punch and the time entry it became (domain punches/punches.ts rule 7).
import { punchDeleteLocked } from '@lonportal/domain/access/capabilities';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { deleteEntry } from '../time';
import { changeableEntry, punchToChange, throwConflict } from './access';
import type { Change } from './presenter';
import * as repo from './repository';

/** DELETE /stamplingar/{Id}: the punch and the time entry it became. */
export async function removePunch(
  db: Db,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<Change> {
  const { row, checkVersion } = await punchToChange(db, ctx, id, version);
  if (punchDeleteLocked(ctx.access, ctx.portal)) throw new ApiError('PunchDeleteLocked');
  checkVersion();
  const entry = await changeableEntry(db, ctx, row);
  await db.transaction(async (tx) => {
    if (entry) await deleteEntry(tx, ctx, entry.id, entry.version, now);
    if (!(await repo.deletePunch(tx, ctx.company.ftgId, row.id, version))) throwConflict();
  });
  return { anstNr: row.anstNr, entryChanged: entry !== null };
}
