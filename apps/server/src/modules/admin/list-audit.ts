// GET /admin/audit: a page of the log and the X-Pagination figures.
import type { AuditQuery } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { pageOf } from '../../shared/paged';
import { auditFilter } from './access';
import { presentAuditEntry } from './audit-presenter';
import * as repo from './audit-repository';

export async function listAudit(db: Db, ctx: CompanyContext, q: AuditQuery, perPage: number) {
  const filter = auditFilter(ctx, q);
  const page = await pageOf(q.Page, perPage, (range) => repo.listAudit(db, filter, range));
  return { rows: page.rows.map(presentAuditEntry), pagination: page.pagination };
}
