import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { useAbsenceCalendar } from '../use-absence-calendar';
import type { CalendarView } from '../absence-calendar';

/** The calendar's week or month, the step back and forth, and the department (when there are several). */
export function AbsenceCalendarToolbar({ cal }: { cal: ReturnType<typeof useAbsenceCalendar> }) {
  const { t } = useTranslation();
  const data = cal.calendar.data;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={cal.view}
        onChange={(_, v: CalendarView | null) => v && cal.setView(v)}
        aria-label={t('absenceCalendar.view')}
        // The unselected button's default grey is short of 4.5:1 on the page's background.
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        <ToggleButton value="week">{t('absenceCalendar.weekView')}</ToggleButton>
        <ToggleButton value="month">{t('absenceCalendar.monthView')}</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton onClick={() => cal.step(-1)} aria-label={t('absenceCalendar.previous')}>
          <ChevronLeft />
        </IconButton>
        <Typography component="p" aria-live="polite" sx={{ minWidth: 150, textAlign: 'center' }}>
          {cal.label}
        </Typography>
        <IconButton onClick={() => cal.step(1)} aria-label={t('absenceCalendar.next')}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {data && data.Avdelningar.length > 1 && (
        <TextField
          select
          size="small"
          label={t('absenceCalendar.department')}
          value={cal.avdelning}
          onChange={(e) => cal.setAvdelning(e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('absenceCalendar.allDepartments')}</MenuItem>
          {data.Avdelningar.map((a) => (
            <MenuItem key={a.Avdelning} value={a.Avdelning}>
              {a.Namn}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
