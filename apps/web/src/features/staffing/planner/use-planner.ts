import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isoWeek } from '@lonportal/domain/dates';
import { isValidIsoDate } from '@lonportal/domain/validation/dates';
import { todayIso } from '../../../lib/today';
import { formatDayWithWeekday, monthName } from '../../../lib/date-format';
import { useSession } from '../../../lib/session';
import { usePlanning } from '../api/planner';
import type { PlanFilter } from '../api/needs';
import {
  daysOf,
  periodFromSearch,
  periodOf,
  searchForPeriod,
  stepPeriod,
  type PeriodView,
  type StaffingPeriod,
} from '../needs/period';
import { dayCover, plannerModel } from './planner-grid';
import type { ShiftStart } from './shift-form';

/** The planner's views: the needs pages' week and month, and its own day by the hour (SPEC §9). */
export type PlannerView = PeriodView | 'day';
export const PLANNER_VIEWS: readonly PlannerView[] = ['day', 'week', 'month'];
interface PlannerPeriod {
  view: PlannerView;
  From: string;
  To: string;
}

/** The period of the address (`?vy=day&datum=…` is one day; the rest is period.ts's). */
function plannerPeriod(search: URLSearchParams, today: string): PlannerPeriod {
  const datum = search.get('datum') ?? '';
  if (search.get('vy') !== 'day') return periodFromSearch(search, today);
  const day = isValidIsoDate(datum) ? datum : today;
  return { view: 'day', From: day, To: day };
}

/** The address's search for a period of any view, keeping the filters. */
function searchFor(search: URLSearchParams, period: PlannerPeriod): URLSearchParams {
  if (period.view !== 'day') return searchForPeriod(search, period as StaffingPeriod);
  const next = new URLSearchParams(search);
  next.set('vy', 'day');
  next.set('datum', period.From);
  return next;
}

/** The period after (1) or before (-1) `period`: a day steps by a day. */
const stepped = (period: PlannerPeriod, by: -1 | 1): PlannerPeriod =>
  period.view === 'day'
    ? { view: 'day', From: addDays(period.From, by), To: addDays(period.From, by) }
    : stepPeriod(period as StaffingPeriod, by);

/** `view` around `anchor`. */
const periodFor = (view: PlannerView, anchor: string): PlannerPeriod =>
  view === 'day' ? { view, From: anchor, To: anchor } : periodOf(view, anchor);

/** The address's names of the filters (the period's are period.ts's). */
const DEPARTMENT = 'avdelning';
const TASK = 'uppgift';

/**
 * /bemanna/planering's state: the week (SPEC §9 default) or month shown and its filters, kept in
 * the address (a link from the overview opens the same view), the planning answer as a grid, and
 * the dialog open on it.
 */
export function usePlanner() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const [search, setSearch] = useSearchParams();
  const period = plannerPeriod(search, todayIso());
  const filter: PlanFilter = {
    From: period.From,
    To: period.To,
    Avdelning: search.get(DEPARTMENT) ?? '',
    Bemuppgift: search.get(TASK) ?? '',
  };
  const planning = usePlanning(ftgId, filter);
  const data = planning.data;
  const days = useMemo(() => daysOf(period.From, period.To), [period.From, period.To]);
  const model = useMemo(() => (data ? plannerModel(data.Pass, data.Personal) : null), [data]);
  const cover = useMemo(
    () => (data ? dayCover(days, data.Behov, data.Pass, filter.Bemuppgift) : []),
    [data, days, filter.Bemuppgift],
  );
  const [dialog, setDialog] = useState<ShiftStart | null>(null);

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const label =
    period.view === 'day'
      ? formatDayWithWeekday(period.From, i18n.language)
      : period.view === 'week'
        ? t('staffing.planner.week', { week: isoWeek(period.From), from: period.From, to: period.To })
        : `${monthName(period.From, i18n.language)} ${period.From.slice(0, 4)}`;
  const go = (next: PlannerPeriod, replace = true) => setSearch(searchFor(search, next), { replace });
  return {
    ftgId,
    period,
    label,
    filter,
    days,
    planning,
    model,
    cover,
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    // The day view opens on today when the period shows it, else on the period's first day.
    setView: (view: PlannerView) => {
      const today = todayIso();
      const shown = view === 'day' && today >= period.From && today <= period.To;
      go(periodFor(view, shown ? today : period.From));
    },
    /** The day by the hour of `day` (a tap on a day's heading); Back returns to the week or month. */
    openDay: (day: string) => go(periodFor('day', day), false),
    step: (by: -1 | 1) => setSearch(searchFor(search, stepped(period, by)), { replace: true }),
    today: () => setSearch(searchFor(search, periodFor(period.view, todayIso())), { replace: true }),
    setDepartment: (value: string) => setParam(DEPARTMENT, value),
    setTask: (value: string) => setParam(TASK, value),
  };
}

export type Planner = ReturnType<typeof usePlanner>;
