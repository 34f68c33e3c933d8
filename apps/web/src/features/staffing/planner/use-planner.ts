import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isoWeek } from '@lonportal/domain/dates';
import { todayIso } from '../../../lib/today';
import { monthName } from '../../../lib/date-format';
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
} from '../needs/period';
import { dayCover, plannerModel } from './planner-grid';
import type { ShiftStart } from './shift-form';

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
  const period = periodFromSearch(search, todayIso());
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
    period.view === 'week'
      ? t('staffing.planner.week', { week: isoWeek(period.From), from: period.From, to: period.To })
      : `${monthName(period.From, i18n.language)} ${period.From.slice(0, 4)}`;
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
    setView: (view: PeriodView) =>
      setSearch(searchForPeriod(search, periodOf(view, period.From)), { replace: true }),
    step: (by: -1 | 1) => setSearch(searchForPeriod(search, stepPeriod(period, by)), { replace: true }),
    today: () => setSearch(searchForPeriod(search, periodOf(period.view, todayIso())), { replace: true }),
    setDepartment: (value: string) => setParam(DEPARTMENT, value),
    setTask: (value: string) => setParam(TASK, value),
  };
}

export type Planner = ReturnType<typeof usePlanner>;
