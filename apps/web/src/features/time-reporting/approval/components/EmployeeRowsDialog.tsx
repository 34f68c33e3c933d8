import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import type { TimeEntry } from '@lonportal/domain/time-reporting/entries';
import type { StatusFlags } from '@lonportal/domain/time-reporting/status';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { errorMessageKey } from '../../../../lib/api-client';
import type { Period } from '../../../../lib/date-filter';
import { formatDate } from '../../../../lib/date-format';
import { useSession } from '../../../../lib/session';
import { AppDialog } from '../../../../ui/AppDialog';
import { useTidKoder } from '../../../../lib/reference-lists/get-tidkoder';
import { useTimeReport } from '../../api/get-time-report';
import { HistoryDialog } from '../../components/HistoryDialog';
import { actionableRows, countByStatus, refusalOf, type PageAction } from '../status-actions';
import { useRunStatusAction } from '../use-status-action';
import { InlineLoader } from './InlineLoader';
import { StatusChip } from './StatusChips';

interface Props {
  anstNr: string;
  name: string;
  period: Period;
  flags: StatusFlags;
  /** The forward action and its undo offered for this employee. */
  actions: readonly [PageAction, PageAction];
  onClose: () => void;
}

const DIALOG_WIDTH = 960;

/** One employee's rows of the period with their status and history, and the action for just them. */
export function EmployeeRowsDialog({ anstNr, name, period, flags, actions, onClose }: Props) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const report = useTimeReport(ftgId, anstNr, period);
  const codes = useTidKoder(ftgId);
  const { run, pending, pendingAction } = useRunStatusAction(period);
  const [historyOf, setHistoryOf] = useState<TimeEntry | null>(null);

  const codeName = (code: string) => codes.data?.find((c) => c.TidKod === code)?.BenText ?? '';
  const rows = report.data?.Rader ?? [];
  const counts = countByStatus(rows);
  const refusals = actions.map((a) => (report.data ? refusalOf(counts, a, flags) : null));
  const nothingPossible = report.data !== undefined && refusals.every((r) => r !== null);

  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={pending}
      width={DIALOG_WIDTH}
      title={t('approval.rows.title', {
        name,
        anstNr,
        from: formatDate(period.From),
        to: formatDate(period.To),
      })}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            {t('approval.close')}
          </Button>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === actions[0] ? 'contained' : 'outlined'}
              disabled={
                !report.data ||
                actionableRows(counts, action, flags) === 0 ||
                (pending && pendingAction !== action)
              }
              loading={pendingAction === action}
              onClick={() => void run(action, [anstNr])}
            >
              {t(`approval.action.${action}.one`)}
            </Button>
          ))}
        </>
      }
    >
      {report.isPending ? (
        <InlineLoader />
      ) : report.isError ? (
        <Alert severity="error">{t(errorMessageKey(report.error))}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('approval.noRows')}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('approval.rows.tableLabel', { name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('approval.rows.date')}</TableCell>
                <TableCell>{t('approval.rows.code')}</TableCell>
                <TableCell align="right">{t('approval.rows.hours')}</TableCell>
                <TableCell>{t('approval.rows.time')}</TableCell>
                <TableCell>{t('approval.rows.comment')}</TableCell>
                <TableCell>{t('approval.table.status')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('approval.history.column')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const historyLabel = t('timeReport.action.historyRow', {
                  code: row.TidKod,
                  date: formatDate(row.Datum),
                });
                return (
                  <TableRow key={row.Id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.Datum)}</TableCell>
                    <TableCell>
                      {row.TidKod}
                      {codeName(row.TidKod) && (
                        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                          {codeName(row.TidKod)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{formatNumberSv(row.Timmar)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.StartTid &&
                        t('approval.rows.timeRange', { start: row.StartTid, end: row.SlutTid })}
                    </TableCell>
                    <TableCell>{row.Kommentar}</TableCell>
                    <TableCell>
                      <StatusChip status={row.Status} />
                    </TableCell>
                    <TableCell padding="checkbox">
                      <Tooltip title={t('timeReport.action.history')}>
                        <IconButton size="small" onClick={() => setHistoryOf(row)} aria-label={historyLabel}>
                          <HistoryIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {nothingPossible && rows.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t(refusals[0] ?? 'approval.noRows')}
        </Alert>
      )}
      {historyOf && <HistoryDialog ftgId={ftgId} row={historyOf} onClose={() => setHistoryOf(null)} />}
    </AppDialog>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
