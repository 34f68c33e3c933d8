// A report's history (SPEC §4 Near-accident report): its creation, every move, comment and
// attachment, with who wrote it and when.
import type { NearAccidentStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

export function recordEvent(
  db: Db,
  ctx: CompanyContext,
  reportId: string,
  at: Date,
  handelse: repo.NewEventRow['handelse'],
  values: { status?: NearAccidentStatus; kommentar?: string } = {},
) {
  return repo.insertEvent(db, {
    reportId,
    handelse,
    at,
    userNamn: ctx.auth.user.namn,
    status: values.status ?? null,
    kommentar: values.kommentar ?? '',
  });
}
