import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  PERIOD_TYPES,
  periodContaining,
  periodLabel,
  stepPeriod,
  useDateFilter,
  type PeriodType,
} from '../../lib/date-filter';

interface Props {
  /** 'month': month by month (the calendar) without the period type. */
  mode: 'period' | 'month';
}

/**
 * SPEC §4 date filter: the period type, previous/next and the period shown (Swedish dates). The
 * calendar steps month by month through the same filter (which makes its type a month).
 */
export function DateFilterControl({ mode }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const filter = useDateFilter();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const type: PeriodType = mode === 'month' ? 'M' : filter.periodType;
  const period = mode === 'month' ? periodContaining('M', filter.period.From) : filter.period;
  const step = (direction: -1 | 1) =>
    mode === 'month' ? filter.setPeriod(stepPeriod('M', period, direction), 'M') : filter.step(direction);

  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t('dateFilter.label')}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {mode === 'period' && (
        <TextField
          id={`${id}-type`}
          select
          size="small"
          label={t('dateFilter.periodType')}
          value={filter.periodType}
          onChange={(e) => filter.setPeriodType(e.target.value as PeriodType)}
          sx={{ minWidth: 120 }}
        >
          {PERIOD_TYPES.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`dateFilter.type.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'nowrap' }}>
        <IconButton onClick={() => step(-1)} aria-label={t(`dateFilter.previous.${type}`)}>
          <ChevronLeft />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          data-testid="date-filter-period"
          sx={{
            minWidth: 150,
            textAlign: 'center',
            fontWeight: 500,
            '&::first-letter': { textTransform: 'uppercase' },
          }}
        >
          {periodLabel(t, lng, type, period)}
        </Typography>
        <IconButton onClick={() => step(1)} aria-label={t(`dateFilter.next.${type}`)}>
          <ChevronRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
