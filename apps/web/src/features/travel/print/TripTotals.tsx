import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKronor } from '../../../lib/number-format';
import { bold, nowrap, Part, type TripOutcome } from './sheet-parts';

/** The totals: tax-free, taxable, benefit, expenses and deductible VAT; the missing rules in their place. */
export function TripTotals({ outcome: { ok, missing } }: { outcome: TripOutcome }) {
  const { t, i18n } = useTranslation();
  const kr = (n: number) => formatKronor(n, i18n.language);
  return (
    <Part title={t('travel.print.totals')}>
      {ok ? (
        <Table size="small" aria-label={t('travel.print.totals')}>
          <TableHead>
            <TableRow sx={{ '& th': nowrap }}>
              <TableCell align="right">{t('travel.print.col.taxFree')}</TableCell>
              <TableCell align="right">{t('travel.print.col.taxable')}</TableCell>
              <TableCell align="right">{t('travel.print.col.benefit')}</TableCell>
              <TableCell align="right">{t('travel.print.col.expensesTotal')}</TableCell>
              <TableCell align="right">{t('travel.print.col.deductibleVat')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow sx={{ '& td': { ...bold, ...nowrap } }}>
              <TableCell align="right" data-testid="travel-print-total-taxfree">
                {kr(ok.totals.Skattefritt)}
              </TableCell>
              <TableCell align="right">{kr(ok.totals.Skattepliktigt)}</TableCell>
              <TableCell align="right">{kr(ok.totals.Forman)}</TableCell>
              <TableCell align="right">{kr(ok.totals.Utlagg)}</TableCell>
              <TableCell align="right">{kr(ok.totals.AvdragsgillMoms)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ) : (
        <Alert severity="warning">{missing}</Alert>
      )}
    </Part>
  );
}
