import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TimeEntry } from '@lonportal/domain/time-reporting/entries';
import { TIME_ENTRY_STATUSES, type TimeEntryStatus } from '@lonportal/domain/time-reporting/status';
import { errorMessageKey } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-format';
import { AppDialog } from '../../../ui/AppDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { useEntryHistory } from '../api/get-entry-history';
import { statusLabel } from '../approval/status-labels';
import { historyDetails } from '../history';

const isStatus = (v: string): v is TimeEntryStatus => (TIME_ENTRY_STATUSES as readonly string[]).includes(v);

interface Props {
  ftgId: string;
  row: TimeEntry;
  onClose: () => void;
}

/** The row's audit trail: who created, changed, approved, attested or transferred it, and when. */
export function HistoryDialog({ ftgId, row, onClose }: Props) {
  const { t } = useTranslation();
  const history = useEntryHistory(ftgId, row.Id);
  const fieldName = (field: string) => t(`timeReport.history.field.${field}`, { defaultValue: field });
  const value = (field: string, v: string) => (field === 'Status' && isStatus(v) ? t(statusLabel(v).key) : v);
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('timeReport.history.title', { date: row.Datum, code: row.TidKod })}
      width={720}
      actions={<Button onClick={onClose}>{t('timeReport.action.close')}</Button>}
    >
      {history.isPending ? (
        <PageLoader />
      ) : history.isError ? (
        <Alert severity="error">{t(errorMessageKey(history.error))}</Alert>
      ) : history.data.length === 0 ? (
        <Typography>{t('timeReport.history.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('timeReport.history.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('timeReport.history.when')}</TableCell>
              <TableCell>{t('timeReport.history.what')}</TableCell>
              <TableCell>{t('timeReport.history.who')}</TableCell>
              <TableCell>{t('timeReport.history.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.data.map((event, i) => (
              <TableRow key={`${event.Tid}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.Tid)}</TableCell>
                <TableCell>{t(`timeReport.event.${event.Handelse}`)}</TableCell>
                <TableCell>{event.Anvandare}</TableCell>
                <TableCell>
                  {historyDetails(event.Detaljer).map((d) => (
                    <div key={d.field}>
                      {fieldName(d.field)}:{' '}
                      {d.from === null
                        ? value(d.field, d.to)
                        : `${value(d.field, d.from)} → ${value(d.field, d.to)}`}
                    </div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AppDialog>
  );
}
