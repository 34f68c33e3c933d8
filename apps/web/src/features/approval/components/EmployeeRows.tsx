import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { formatDate } from '../../../lib/date-format';
import { touchTarget } from '../../../ui/touch';
import { FactGrid } from '../../../ui/FactGrid';
import { RowsActionItem } from '../../../ui/RowsActionDialog';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { StatusChip } from './StatusChips';

export interface EmployeeRowsProps {
  rows: readonly TimeEntry[];
  /** The employee's name, in the list's accessible name. */
  name: string;
  codeName: (code: string) => string;
  onHistory: (row: TimeEntry) => void;
}

/** One employee's time rows on a phone: a heading and the row's facts each, with its history. */
export function EmployeeRowCards({ rows, name, codeName, onHistory }: EmployeeRowsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('approval.rows.tableLabel', { name })}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => (
        <RowsActionItem
          key={row.Id}
          datum={row.Datum}
          code={`${row.TidKod} ${codeName(row.TidKod)}`}
          aside={
            <Tooltip title={t('timeReport.action.history')}>
              <IconButton
                onClick={() => onHistory(row)}
                aria-label={t('timeReport.action.historyRow', {
                  code: row.TidKod,
                  date: formatDate(row.Datum),
                })}
                sx={{ ...touchTarget, alignSelf: 'flex-start' }}
              >
                <HistoryIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          }
        >
          <RowFacts row={row} />
        </RowsActionItem>
      ))}
    </Box>
  );
}

/** A time row's hours, time, status and comment, as a phone shows them. */
function RowFacts({ row }: { row: TimeEntry }) {
  const { t } = useTranslation();
  return (
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
        ...(row.Kommentar ? [{ label: t('approval.rows.comment'), value: row.Kommentar, wide: true }] : []),
      ]}
    />
  );
}

/** One employee's time rows on a wide screen: a table with a history button per row. */
export function EmployeeRowTable({ rows, name, codeName, onHistory }: EmployeeRowsProps) {
  const { t } = useTranslation();
  return (
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
          {rows.map((row) => (
            <EmployeeRowLine key={row.Id} row={row} codeName={codeName} onHistory={onHistory} />
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

function EmployeeRowLine({
  row,
  codeName,
  onHistory,
}: {
  row: TimeEntry;
  codeName: (code: string) => string;
  onHistory: (row: TimeEntry) => void;
}) {
  const { t } = useTranslation();
  const historyLabel = t('timeReport.action.historyRow', {
    code: row.TidKod,
    date: formatDate(row.Datum),
  });
  return (
    <TableRow>
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
        {row.StartTid && t('approval.rows.timeRange', { start: row.StartTid, end: row.SlutTid })}
      </TableCell>
      <TableCell>{row.Kommentar}</TableCell>
      <TableCell>
        <StatusChip status={row.Status} />
      </TableCell>
      <TableCell padding="checkbox">
        <Tooltip title={t('timeReport.action.history')}>
          <IconButton size="small" onClick={() => onHistory(row)} aria-label={historyLabel}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
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
