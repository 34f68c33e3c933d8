import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { compensationTotals, type Compensation } from '@lonportal/domain/compensations/compensations';
import { formatKronor } from '../../../lib/number-format';
import { Total } from './compensation-row';

/** The period's rows, their sum and their VAT, above the rows. */
export function CompensationTotals({ rows }: { rows: readonly Compensation[] }) {
  const { t, i18n } = useTranslation();
  const totals = compensationTotals(rows);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('compensations.totals.label')}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack
        direction="row"
        useFlexGap
        component="dl"
        sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}
      >
        <Total label={t('compensations.totals.rows')} value={String(rows.length)} />
        <Total
          label={t('compensations.totals.summa')}
          value={formatKronor(totals.Summa, i18n.language)}
          testId="total-summa"
        />
        <Total
          label={t('compensations.totals.moms')}
          value={formatKronor(totals.MomsSek, i18n.language)}
          testId="total-moms"
        />
      </Stack>
    </Paper>
  );
}
