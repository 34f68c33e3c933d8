// POST /nearAccidentsReports/:Id/bilagor: an attachment to a report (SPEC §5), by its reporter
// while it is NEW.
import { NEAR_ACCIDENT_MAX_ATTACHMENTS, NEAR_ACCIDENT_MESSAGES } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { checkAttachmentFile } from '../../shared/receipt-file';
import { audit } from '../absence';
import { visibleReport } from './access';
import { getReport } from './get-report';
import { recordEvent } from './history';
import * as repo from './repository';

/** Adds an attachment, at most NEAR_ACCIDENT_MAX_ATTACHMENTS per report. */
export async function attach(
  db: Db,
  ctx: CompanyContext,
  id: string,
  file: { name: string; content: Buffer },
  now: Date,
) {
  const { access } = await visibleReport(db, ctx, id);
  if (!access.attach) throw new ApiError('NearAccidentNotEditable');
  const mime = await checkAttachmentFile(file.content, file.name);
  const filnamn = file.name.slice(0, 200);
  await db.transaction(async (tx) => {
    // The report's row is locked while its files are counted: two uploads at once cannot both be the fifth.
    await repo.lockReport(tx, id);
    if ((await repo.countAttachments(tx, id)) >= NEAR_ACCIDENT_MAX_ATTACHMENTS)
      throw fieldError('Bilagor', NEAR_ACCIDENT_MESSAGES.tooManyFiles);
    await repo.insertAttachment(tx, {
      reportId: id,
      filnamn,
      mime,
      storlek: file.content.length,
      content: file.content,
      createdAt: now,
    });
    await recordEvent(tx, ctx, id, now, 'ATTACHMENT', { kommentar: filnamn });
    await audit(tx, ctx, now, 'nearAccident.attached', { TillbudId: id, Filnamn: filnamn });
  });
  return getReport(db, ctx, id);
}
