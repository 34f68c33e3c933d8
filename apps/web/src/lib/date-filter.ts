import { useEffect } from 'react';
import { DATE_FILTER_PERIOD_TYPES, type UserAppSettings } from '@lonportal/domain/auth/schemas';
import { addDays, firstOfMonth, isoWeek, lastOfMonth, mondayOf, type Period } from '@lonportal/domain/dates';
import { formatDate, formatDayWithWeekday, monthName } from './date-format';
import { useSession } from './session';
import { createStore, useStore } from './store';
import { todayIso } from './today';

// SPEC §3 UserAppSettings (DateFilterPeriodType default M, InitialDateFilter default CURRENT),
// §4 "The date filter, once locked, cannot be changed, and setting it locks it", §9 week from
// Monday. The time pages share one period: it is set once from the user's settings (which locks it
// against later settings loads) and afterwards only the user moves it. It lives outside React so
// that it survives navigation between the pages. The calendar arithmetic is the domain's (dates.ts).

/** D day, W week (Monday–Sunday), M month, Y year. */
export type PeriodType = (typeof DATE_FILTER_PERIOD_TYPES)[number];
export const PERIOD_TYPES: readonly PeriodType[] = DATE_FILTER_PERIOD_TYPES;

export type { Period };

export interface DateFilterState {
  /** The login the filter was set for: another login in the tab starts from its own settings. */
  owner: string;
  periodType: PeriodType;
  period: Period;
  /** Always true once set (SPEC §4: setting it locks it). */
  locked: true;
}

type FilterSettings = Pick<UserAppSettings, 'DateFilterPeriodType' | 'InitialDateFilter'>;

/** The period of type `type` that contains `date`. */
export function periodContaining(type: PeriodType, date: string): Period {
  switch (type) {
    case 'D':
      return { From: date, To: date };
    case 'W': {
      const monday = mondayOf(date);
      return { From: monday, To: addDays(monday, 6) };
    }
    case 'M':
      return { From: firstOfMonth(date), To: lastOfMonth(date) };
    case 'Y':
      return { From: `${date.slice(0, 4)}-01-01`, To: `${date.slice(0, 4)}-12-31` };
  }
}

/** The period before (-1) or after (1) the one of type `type` that starts `period`. */
export function stepPeriod(type: PeriodType, period: Period, direction: -1 | 1): Period {
  switch (type) {
    case 'D':
      return periodContaining('D', addDays(period.From, direction));
    case 'W':
      return periodContaining('W', addDays(period.From, 7 * direction));
    case 'M':
      return periodContaining('M', firstOfMonth(period.From, direction));
    case 'Y':
      return periodContaining('Y', firstOfMonth(period.From, 12 * direction));
  }
}

/** The first period from the user's settings: the one containing today, or the one before or after. */
export function initialDateFilter(
  settings: FilterSettings,
  today: string,
): Pick<DateFilterState, 'periodType' | 'period'> {
  const periodType = settings.DateFilterPeriodType;
  const current = periodContaining(periodType, today);
  const period =
    settings.InitialDateFilter === 'PREVIOUS'
      ? stepPeriod(periodType, current, -1)
      : settings.InitialDateFilter === 'NEXT'
        ? stepPeriod(periodType, current, 1)
        : current;
  return { periodType, period };
}

/**
 * The period of the new type: around today when today is in the shown period (a month showing
 * today becomes today's week), otherwise around the shown period's first day.
 */
export function periodOfType(type: PeriodType, shown: Period, today: string): Period {
  const anchor = today >= shown.From && today <= shown.To ? today : shown.From;
  return periodContaining(type, anchor);
}

/** The filter's store; null until the first time page sets it from the user's settings. */
export const dateFilterStore = createStore<DateFilterState | null>(null);

/**
 * The first value resolveDateFilter gave while nothing was stored, the same object while the
 * owner, the settings and the day are: components read it before a page stores it, so that storing
 * it changes nothing they see (no second render of the whole page as it opens).
 */
let firstValue: DateFilterState | null = null;

/**
 * The filter for `owner`: what is stored for them, else the first value from `settings` (which
 * the caller then stores, locking it), the same object while nothing changes it (firstValue).
 * Later settings never replace a stored filter.
 */
export function resolveDateFilter(
  stored: DateFilterState | null,
  owner: string,
  settings: FilterSettings,
  today: string,
): DateFilterState {
  if (stored && stored.owner === owner) return stored;
  const first = initialDateFilter(settings, today);
  const same =
    firstValue?.owner === owner &&
    firstValue.periodType === first.periodType &&
    firstValue.period.From === first.period.From &&
    firstValue.period.To === first.period.To;
  if (!same) firstValue = { owner, locked: true, ...first };
  return firstValue as DateFilterState;
}

/** Stores `state` unless a filter is already locked for its owner (the first setting wins). */
export function lockDateFilter(state: DateFilterState): void {
  dateFilterStore.set((stored) => (stored && stored.owner === state.owner ? stored : state));
}

export interface DateFilter {
  period: Period;
  periodType: PeriodType;
  /** A new period type; the period becomes the one of that type around today or the shown period. */
  setPeriodType: (type: PeriodType) => void;
  /** An exact period (e.g. the month a calendar navigates to), optionally with a new type. */
  setPeriod: (period: Period, periodType?: PeriodType) => void;
  /** The previous (-1) or next (1) period of the current type. */
  step: (direction: -1 | 1) => void;
}

export { todayIso };

/** The shared date filter of the time pages (SPEC §4), set from the user's settings the first time. */
export function useDateFilter(): DateFilter {
  const { me } = useSession();
  const owner = `${me.UserAccount.Login}|${me.UserAccount.Roll}`;
  const settings = me.UserAppSettings;
  const state = useStore(dateFilterStore, (stored) => resolveDateFilter(stored, owner, settings, todayIso()));

  useEffect(() => {
    lockDateFilter(state);
  }, [state]);

  const update = (change: (s: DateFilterState) => Pick<DateFilterState, 'periodType' | 'period'>) =>
    dateFilterStore.set((current) => {
      const base = current && current.owner === owner ? current : state;
      return { ...base, ...change(base), owner, locked: true };
    });

  return {
    period: state.period,
    periodType: state.periodType,
    setPeriodType: (type) =>
      update((s) => ({ periodType: type, period: periodOfType(type, s.period, todayIso()) })),
    setPeriod: (period, periodType) => update((s) => ({ periodType: periodType ?? s.periodType, period })),
    step: (direction) =>
      update((s) => ({ periodType: s.periodType, period: stepPeriod(s.periodType, s.period, direction) })),
  };
}

/** Whether `period` is exactly the period of `type` around its first day. */
export const isWholePeriod = (type: PeriodType, period: Period): boolean => {
  const whole = periodContaining(type, period.From);
  return whole.From === period.From && whole.To === period.To;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The period as shown: "lör 2026-11-21", "Vecka 47 (2026-11-16 – 2026-11-22)", "november 2026",
 * "2026", or "2026-11-03 – 2026-11-09" for a period that is not one whole period of its type.
 */
export function periodLabel(t: Translate, lng: string, type: PeriodType, period: Period): string {
  const from = formatDate(period.From);
  const to = formatDate(period.To);
  if (!isWholePeriod(type, period)) return t('dateFilter.range', { from, to });
  switch (type) {
    case 'D':
      return formatDayWithWeekday(period.From, lng);
    case 'W':
      return t('dateFilter.week', { week: isoWeek(period.From), from, to });
    case 'M':
      return `${monthName(period.From, lng)} ${period.From.slice(0, 4)}`;
    case 'Y':
      return period.From.slice(0, 4);
  }
}
