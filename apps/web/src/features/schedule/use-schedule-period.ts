import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isoWeek } from '@lonportal/domain/dates';
import { monthName } from '../../lib/date-format';
import { todayIso } from '../../lib/today';
import {
  periodFromSearch,
  schedulePeriod,
  searchFor,
  stepSchedulePeriod,
  type ScheduleView,
} from './schedule-period';

/** The period /schedule shows, in its address, with the steps back, forth and to today. */
export function useSchedulePeriod() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const today = todayIso();
  const period = periodFromSearch(search, today);
  const go = (next: ReturnType<typeof schedulePeriod>) =>
    setSearch(searchFor(search, next), { replace: true });
  const lng = i18n.resolvedLanguage ?? i18n.language;
  // The week's number and its dates apart: on a phone the dates take a line of their own.
  const heading =
    period.view === 'week'
      ? t('schedule.period.week', { week: isoWeek(period.From) })
      : `${monthName(period.anchor, lng)} ${period.anchor.slice(0, 4)}`;
  const dates =
    period.view === 'week' ? t('schedule.period.dates', { from: period.From, to: period.To }) : '';
  return {
    period,
    today,
    heading,
    dates,
    /** The period in words, for the list's name. */
    label: dates ? `${heading}, ${dates}` : heading,
    /** Whether today is in the period shown (the today button is then of no use). */
    showsToday: schedulePeriod(period.view, today).anchor === period.anchor,
    step: (by: -1 | 1) => go(stepSchedulePeriod(period, by)),
    toToday: () => go(schedulePeriod(period.view, today)),
    // A week becomes the month of its Thursday (the day ISO 8601 dates a week by); a month the week
    // of today when today is in it, else its first week.
    setView: (view: ScheduleView) =>
      go(
        schedulePeriod(
          view,
          period.view === 'week'
            ? addDays(period.From, 3)
            : today.startsWith(period.anchor.slice(0, 7))
              ? today
              : period.anchor,
        ),
      ),
  };
}

export type ScheduleNavigation = ReturnType<typeof useSchedulePeriod>;
