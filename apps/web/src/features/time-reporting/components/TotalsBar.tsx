import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PeriodTotals } from '../time-report';
import { formatHours } from './entry-texts';

/** The period's scheduled against reported hours (SPEC §5 Time reporting). */
export function TotalsBar({ totals }: { totals: PeriodTotals }) {
  const { t } = useTranslation();
  const items: [string, string][] = [
    ['scheduled', formatHours(totals.scheduled)],
    ['reported', formatHours(totals.reported)],
    ['attendance', formatHours(totals.attendance)],
    ['absence', formatHours(totals.absence)],
    ['difference', formatHours(totals.difference)],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('timeReport.totals.label')}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}
        component="dl"
      >
        {items.map(([key, value]) => (
          <div key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`timeReport.totals.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`total-${key}`}>
              {t('timeReport.hoursValue', { hours: value })}
            </Typography>
          </div>
        ))}
        {totals.daysWithWarnings > 0 && (
          <div>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t('timeReport.totals.warnings')}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid="total-warnings">
              {totals.daysWithWarnings}
            </Typography>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
