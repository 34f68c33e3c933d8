import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TIME_ENTRY_STATUSES } from '@lonportal/domain/row-status';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import type { StatusCounts } from '../../../lib/row-status/status-actions';
import { statusLabel } from '../../../lib/row-status/status-labels';
import { FactGrid, type Fact } from '../../../ui/FactGrid';
import { PrintList } from '../../../ui/PrintPage';
import type { AttestTotals } from './attest-list-print';

const bold = { fontWeight: 700 } as const;

/** The attest list's employees on a phone: hours, and rows per status that has rows. */
export function AttestListPrintEmployees({
  rows,
  totals,
}: {
  rows: readonly AttestListEntry[];
  totals: AttestTotals;
}) {
  const { t } = useTranslation();
  const status = (counts: StatusCounts): Fact => {
    const present = TIME_ENTRY_STATUSES.filter((s) => counts[s] > 0);
    return {
      label: t('print.tidrapport.col.status'),
      value:
        present.length === 0
          ? t('approval.noRowsShort')
          : present.map((s) => (
              <Box component="span" key={s} sx={{ display: 'block' }}>
                {t('approval.statusCount', { status: t(statusLabel(s).key), count: counts[s] })}
              </Box>
            )),
      wide: true,
    };
  };
  return (
    <PrintList label={t('print.attestlista.tableLabel')}>
      {rows.map((e) => (
        <Box component="li" key={e.AnstNr} data-testid="print-employee">
          <Typography sx={{ ...bold, overflowWrap: 'anywhere' }}>{`${e.EfNamn}, ${e.FoNamn}`}</Typography>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('approval.card.employee', { anstNr: e.AnstNr, department: e.Avdelning })}
          </Typography>
          <FactGrid
            facts={[
              { label: t('print.attestlista.col.schema'), value: formatNumberSv(e.SchemaTimmar) },
              { label: t('print.attestlista.col.timmar'), value: formatNumberSv(e.Timmar) },
              status(e.Antal),
            ]}
          />
        </Box>
      ))}
      <Box component="li">
        <Typography sx={bold}>{t('print.total')}</Typography>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('print.attestlista.employees', { count: totals.employees })}
        </Typography>
        <FactGrid
          facts={[
            { label: t('print.attestlista.col.schema'), value: formatNumberSv(totals.schemaTimmar) },
            { label: t('print.attestlista.col.timmar'), value: formatNumberSv(totals.timmar) },
            status(totals.antal),
          ]}
        />
      </Box>
    </PrintList>
  );
}
