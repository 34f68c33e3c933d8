import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ScheduleView } from '../schedule-period';
import type { ScheduleNavigation } from '../use-schedule-period';

/** Week or month, the step back and forth, and back to today; on a phone on two rows. */
export function ScheduleToolbar({ nav }: { nav: ScheduleNavigation }) {
  const { t } = useTranslation();
  const week = nav.period.view === 'week';
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={nav.period.view}
        onChange={(_, v: ScheduleView | null) => v && nav.setView(v)}
        aria-label={t('schedule.view.label')}
        // The unselected button's default grey is short of 4.5:1 on the page's background.
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        <ToggleButton value="week">{t('schedule.view.week')}</ToggleButton>
        <ToggleButton value="month">{t('schedule.view.month')}</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="outlined" size="small" onClick={nav.toToday} disabled={nav.showsToday}>
        {t('schedule.nav.today')}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
        <IconButton
          onClick={() => nav.step(-1)}
          aria-label={t(week ? 'schedule.nav.previousWeek' : 'schedule.nav.previousMonth')}
        >
          <ChevronLeft />
        </IconButton>
        <Typography
          component="p"
          aria-live="polite"
          sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: 150, textAlign: 'center', fontWeight: 500 }}
        >
          {nav.heading}
          {nav.dates && (
            <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' }, ml: { sm: 1 } }}>
              {nav.dates}
            </Box>
          )}
        </Typography>
        <IconButton
          onClick={() => nav.step(1)}
          aria-label={t(week ? 'schedule.nav.nextWeek' : 'schedule.nav.nextMonth')}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
