import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { errorMessageKey } from '../../../lib/api-client';
import type { Period } from '../../../lib/date-filter';
import { formatDate } from '../../../lib/date-format';
import { useSession } from '../../../lib/session';
import { AppDialog } from '../../../ui/AppDialog';
import { useTidKoder } from '../../../lib/reference-lists/get-tidkoder';
import { HistoryDialog, useTimeReport } from '../../time';
import { touchButtons, touchTarget } from '../../../ui/touch';
import {
  actionableRows,
  countByStatus,
  refusalOf,
  type PageAction,
} from '../../../lib/row-status/status-actions';
import { usePhoneLayout } from '../../../ui/screen';
import { useRunStatusAction } from '../../../lib/row-status/use-status-action';
import { FactGrid } from '../../../ui/FactGrid';
import { InlineLoader } from '../../../ui/InlineLoader';
import { StatusChip } from './StatusChips';
import { ScrollRegion } from '../../../ui/ScrollRegion';

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

/**
 * One employee's rows of the period with their status and history, and the action for just them;
 * a table on a wide screen, a list on a phone.
 */
export function EmployeeRowsDialog({ anstNr, name, period, flags, actions, onClose }: Props) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const report = useTimeReport(ftgId, anstNr, period);
  const codes = useTidKoder(ftgId);
  const { run, pending, pendingAction } = useRunStatusAction(period);
  const [historyOf, setHistoryOf] = useState<TimeEntry | null>(null);
  const phone = usePhoneLayout();

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
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, ...touchButtons }}
        >
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
        </Stack>
      }
    >
      {report.isPending ? (
        <InlineLoader />
      ) : report.isError ? (
        <Alert severity="error">{t(errorMessageKey(report.error))}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('approval.noRows')}</Alert>
      ) : phone ? (
        <Box
          component="ul"
          aria-label={t('approval.rows.tableLabel', { name })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {rows.map((row) => (
            <Box
              key={row.Id}
              component="li"
              data-testid="approval-row"
              sx={{ display: 'flex', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
            >
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {t('approval.rows.heading', {
                    date: formatDate(row.Datum),
                    code: `${row.TidKod} ${codeName(row.TidKod)}`.trim(),
                  })}
                </Typography>
                <FactGrid
                  facts={[
                    { label: t('approval.rows.hours'), value: formatNumberSv(row.Timmar) },
                    ...(row.StartTid
                      ? [
                          {
                            label: t('approval.rows.time'),
                            value: t('approval.rows.timeRange', { start: row.StartTid, end: row.SlutTid }),
                          },
                        ]
                      : []),
                    {
                      label: t('approval.table.status'),
                      value: <StatusChip status={row.Status} />,
                      wide: true,
                    },
                    ...(row.Kommentar
                      ? [{ label: t('approval.rows.comment'), value: row.Kommentar, wide: true }]
                      : []),
                  ]}
                />
              </Stack>
              <Tooltip title={t('timeReport.action.history')}>
                <IconButton
                  onClick={() => setHistoryOf(row)}
                  aria-label={t('timeReport.action.historyRow', {
                    code: row.TidKod,
                    date: formatDate(row.Datum),
                  })}
                  sx={{ ...touchTarget, alignSelf: 'flex-start' }}
                >
                  <HistoryIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
      ) : (
        <ScrollRegion label={t('approval.rows.tableLabel', { name })}>
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
        </ScrollRegion>
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
