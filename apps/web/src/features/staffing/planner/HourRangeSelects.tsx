import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { HourRange } from './day-hours';

const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
const ALL = Array.from({ length: 25 }, (_, h) => h);

/** The day view's first and last hour (SPEC §9: 6 to 18 by default); the start stays before the end. */
export function HourRangeSelects({
  range,
  onChange,
}: {
  range: HourRange;
  onChange: (r: HourRange) => void;
}) {
  const { t } = useTranslation();
  const sx = { minWidth: 110, flex: { xs: '1 1 100px', sm: '0 0 auto' } } as const;
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('staffing.planner.hours.from')}
        value={range.Fran}
        onChange={(e) => onChange({ ...range, Fran: Number(e.target.value) })}
        sx={sx}
      >
        {ALL.filter((h) => h < range.Till).map((h) => (
          <MenuItem key={h} value={h}>
            {pad(h)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staffing.planner.hours.to')}
        value={range.Till}
        onChange={(e) => onChange({ ...range, Till: Number(e.target.value) })}
        sx={sx}
      >
        {ALL.filter((h) => h > range.Fran).map((h) => (
          <MenuItem key={h} value={h}>
            {pad(h)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
