// How the needs page lays out a period's needs (SPEC §2.1 /bemanna/behov): by day, in the order of
// the day, each need's codes named from the company's registers, and a repetition told in words.
import type { TFunction } from 'i18next';
import { behovsdagar, type Behov, type Upprepning } from '@lonportal/domain/staffing/needs';
import { weekdayIndex } from '@lonportal/domain/dates';
import { weekdayNames } from '../../../lib/date-format';

export interface NeedDay {
  Datum: string;
  needs: Behov[];
}

/** The needs by day, the days in order and each day's needs by start, end and task. */
export function groupByDay(needs: readonly Behov[]): NeedDay[] {
  const days = new Map<string, Behov[]>();
  for (const need of needs) days.set(need.Datum, [...(days.get(need.Datum) ?? []), need]);
  const order = (a: Behov, b: Behov) =>
    a.StartTid.localeCompare(b.StartTid) ||
    a.SlutTid.localeCompare(b.SlutTid) ||
    a.Bemuppgift.localeCompare(b.Bemuppgift);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([Datum, list]) => ({ Datum, needs: list.sort(order) }));
}

/** Whether a need is one day of a repeated need: another row of the period shares its series. */
export const isSeries = (need: Behov, all: readonly Behov[]): boolean =>
  all.some((other) => other.SerieId === need.SerieId && other.Id !== need.Id);

/** The names of `codes` from a register list (the code itself for one the list no longer has). */
export function namesOf(codes: readonly string[], names: ReadonlyMap<string, string>): string[] {
  return codes.map((code) => names.get(code) || code);
}

/**
 * A repetition in words, e.g. "Varje vecka på mån, ons till och med 2026-12-31 (9 dagar)": the
 * weekdays are the first day's when none is chosen (domain behovsdagar), and the count is of the
 * days the need will be created on.
 */
export function repetitionText(
  t: TFunction,
  lng: string,
  need: { Datum: string; Upprepning: Upprepning },
): string {
  const rep = need.Upprepning;
  if (rep.Veckor === 0) return t('staffing.needs.repeat.once');
  const names = weekdayNames(lng);
  const weekdays = rep.Veckodagar.length ? [...rep.Veckodagar].sort() : [weekdayIndex(need.Datum) + 1];
  const rule =
    rep.Veckor === 1
      ? t('staffing.needs.repeat.weekly')
      : rep.Veckor === 2
        ? t('staffing.needs.repeat.everyOther')
        : t('staffing.needs.repeat.everyN', { n: rep.Veckor });
  if (!rep.Slutdatum || rep.Slutdatum < need.Datum) return rule;
  return t('staffing.needs.repeat.summary', {
    rule,
    days: weekdays.map((d) => names[d - 1]).join(', '),
    end: rep.Slutdatum,
    n: behovsdagar(need).length,
  });
}
