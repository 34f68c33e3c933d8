// GET /tidrader/:Id/historik: a row's audit trail.
import type { TimeEntryEventName } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { requireEmployee } from './access';
import * as repo from './repository';

/** A row's audit trail, for those who may see the row (also after it was deleted). */
export async function entryHistory(db: Db, ctx: CompanyContext, id: string) {
  const row = await repo.findEntry(db, ctx.company.ftgId, id);
  const events = await repo.listEvents(db, ctx.company.ftgId, id);
  const anstNr = row?.anstNr ?? events[0]?.anstNr;
  if (!anstNr) throw new ApiError('NotFound');
  await requireEmployee(db, ctx, anstNr);
  return events.map((e) => ({
    Handelse: e.handelse as TimeEntryEventName,
    Tid: e.at.toISOString(),
    Anvandare: e.userNamn,
    Detaljer: e.details,
    ExportSkapad: e.exportCreatedAt?.toISOString() ?? null,
  }));
}
