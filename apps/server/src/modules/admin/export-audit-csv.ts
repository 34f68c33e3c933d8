// GET /admin/audit.csv: the filtered log as CSV (semicolons, UTF-8 with BOM, as Excel opens it in Sweden).
import type { AuditQuery } from '@lonportal/domain';
import { stockholmDateTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { auditFilter } from './access';
import * as repo from './audit-repository';

/** The most rows one CSV file holds (newest first); a longer log is exported period by period. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const CSV_COLUMNS = ['At', 'Action', 'Login', 'Namn', 'FtgNamn', 'Details'] as const;

/**
 * A cell of the CSV: quoted when it holds the separator, a quote or a line break, and a leading
 * = + - @ made harmless (a spreadsheet would run it as a formula).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function exportAuditCsv(db: Db, ctx: CompanyContext, q: AuditQuery): Promise<string> {
  const rows = await repo.listAudit(db, auditFilter(ctx, q), { offset: 0, limit: AUDIT_CSV_MAX_ROWS });
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
