import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { PeriodBar } from '../../../ui/PeriodBar';
import type { ScheduleView } from '../schedule-period';
import type { ScheduleNavigation } from '../use-schedule-period';

/** Week or month, the step back and forth, and back to today; the week's dates on a line of their own on a phone. */
export function ScheduleToolbar({ nav }: { nav: ScheduleNavigation }) {
  const { t } = useTranslation();
  const week = nav.period.view === 'week';
  return (
    <PeriodBar<ScheduleView>
      views={[
        { value: 'week', label: t('schedule.view.week') },
        { value: 'month', label: t('schedule.view.month') },
      ]}
      view={nav.period.view}
      onViewChange={nav.setView}
      viewsLabel={t('schedule.view.label')}
      label={
        <>
          {nav.heading}
          {nav.dates && (
            <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' }, ml: { sm: 1 } }}>
              {nav.dates}
            </Box>
          )}
        </>
      }
      onStep={nav.step}
      previousLabel={t(week ? 'schedule.nav.previousWeek' : 'schedule.nav.previousMonth')}
      nextLabel={t(week ? 'schedule.nav.nextWeek' : 'schedule.nav.nextMonth')}
      today={{ label: t('schedule.nav.today'), onClick: nav.toToday, disabled: nav.showsToday }}
    />
  );
}
