import { beforeEach, describe, expect, it } from 'vitest';
import {
  dateFilterStore,
  initialDateFilter,
  lockDateFilter,
  periodContaining,
  periodOfType,
  resolveDateFilter,
  stepPeriod,
  type DateFilterState,
} from './date-filter';

const TODAY = '2026-11-21'; // a Saturday

describe('periodContaining', () => {
  it.each([
    ['D', '2026-11-21', '2026-11-21', '2026-11-21'],
    ['W', '2026-11-21', '2026-11-16', '2026-11-22'], // Monday to Sunday
    ['W', '2026-11-16', '2026-11-16', '2026-11-22'],
    ['W', '2026-11-22', '2026-11-16', '2026-11-22'],
    ['W', '2027-01-01', '2026-12-28', '2027-01-03'], // across the new year
    ['M', '2026-11-21', '2026-11-01', '2026-11-30'],
    ['M', '2028-02-10', '2028-02-01', '2028-02-29'], // leap year
    ['M', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['Y', '2026-11-21', '2026-01-01', '2026-12-31'],
    ['Y', '2028-02-29', '2028-01-01', '2028-12-31'],
    ['W', '2021-01-03', '2020-12-28', '2021-01-03'], // week 53 of 2020
  ] as const)('%s around %s is %s – %s', (type, date, From, To) => {
    expect(periodContaining(type, date)).toEqual({ From, To });
  });
});

describe('stepPeriod', () => {
  it.each([
    ['D', '2026-12-31', 1, '2027-01-01', '2027-01-01'],
    ['W', '2026-12-28', 1, '2027-01-04', '2027-01-10'],
    ['W', '2026-11-16', -1, '2026-11-09', '2026-11-15'],
    ['M', '2026-12-01', 1, '2027-01-01', '2027-01-31'],
    ['M', '2026-01-01', -1, '2025-12-01', '2025-12-31'],
    ['M', '2026-03-01', -1, '2026-02-01', '2026-02-28'],
    ['Y', '2026-01-01', -1, '2025-01-01', '2025-12-31'],
    ['Y', '2028-01-01', 1, '2029-01-01', '2029-12-31'],
    ['M', '2028-01-01', 1, '2028-02-01', '2028-02-29'], // leap year
    ['M', '2026-10-01', 1, '2026-11-01', '2026-11-30'], // over the autumn clock change
  ] as const)('%s from %s by %i', (type, From, direction, nextFrom, nextTo) => {
    const current = periodContaining(type, From);
    expect(stepPeriod(type, current, direction)).toEqual({ From: nextFrom, To: nextTo });
  });
});

describe('initialDateFilter (SPEC §3 defaults M and CURRENT)', () => {
  it('CURRENT is the period containing today', () => {
    expect(initialDateFilter({ DateFilterPeriodType: 'M', InitialDateFilter: 'CURRENT' }, TODAY)).toEqual({
      periodType: 'M',
      period: { From: '2026-11-01', To: '2026-11-30' },
    });
  });
  it('PREVIOUS and NEXT are the periods before and after it', () => {
    expect(
      initialDateFilter({ DateFilterPeriodType: 'W', InitialDateFilter: 'PREVIOUS' }, TODAY).period,
    ).toEqual({
      From: '2026-11-09',
      To: '2026-11-15',
    });
    expect(initialDateFilter({ DateFilterPeriodType: 'D', InitialDateFilter: 'NEXT' }, TODAY).period).toEqual(
      {
        From: '2026-11-22',
        To: '2026-11-22',
      },
    );
  });
});

describe('periodOfType', () => {
  it('goes around today when the shown period contains it', () => {
    expect(periodOfType('W', { From: '2026-11-01', To: '2026-11-30' }, TODAY)).toEqual({
      From: '2026-11-16',
      To: '2026-11-22',
    });
  });
  it('goes around the shown period otherwise', () => {
    expect(periodOfType('W', { From: '2026-09-01', To: '2026-09-30' }, TODAY)).toEqual({
      From: '2026-08-31',
      To: '2026-09-06',
    });
  });
});

describe('the date filter store (SPEC §4: once locked it cannot be changed; setting it locks it)', () => {
  const month = { DateFilterPeriodType: 'M', InitialDateFilter: 'CURRENT' } as const;
  const day = { DateFilterPeriodType: 'D', InitialDateFilter: 'CURRENT' } as const;
  beforeEach(() => dateFilterStore.set(null));

  it('is set from the settings the first time, and locks', () => {
    const first = resolveDateFilter(dateFilterStore.get(), 'per|PER', month, TODAY);
    expect(first).toMatchObject({ periodType: 'M', locked: true });
    lockDateFilter(first);
    expect(dateFilterStore.get()).toBe(first);
  });

  it('reads as the same object before and after it is locked, so locking renders nothing again', () => {
    const before = resolveDateFilter(dateFilterStore.get(), 'per|PER', month, TODAY);
    expect(resolveDateFilter(dateFilterStore.get(), 'per|PER', month, TODAY)).toBe(before);
    lockDateFilter(before);
    expect(resolveDateFilter(dateFilterStore.get(), 'per|PER', month, TODAY)).toBe(before);
    // Other settings, another day or another login: a value of its own.
    dateFilterStore.set(null);
    expect(resolveDateFilter(null, 'per|PER', day, TODAY)).not.toBe(before);
    expect(resolveDateFilter(null, 'per|PER', month, '2027-01-15').period.From).toBe('2027-01-01');
    expect(resolveDateFilter(null, 'ftg|FTG', month, TODAY).owner).toBe('ftg|FTG');
  });

  it('later settings loads do not reset it', () => {
    lockDateFilter(resolveDateFilter(null, 'per|PER', month, TODAY));
    const again = resolveDateFilter(dateFilterStore.get(), 'per|PER', day, TODAY);
    expect(again.periodType).toBe('M');
    lockDateFilter(resolveDateFilter(null, 'per|PER', day, TODAY));
    expect(dateFilterStore.get()?.periodType).toBe('M');
  });

  it('a user change stays and is not overridden by a new initialisation', () => {
    lockDateFilter(resolveDateFilter(null, 'per|PER', month, TODAY));
    dateFilterStore.set((s) => ({
      ...(s as DateFilterState),
      period: { From: '2026-10-01', To: '2026-10-31' },
    }));
    lockDateFilter(resolveDateFilter(null, 'per|PER', month, TODAY));
    expect(dateFilterStore.get()?.period).toEqual({ From: '2026-10-01', To: '2026-10-31' });
  });

  it('another login in the tab starts from its own settings', () => {
    lockDateFilter(resolveDateFilter(null, 'per|PER', month, TODAY));
    const other = resolveDateFilter(dateFilterStore.get(), 'ftg|FTG', day, TODAY);
    expect(other.periodType).toBe('D');
    lockDateFilter(other);
    expect(dateFilterStore.get()?.owner).toBe('ftg|FTG');
  });
});
