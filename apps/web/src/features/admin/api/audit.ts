import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditListSchema, type AuditAction } from '@lonportal/domain/admin/audit';
import { apiRequestPaged } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** The filters of the audit log as the page holds them. */
export interface AuditFilter {
  From: string;
  To: string;
  Action: AuditAction | null;
  Anvandare: string;
  AllaForetag: boolean;
}

/** The query string of GET /admin/audit and /admin/audit.csv. */
export function auditSearch(f: AuditFilter, page?: { Page: number; PerPage: number }): string {
  const params = new URLSearchParams({ From: f.From, To: f.To });
  if (f.Action) params.set('Action', f.Action);
  if (f.Anvandare.trim()) params.set('Anvandare', f.Anvandare.trim());
  if (f.AllaForetag) params.set('AllaForetag', 'true');
  if (page) {
    params.set('Page', String(page.Page));
    params.set('PerPage', String(page.PerPage));
  }
  return params.toString();
}

/** GET /admin/audit: a page of the log, newest first, with X-Pagination. */
export const auditQueryOptions = (ftgId: string, f: AuditFilter, page: { Page: number; PerPage: number }) =>
  queryOptions({
    queryKey: ['company', ftgId, 'admin', 'audit', auditSearch(f, page)] as const,
    queryFn: ({ signal }) =>
      apiRequestPaged(`/admin/audit?${auditSearch(f, page)}`, AuditListSchema, { signal }),
    // A log: what happened a moment ago is worth seeing.
    staleTime: refetchedWhenShown,
    placeholderData: keepPreviousData,
    meta: { errorMessage: false },
  });

export const useAuditLog = (ftgId: string, f: AuditFilter, page: { Page: number; PerPage: number }) =>
  useQuery(auditQueryOptions(ftgId, f, page));

/** The CSV file of the filtered log (GET /admin/audit.csv). */
export const auditCsvUrl = (f: AuditFilter): string => `/api/admin/audit.csv?${auditSearch(f)}`;
