import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PagedList } from '../../ui/PagedList';
import { AuditEntryItem } from './AuditEntryItem';
import { AuditFilterForm } from './AuditFilterForm';
import { useAuditFilter } from './use-audit-filter';

/**
 * The audit log: logins and their steps, company switches, administration and status
 * changes of time, newest first; filtered, paged and as a CSV file. FTG reads their company's,
 * LIC and ADM every company's.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const audit = useAuditFilter();

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.audit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.audit.intro')}
      </Typography>
      <AuditFilterForm
        control={audit.control}
        allCompanies={audit.allCompanies}
        onApply={(event) => void audit.apply(event)}
        onDownloadCsv={() => void audit.downloadCsv()}
      />
      <PagedList
        query={audit.log}
        label={t('admin.audit.title')}
        countText={(count) => t('admin.audit.count', { count })}
        emptyText={t('admin.audit.empty')}
        retryText={t('admin.audit.retry')}
        loadFailedText={t('admin.audit.loadFailed')}
        page={audit.page}
        onPage={audit.setPage}
        itemKey={(entry) => entry.Id}
        renderItem={(entry) => <AuditEntryItem entry={entry} withCompany={audit.filter.AllaForetag} />}
      />
    </Box>
  );
}
