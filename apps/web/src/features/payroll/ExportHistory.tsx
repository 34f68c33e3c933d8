import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/LoadFailed';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import type { PayrollExport } from '@lonportal/domain/payroll/paxml';
import { formatDateTime } from '../../lib/date-format';
import { usePayrollExports } from './api/get-payroll-exports';

interface Props {
  ftgId: string;
  enabled: boolean;
  onDownload: (e: PayrollExport) => void;
  /** The receipts of the transfer's compensation rows as one ZIP. */
  onDownloadReceipts: (e: PayrollExport) => void;
}

/** The earlier transfers to payroll, newest first, each with its file and its receipts. */
export function ExportHistory({ ftgId, enabled, onDownload, onDownloadReceipts }: Props) {
  const { t } = useTranslation();
  const list = usePayrollExports(ftgId, enabled);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('payrollExport.history.title')}
      </Typography>
      {list.isPending ? (
        <CircularProgress size={24} sx={{ my: 2 }} aria-label={t('payrollExport.history.loading')} />
      ) : list.isError ? (
        <LoadFailed
          error={list.error}
          onRetry={() => void list.refetch()}
          retryText={t('payrollExport.history.retry')}
          text={t('payrollExport.history.loadFailed')}
        />
      ) : list.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('payrollExport.history.empty')}</Typography>
      ) : (
        <List dense sx={{ maxHeight: 300, overflowY: 'auto' }}>
          {list.data.map((e) => (
            <ListItem
              key={e.Id}
              disableGutters
              sx={{ pr: 12 }}
              secondaryAction={
                <>
                  <IconButton
                    onClick={() => onDownloadReceipts(e)}
                    aria-label={t('payrollExport.history.downloadReceipts', {
                      from: e.From,
                      to: e.To,
                      when: formatDateTime(e.Skapad),
                    })}
                  >
                    <ReceiptLong />
                  </IconButton>
                  <IconButton
                    edge="end"
                    onClick={() => onDownload(e)}
                    aria-label={t('payrollExport.history.download', {
                      from: e.From,
                      to: e.To,
                      when: formatDateTime(e.Skapad),
                    })}
                  >
                    <Download />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                primary={t('payrollExport.history.line', { from: e.From, to: e.To, count: e.Antal })}
                secondary={t('payrollExport.history.by', {
                  when: formatDateTime(e.Skapad),
                  name: e.SkapadAv,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
