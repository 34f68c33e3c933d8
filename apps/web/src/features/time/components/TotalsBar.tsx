import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PeriodTotals } from '../time-report';
import { formatHours } from '../../../lib/number-format';

const KEYS = ['scheduled', 'reported', 'attendance', 'absence', 'difference'] as const;

/**
 * The period's scheduled against reported hours (SPEC §5 Time reporting) and, while the period is
 * going on, the same up to today (on the 24th the difference of the whole month is no
 * news; the one to date is).
 */
export function TotalsBar({ totals, toDate }: { totals: PeriodTotals; toDate: PeriodTotals | null }) {
  const { t } = useTranslation();
  const hours = (h: number) => t('timeReport.hoursValue', { hours: formatHours(h) });
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
        {KEYS.map((key) => (
          <div key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`timeReport.totals.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`total-${key}`}>
              {hours(totals[key])}
            </Typography>
            {toDate && (key === 'scheduled' || key === 'reported' || key === 'difference') && (
              <Typography
                component="dd"
                variant="body2"
                color="text.secondary"
                sx={{ m: 0 }}
                data-testid={`to-date-${key}`}
              >
                {t('timeReport.totals.toDate', { hours: hours(toDate[key]) })}
              </Typography>
            )}
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
