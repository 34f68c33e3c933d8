import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isoWeek } from '@lonportal/domain/dates';
import { monthName } from '../../../lib/date-format';
import { todayIso } from '../../../lib/today';
import type { PlanFilter } from '../api/needs';
import {
  DEPARTMENT,
  TASK,
  periodFromSearch,
  searchForPeriod,
  stepPeriod,
  periodOf,
  type PeriodView,
} from './period';

/**
 * The period and filters of a staffing page, in its address (`?vy&datum&avdelning&uppgift`, as the
 * planner's): a reload, a bookmark or a link from another staffing page opens the same view.
 */
export function usePlanPeriod() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search, todayIso());
  const filter: PlanFilter = {
    From: period.From,
    To: period.To,
    Avdelning: search.get(DEPARTMENT) ?? '',
    Bemuppgift: search.get(TASK) ?? '',
  };
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const label =
    period.view === 'week'
      ? t('staffing.needs.period.week', { week: isoWeek(period.From), from: period.From, to: period.To })
      : `${monthName(period.From, i18n.language)} ${period.From.slice(0, 4)}`;
  return {
    period,
    filter,
    label,
    step: (by: -1 | 1) => setSearch(searchForPeriod(search, stepPeriod(period, by)), { replace: true }),
    setView: (view: PeriodView) =>
      setSearch(searchForPeriod(search, periodOf(view, period.From)), { replace: true }),
    setAvdelning: (code: string) => setParam(DEPARTMENT, code),
    setBemuppgift: (code: string) => setParam(TASK, code),
  };
}

export type PlanPeriod = ReturnType<typeof usePlanPeriod>;
