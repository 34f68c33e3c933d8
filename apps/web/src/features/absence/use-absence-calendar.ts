import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AbsenceCalendarSchema } from '@lonportal/domain/absence/calendar';
import { addDays, addMonths, isoWeek } from '@lonportal/domain/dates';
import { apiRequest } from '../../lib/api-client';
import { monthName } from '../../lib/date-format';
import { todayIso } from '../../lib/date-filter';
import { refetchedWhenShown } from '../../lib/query-freshness';
import { useSession } from '../../lib/session';
import { daysOf, rangeOf, type CalendarView } from './absence-calendar';

/**
 * /absencecalendar's data: the view (a week on a phone, else a month) and the period it shows,
 * the department chosen, and who is away when in it.
 */
export function useAbsenceCalendar() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const [view, setView] = useState<CalendarView>(() => (window.innerWidth < 600 ? 'week' : 'month'));
  const [anchor, setAnchor] = useState(todayIso());
  const [avdelning, setAvdelning] = useState('');
  const range = rangeOf(view, anchor);
  const calendar = useQuery({
    queryKey: ['company', ftgId, 'absencecalendar', range, avdelning] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/absencecalendar?From=${range.From}&To=${range.To}${avdelning ? `&Avdelning=${encodeURIComponent(avdelning)}` : ''}`,
        AbsenceCalendarSchema,
        { signal },
      ),
    staleTime: refetchedWhenShown,
  });
  const step = (by: -1 | 1) => setAnchor(view === 'week' ? addDays(anchor, 7 * by) : addMonths(anchor, by));
  const label =
    view === 'week'
      ? t('absenceCalendar.week', { week: isoWeek(range.From), from: range.From, to: range.To })
      : `${monthName(range.From, i18n.language)} ${range.From.slice(0, 4)}`;
  return {
    view,
    setView,
    step,
    label,
    days: daysOf(range.From, range.To),
    avdelning,
    setAvdelning,
    calendar,
  };
}
