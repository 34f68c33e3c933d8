// POST /nearAccidentsReports/:Id/bilagor: an attachment to a report (SPEC §5), by its reporter
// while it is NEW.
import { NEAR_ACCIDENT_MAX_ATTACHMENTS, NEAR_ACCIDENT_MESSAGES } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { acceptAttachment } from '../../shared/receipt-file';
import { audit } from '../absence';
import { visibleReport } from './access';
import { getReport } from './get-report';
import { recordEvent } from './history';
import * as repo from './repository';

/**
 * Adds an attachment, at most NEAR_ACCIDENT_MAX_ATTACHMENTS per report, as shared/receipt-file.ts
 * accepts it: checked by its bytes, a picture encoded anew, an Office file read as its package,
 * its name cleaned.
 */
export async function attach(
  db: Db,
  ctx: CompanyContext,
  id: string,
  file: { name: string; content: Buffer },
  now: Date,
) {
  const { access } = await visibleReport(db, ctx, id);
  if (!access.attach) throw new ApiError('NearAccidentNotEditable');
  const { mime, content, filnamn } = await acceptAttachment(file.content, file.name);
  await db.transaction(async (tx) => {
    // The report's row is locked while its files are counted: two uploads at once cannot both be the fifth.
    await repo.lockReport(tx, id);
    if ((await repo.countAttachments(tx, id)) >= NEAR_ACCIDENT_MAX_ATTACHMENTS)
      throw fieldError('Bilagor', NEAR_ACCIDENT_MESSAGES.tooManyFiles);
    await repo.insertAttachment(tx, {
      reportId: id,
      filnamn,
      mime,
      storlek: content.length,
      content,
      createdAt: now,
    });
    await recordEvent(tx, ctx, id, now, 'ATTACHMENT', { kommentar: filnamn });
    await audit(tx, ctx, now, 'nearAccident.attached', { TillbudId: id, Filnamn: filnamn });
  });
  return getReport(db, ctx, id);
}
