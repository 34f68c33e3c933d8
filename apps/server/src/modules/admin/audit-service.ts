import { can, type AuditEntry, type AuditQuery } from '@lonportal/domain';
import { addDays, stockholmDateTime, stockholmInstant } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { CompanyContext } from '../../plugins/access/index';
import { pageOf } from '../../shared/paged';
import * as repo from './audit-repository';

/** The most rows one CSV file holds (newest first); a longer log is exported period by period. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The rows the user may read under the query's filters (FTG: their company; LIC, ADM: any, ADR 0022). */
function filterFor(ctx: CompanyContext, q: AuditQuery): repo.AuditFilter {
  const everyCompany = q.AllaForetag === true;
  if (everyCompany && !can('readAuditOfAllCompanies', ctx.access)) throw new ApiError('Forbidden');
  return {
    ftgId: everyCompany ? null : ctx.company.ftgId,
    from: stockholmInstant(q.From, '00:00'),
    until: stockholmInstant(addDays(q.To, 1), '00:00'),
    action: q.Action,
    user: q.Anvandare || undefined,
  };
}

type Row = Awaited<ReturnType<typeof repo.listAudit>>[number];

const present = (r: Row): AuditEntry => ({
  Id: r.id,
  At: r.at.toISOString(),
  Action: r.action,
  Login: r.login,
  Namn: r.namn,
  FtgId: r.ftgId,
  FtgNamn: r.ftgNamn,
  Details: r.details,
});

/** GET /admin/audit: a page of the log and the X-Pagination figures. */
export async function auditPage(db: Db, ctx: CompanyContext, q: AuditQuery, perPage: number) {
  const filter = filterFor(ctx, q);
  const page = await pageOf(q.Page, perPage, (range) => repo.listAudit(db, filter, range));
  return { rows: page.rows.map(present), pagination: page.pagination };
}

/**
 * A cell of the CSV: quoted when it holds the separator, a quote or a line break, and a leading
 * = + - @ made harmless (a spreadsheet would run it as a formula).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_COLUMNS = ['At', 'Action', 'Login', 'Namn', 'FtgNamn', 'Details'] as const;

/** GET /admin/audit.csv: the filtered log as CSV (semicolons, UTF-8 with BOM, as Excel opens it in Sweden). */
export async function auditCsv(db: Db, ctx: CompanyContext, q: AuditQuery): Promise<string> {
  const rows = await repo.listAudit(db, filterFor(ctx, q), { offset: 0, limit: AUDIT_CSV_MAX_ROWS });
  const lines = rows.map((r) =>
    [
      stockholmDateTime(r.at).replace('T', ' '),
      r.action,
      r.login ?? '',
      r.namn ?? '',
      r.ftgNamn ?? '',
      JSON.stringify(r.details),
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[CSV_COLUMNS.join(';'), ...lines].join('\r\n')}\r\n`;
}
