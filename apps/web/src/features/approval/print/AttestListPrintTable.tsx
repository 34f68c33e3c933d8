import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TIME_ENTRY_STATUSES } from '@lonportal/domain/row-status';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { statusLabel } from '../../../lib/row-status/status-labels';
import type { AttestTotals } from './attest-list-print';

const bold = { fontWeight: 700 } as const;

/** The printed attest list as a table, on a wide screen and on paper: hours and rows per status, with totals. */
export function AttestListPrintTable({
  rows,
  totals,
}: {
  rows: readonly AttestListEntry[];
  totals: AttestTotals;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('print.attestlista.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('print.attestlista.col.anstNr')}</TableCell>
          <TableCell>{t('print.attestlista.col.namn')}</TableCell>
          <TableCell>{t('print.attestlista.col.avdelning')}</TableCell>
          <TableCell align="right">{t('print.attestlista.col.schema')}</TableCell>
          <TableCell align="right">{t('print.attestlista.col.timmar')}</TableCell>
          {TIME_ENTRY_STATUSES.map((s) => (
            <TableCell key={s} align="right">
              {t(statusLabel(s).key)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((e) => (
          <TableRow key={e.AnstNr}>
            <TableCell>{e.AnstNr}</TableCell>
            <TableCell>{`${e.EfNamn}, ${e.FoNamn}`}</TableCell>
            <TableCell>{e.Avdelning}</TableCell>
            <TableCell align="right">{formatNumberSv(e.SchemaTimmar)}</TableCell>
            <TableCell align="right">{formatNumberSv(e.Timmar)}</TableCell>
            {TIME_ENTRY_STATUSES.map((s) => (
              <TableCell key={s} align="right">
                {e.Antal[s]}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={bold}>{t('print.total')}</TableCell>
          <TableCell sx={bold} colSpan={2}>
            {t('print.attestlista.employees', { count: totals.employees })}
          </TableCell>
          <TableCell sx={bold} align="right">
            {formatNumberSv(totals.schemaTimmar)}
          </TableCell>
          <TableCell sx={bold} align="right">
            {formatNumberSv(totals.timmar)}
          </TableCell>
          {TIME_ENTRY_STATUSES.map((s) => (
            <TableCell key={s} sx={bold} align="right">
              {totals.antal[s]}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}
