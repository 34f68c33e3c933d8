import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { weekdayName } from '../../../lib/date-format';
import { statusLabel } from '../../../lib/row-status/status-labels';
import type { PeriodTotals } from '../index';
import { printHours as hours, type PrintLine } from './time-report-print';

const bold = { fontWeight: 700 } as const;

/** The printed time report's lines as a table, on a wide screen and on paper, with the period's totals. */
export function TimeReportPrintTable({
  lines,
  totals,
}: {
  lines: readonly PrintLine[];
  totals: PeriodTotals;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table size="small" aria-label={t('print.tidrapport.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('print.tidrapport.col.datum')}</TableCell>
          <TableCell>{t('print.tidrapport.col.tidkod')}</TableCell>
          <TableCell>{t('print.tidrapport.col.benamning')}</TableCell>
          <TableCell>{t('print.tidrapport.col.start')}</TableCell>
          <TableCell>{t('print.tidrapport.col.slut')}</TableCell>
          <TableCell align="right">{t('print.tidrapport.col.rast')}</TableCell>
          <TableCell align="right">{t('print.tidrapport.col.timmar')}</TableCell>
          <TableCell align="right">{t('print.tidrapport.col.schema')}</TableCell>
          <TableCell>{t('print.tidrapport.col.status')}</TableCell>
          <TableCell>{t('print.tidrapport.col.kommentar')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.key}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {l.datum && `${weekdayName(l.datum, i18n.language)} ${l.datum}`}
            </TableCell>
            <TableCell>{l.tidKod}</TableCell>
            <TableCell>{l.text}</TableCell>
            <TableCell>{l.startTid}</TableCell>
            <TableCell>{l.slutTid}</TableCell>
            <TableCell align="right">{l.rast ?? ''}</TableCell>
            <TableCell align="right">{hours(l.timmar)}</TableCell>
            <TableCell align="right">{hours(l.schema)}</TableCell>
            <TableCell>{l.status && t(statusLabel(l.status).key)}</TableCell>
            <TableCell>{l.kommentar}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={bold} colSpan={5}>
            {t('print.total')}
          </TableCell>
          <TableCell sx={bold} align="right">
            {hours(totals.reported)}
          </TableCell>
          <TableCell sx={bold} align="right">
            {hours(totals.scheduled)}
          </TableCell>
          <TableCell sx={bold} colSpan={2}>
            {t('print.tidrapport.difference', { hours: hours(totals.difference) })}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
