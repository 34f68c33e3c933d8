import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ScheduleDay } from '@lonportal/domain/schedule/schedule';
import { useSession } from '../../lib/session';
import { ShiftSwapsSection, type SwapShift } from '../staffing';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { useNarrowScreen } from '../../ui/screen';
import { useSchedule } from './api/get-schedule';
import { DayCard } from './components/DayCard';
import { MonthGrid } from './components/MonthGrid';
import { ScheduleToolbar } from './components/ScheduleToolbar';
import type { NightPart } from './components/ShiftItem';
import { isEmptySchedule, listedDays, nightParts, type SchedulePeriod } from './schedule-period';
import { useSchedulePeriod } from './use-schedule-period';

/** The shown period's own shifts, as one of them may be given back in a swap. */
const ownShifts = (days: ScheduleDay[]): SwapShift[] =>
  days.flatMap((d) => d.Pass.map((p) => ({ ...p, Datum: d.Datum })));

/** The period's days: a list of days (a week, or a month on a phone), or the month's grid. */
function ScheduleDays({
  period,
  days,
  today,
  label,
}: {
  period: SchedulePeriod;
  days: ScheduleDay[];
  today: string;
  label: string;
}) {
  const { t } = useTranslation();
  const phone = useNarrowScreen();
  const listed = listedDays(period, days);
  const parts = useMemo(() => nightParts(days), [days]);
  const nightOf = (id: string): NightPart =>
    parts.goesOn.has(id) ? 'goesOn' : parts.cameFrom.has(id) ? 'cameFrom' : null;
  const byDate = useMemo(() => new Map(days.map((d) => [d.Datum, d])), [days]);
  return (
    <>
      {isEmptySchedule(listed) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(period.view === 'week' ? 'schedule.empty.week' : 'schedule.empty.month')}
        </Alert>
      )}
      {period.view === 'month' && !phone ? (
        <MonthGrid anchor={period.anchor} days={byDate} today={today} label={label} />
      ) : (
        <Box
          component="ol"
          aria-label={label}
          sx={{ m: 0, p: 0, display: 'grid', gap: period.view === 'week' ? 1 : 0.5, maxWidth: 760 }}
        >
          {listed.map((d) => (
            <DayCard key={d.Datum} day={d} today={today} nightOf={nightOf} dense={period.view === 'month'} />
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * /schedule (SPEC §2.1, route Schedule; §6: anyone with an AnstNr): the employee's own schedule by
 * week (the default, SPEC §9) or month: published shifts with their task, place, kind and
 * colleagues, the work schedule's hours on days without a shift, holidays, leave and absence.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const nav = useSchedulePeriod();
  const schedule = useSchedule(me.FtgInfo.FtgId, nav.period.From, nav.period.To);
  return (
    <PeriodPageFrame title={t('schedule.title')}>
      <ScheduleToolbar nav={nav} />
      {schedule.isPending ? (
        <PageLoader />
      ) : schedule.error ? (
        <LoadFailed
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
          retryText={t('schedule.retry')}
          text={t('schedule.loadFailed')}
        />
      ) : (
        <>
          <ScheduleDays
            period={nav.period}
            days={schedule.data.Dagar}
            today={nav.today}
            label={t('schedule.daysLabel', { period: nav.label })}
          />
          <ShiftSwapsSection ownShifts={ownShifts(schedule.data.Dagar)} />
        </>
      )}
    </PeriodPageFrame>
  );
}
