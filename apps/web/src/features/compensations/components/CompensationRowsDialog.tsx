import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { compensationTotals, type Compensation } from '@lonportal/domain/compensations/compensations';
import { useLonKoder } from '../../../lib/reference-lists/get-lonkoder';
import { useSession } from '../../../lib/session';
import { FactGrid } from '../../../ui/FactGrid';
import { RowsActionDialog, RowsActionItem, type RowsActionDialogProps } from '../../../ui/RowsActionDialog';
import { StatusChip } from '../../../ui/StatusChip';
import { WaitingInOtherMonths } from './WaitingInOtherMonths';
import { receiptUrl, useCompensations } from '../api';
import { formatKronor, formatMoney } from '../../../lib/number-format';

/**
 * One employee's compensation rows of the period on the attest page: what each pays, its
 * status and its receipt, the total, the page's action for just them, and the months where more
 * of their rows wait for attest.
 */
export function CompensationRowsDialog(props: RowsActionDialogProps) {
  const { anstNr, name, period } = props;
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const list = useCompensations(ftgId, anstNr, period);
  const codes = useLonKoder(ftgId);
  const rows = list.data?.Rader ?? [];
  const codeName = (code: string) => codes.data?.find((c) => c.LonKod === code)?.BenText ?? '';

  return (
    <RowsActionDialog
      {...props}
      resource="ersattningar"
      width={760}
      query={list}
      rows={rows}
      after={<WaitingInOtherMonths anstNr={anstNr} period={period} />}
    >
      <Box
        component="ul"
        aria-label={t('approval.rows.tableLabel', { name })}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {rows.map((row) => (
          <CompensationRowItem key={row.Id} row={row} ftgId={ftgId} codeName={codeName} />
        ))}
      </Box>
      <Typography sx={{ mt: 2, fontWeight: 500 }}>
        {t('compensations.totals.summa')}: {formatKronor(compensationTotals(rows).Summa, i18n.language)}
      </Typography>
    </RowsActionDialog>
  );
}

/** A compensation row: its code and date, text, what it pays, its status and its receipt. */
function CompensationRowItem({
  row,
  ftgId,
  codeName,
}: {
  row: Compensation;
  ftgId: string;
  codeName: (code: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <RowsActionItem datum={row.Datum} code={`${row.LonKod} ${codeName(row.LonKod)}`}>
      {row.Text && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.Text}
        </Typography>
      )}
      <FactGrid
        facts={[
          {
            label: t('compensations.field.belopp'),
            value: formatMoney(row.Belopp, row.ValutaKod, i18n.language),
          },
          {
            label: t('compensations.field.moms'),
            value: formatMoney(row.Moms, row.ValutaKod, i18n.language),
          },
          {
            label: t('compensations.totals.summa'),
            value: formatKronor(row.Summa, i18n.language),
          },
          { label: t('approval.table.status'), value: <StatusChip status={row.Status} /> },
        ]}
      />
      {row.ReceiptId && (
        <Link href={receiptUrl(ftgId, row.ReceiptId)} target="_blank" rel="noopener" variant="body2">
          {t('compensations.receipt.openRow', { code: row.LonKod, date: row.Datum })}
        </Link>
      )}
    </RowsActionItem>
  );
}
