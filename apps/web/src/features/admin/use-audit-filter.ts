import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { can } from '@lonportal/domain/access/capabilities';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { addDays } from '@lonportal/domain/dates';
import { todayIso } from '../../lib/date-filter';
import { downloadFile } from '../../lib/file-transfer';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { auditCsvUrl, useAuditLog, type AuditFilter } from './api/audit';

/** The log opens on the last 30 days. */
const DEFAULT_DAYS = 30;

/**
 * The audit log's data: the filter's form, the page of entries it shows, and the CSV of what the
 * fields say now. `allCompanies`: the user may read every company's log.
 */
export function useAuditFilter() {
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const portal = usePortalInfo(ftgId);
  const allCompanies = portal.data
    ? can('readAuditOfAllCompanies', accessContextFromMe(me, portal.data))
    : false;
  const perPage = me.UserAppSettings.PaginationPerPage;
  const [filter, setFilter] = useState<AuditFilter>(() => ({
    From: addDays(todayIso(), -DEFAULT_DAYS),
    To: todayIso(),
    Action: null,
    Anvandare: '',
    AllaForetag: false,
  }));
  const [page, setPage] = useState(1);
  const log = useAuditLog(ftgId, filter, { Page: page, PerPage: perPage });
  const { control, handleSubmit, setError } = useForm<AuditFilter>({ defaultValues: filter });
  /** Takes the fields as they are; false (the To field marked) when the period ends before it starts. */
  const take = (values: AuditFilter): boolean => {
    if (values.To < values.From) {
      setError('To', { message: 'validation.period.endBeforeStart' }, { shouldFocus: true });
      return false;
    }
    setFilter(values);
    setPage(1);
    return true;
  };
  const apply = handleSubmit((values) => void take(values));
  // The file holds what the fields say now, shown on the page too.
  const downloadCsv = handleSubmit(async (values) => {
    if (take(values)) await downloadFile(auditCsvUrl(values), `audit-${values.From}-${values.To}.csv`);
  });
  return { control, apply, downloadCsv, allCompanies, filter, log, page, setPage };
}
