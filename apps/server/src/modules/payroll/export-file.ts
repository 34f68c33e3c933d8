// GET /download/lonexport/{Id}: a stored PAXml file as it is sent.
import { formatOrgnr } from '@lonportal/domain';
import { PAXML_ENCODING, paxmlFileName } from '@lonportal/domain/payroll/paxml';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';

/**
 * A stored file of the company as it is sent: the bytes in the encoding its declaration names
 * (ISO-8859-1; files stored before that choice were UTF-8), with its download name. 404 for an
 * unknown or another company's id.
 */
export async function exportFile(
  db: Db,
  ctx: CompanyContext,
  id: string,
): Promise<{ bytes: Buffer; charset: string; fileName: string }> {
  const row = await repo.findExport(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  const latin1 = row.xml.startsWith(`<?xml version="1.0" encoding="${PAXML_ENCODING}"?>`);
  return {
    bytes: Buffer.from(row.xml, latin1 ? 'latin1' : 'utf8'),
    charset: latin1 ? PAXML_ENCODING : 'utf-8',
    fileName: paxmlFileName(formatOrgnr(ctx.company.orgnr), row.fromDatum, row.toDatum),
  };
}
