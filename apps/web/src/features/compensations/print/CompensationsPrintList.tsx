import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKronor, formatMoney } from '../../../lib/number-format';
import { statusLabel } from '../../../lib/row-status/status-labels';
import { FactGrid } from '../../../ui/FactGrid';
import { PrintList } from '../../../ui/PrintPage';
import type { CompensationsPrintProps } from './CompensationsPrintTable';

const bold = { fontWeight: 700 } as const;

/** The printed compensations on a phone: each row with what it pays, its receipt and status, then the totals. */
export function CompensationsPrintList({ rows, totals, code }: CompensationsPrintProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <PrintList label={t('print.ersattningar.tableLabel')}>
      {rows.map((r) => (
        <Box component="li" key={r.Id} data-testid="print-compensation">
          <Typography sx={bold}>{`${r.Datum} ${code(r)}`}</Typography>
          {r.Text && <Typography variant="body2">{r.Text}</Typography>}
          <FactGrid
            facts={[
              { label: t('print.ersattningar.col.belopp'), value: formatMoney(r.Belopp, r.ValutaKod, lng) },
              { label: t('print.ersattningar.col.moms'), value: formatMoney(r.Moms, r.ValutaKod, lng) },
              { label: t('print.ersattningar.col.summa'), value: formatKronor(r.Summa, lng) },
              {
                label: t('print.ersattningar.col.kvitto'),
                value: t(r.ReceiptId ? 'print.ersattningar.receiptYes' : 'print.ersattningar.receiptNo'),
              },
              { label: t('print.ersattningar.col.status'), value: t(statusLabel(r.Status).key), wide: true },
            ]}
          />
        </Box>
      ))}
      <Box component="li">
        <Typography sx={bold}>{`${t('print.total')}: ${formatKronor(totals.Summa, lng)}`}</Typography>
        <Typography variant="body2">
          {t('print.ersattningar.moms', { amount: formatKronor(totals.MomsSek, lng) })}
        </Typography>
      </Box>
    </PrintList>
  );
}
