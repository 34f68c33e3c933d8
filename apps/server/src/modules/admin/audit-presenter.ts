import type { AuditEntry } from '@lonportal/domain';
import type { listAudit } from './audit-repository';

type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/** A row of the audit log as GET /admin/audit answers it. */
export const presentAuditEntry = (r: AuditRow): AuditEntry => ({
  Id: r.id,
  At: r.at.toISOString(),
  Action: r.action,
  Login: r.login,
  Namn: r.namn,
  FtgId: r.ftgId,
  FtgNamn: r.ftgNamn,
  Details: r.details,
});
