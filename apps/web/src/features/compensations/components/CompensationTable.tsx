import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Compensation } from '@lonportal/domain/compensations/compensations';
import { formatDecimal, formatKronor, formatMoney } from '../../../lib/number-format';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { StatusChip } from '../../../ui/StatusChip';
import type { CompensationContext } from '../use-compensation-context';
import { CompensationActions, ReceiptLink, rowCode, type RowActions } from './compensation-row';

interface Props {
  rows: readonly Compensation[];
  ctx: CompensationContext;
  actions: RowActions;
  /** SPEC §9 showKonterat: the account column. */
  konterat: boolean;
}

/** Which columns only some rows fill show: when one of the period's rows does. */
interface Columns {
  price: boolean;
  group: boolean;
  konterat: boolean;
}

/** The compensations page's rows on a wide screen. */
export function CompensationTable({ rows, ctx, actions, konterat }: Props) {
  const { t } = useTranslation();
  // Columns only some rows fill show when one of the period's rows does: the table fits a laptop.
  const columns: Columns = {
    price: rows.some((r) => r.Apris !== null),
    group: rows.some((r) => r.Varugrupp !== ''),
    konterat,
  };
  return (
    <ScrollRegion outlined label={t('compensations.page.tableLabel')}>
      <Table size="small" aria-label={t('compensations.page.tableLabel')}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('compensations.field.datum')}</TableCell>
            <TableCell>{t('compensations.field.lonKod')}</TableCell>
            <TableCell>{t('compensations.field.text')}</TableCell>
            {columns.price && <TableCell align="right">{t('compensations.field.antal')}</TableCell>}
            {columns.price && <TableCell align="right">{t('compensations.field.apris')}</TableCell>}
            <TableCell align="right">{t('compensations.field.belopp')}</TableCell>
            <TableCell align="right">{t('compensations.field.moms')}</TableCell>
            <TableCell align="right">{t('compensations.field.summa')}</TableCell>
            {columns.group && <TableCell>{t('compensations.field.varugrupp')}</TableCell>}
            {columns.konterat && <TableCell>{t('compensations.field.konto')}</TableCell>}
            <TableCell>{t('compensations.column.status')}</TableCell>
            <TableCell align="right">{t('compensations.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <CompensationLine key={row.Id} row={row} ctx={ctx} actions={actions} columns={columns} />
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

function CompensationLine({
  row,
  ctx,
  actions,
  columns,
}: {
  row: Compensation;
  ctx: CompensationContext;
  actions: RowActions;
  columns: Columns;
}) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <TableRow hover data-testid="compensation-row">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.Datum}</TableCell>
      <TableCell sx={{ minWidth: 100 }}>{rowCode(row, ctx)}</TableCell>
      <TableCell sx={{ minWidth: 120, maxWidth: 280, overflowWrap: 'anywhere' }}>{row.Text}</TableCell>
      {columns.price && <TableCell align="right">{formatDecimal(row.Antal, lng)}</TableCell>}
      {columns.price && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {row.Apris === null ? '' : formatMoney(row.Apris, row.ValutaKod, lng)}
        </TableCell>
      )}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(row.Belopp, row.ValutaKod, lng)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(row.Moms, row.ValutaKod, lng)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatKronor(row.Summa, lng)}
      </TableCell>
      {columns.group && <TableCell>{row.Varugrupp}</TableCell>}
      {columns.konterat && <TableCell>{row.Konto}</TableCell>}
      <TableCell>
        <StatusChip status={row.Status} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <ReceiptLink row={row} ctx={ctx} />
        <CompensationActions row={row} ctx={ctx} actions={actions} />
      </TableCell>
    </TableRow>
  );
}
