import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Compensation, compensationTotals } from '@lonportal/domain/compensations/compensations';
import { formatDecimal, formatKronor, formatMoney } from '../../../lib/number-format';
import { statusLabel } from '../../../lib/row-status/status-labels';

const bold = { fontWeight: 700 } as const;

export interface CompensationsPrintProps {
  rows: readonly Compensation[];
  totals: ReturnType<typeof compensationTotals>;
  /** A row's pay code with its name. */
  code: (r: Compensation) => string;
}

/** The printed compensations as a table, on a wide screen and on paper, with the page's totals. */
export function CompensationsPrintTable({ rows, totals, code }: CompensationsPrintProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Table size="small" aria-label={t('print.ersattningar.tableLabel')}>
      <TableHead>
        <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableCell>{t('print.ersattningar.col.datum')}</TableCell>
          <TableCell>{t('print.ersattningar.col.lonkod')}</TableCell>
          <TableCell>{t('print.ersattningar.col.text')}</TableCell>
          <TableCell align="right">{t('print.ersattningar.col.antal')}</TableCell>
          <TableCell align="right">{t('print.ersattningar.col.apris')}</TableCell>
          <TableCell align="right">{t('print.ersattningar.col.belopp')}</TableCell>
          <TableCell align="right">{t('print.ersattningar.col.moms')}</TableCell>
          <TableCell align="right">{t('print.ersattningar.col.summa')}</TableCell>
          <TableCell>{t('print.ersattningar.col.status')}</TableCell>
          <TableCell>{t('print.ersattningar.col.kvitto')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.Id} data-testid="print-compensation">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.Datum}</TableCell>
            <TableCell>{code(r)}</TableCell>
            <TableCell>{r.Text}</TableCell>
            <TableCell align="right">{formatDecimal(r.Antal, lng)}</TableCell>
            <TableCell align="right">
              {r.Apris === null ? '' : formatMoney(r.Apris, r.ValutaKod, lng)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.Belopp, r.ValutaKod, lng)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.Moms, r.ValutaKod, lng)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatKronor(r.Summa, lng)}
            </TableCell>
            <TableCell>{t(statusLabel(r.Status).key)}</TableCell>
            <TableCell>
              {t(r.ReceiptId ? 'print.ersattningar.receiptYes' : 'print.ersattningar.receiptNo')}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={bold} colSpan={6}>
            {t('print.total')}
          </TableCell>
          <TableCell sx={bold} align="right" colSpan={2}>
            {formatKronor(totals.Summa, lng)}
          </TableCell>
          <TableCell colSpan={2}>
            {t('print.ersattningar.moms', { amount: formatKronor(totals.MomsSek, lng) })}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
