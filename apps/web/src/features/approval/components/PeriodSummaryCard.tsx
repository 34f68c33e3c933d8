import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import type { PeriodSummary } from '../period-summary';
import { StatusCountChips } from './StatusChips';

/** What an employee reported in the period: hours against the schedule, rows, warnings, status. */
export function PeriodSummaryCard({ name, summary }: { name: string; summary: PeriodSummary }) {
  const { t } = useTranslation();
  const facts: [label: string, value: string][] = [
    [t('approval.summary.scheduled'), formatNumberSv(summary.scheduled)],
    [t('approval.summary.reported'), formatNumberSv(summary.reported)],
    [t('approval.summary.difference'), formatNumberSv(summary.difference)],
    [t('approval.summary.rows'), String(summary.rows)],
    [t('approval.summary.warnings'), String(summary.warnings)],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="approval-summary"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="approval-summary" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('approval.summary.title', { name })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: { xs: 2, sm: 4 },
          rowGap: 1,
          m: 0,
        }}
      >
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Fragment>
        ))}
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {t('approval.summary.status')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <StatusCountChips counts={summary.counts} />
        </Box>
      </Box>
    </Paper>
  );
}
