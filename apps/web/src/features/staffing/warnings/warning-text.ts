// A planner's warning as a sentence (SPEC §5 "Staffing warnings", §8 "staffing conflicts";
// DOMAIN §4): the law's by its paragraph of Arbetstidslagen, what was found and what the rule asks,
// the start that keeps the rule (13 §) and a rest debt's last day; absence, overlap and what the
// person lacks by name. The instants are read in Europe/Stockholm, the planner's clock (DOMAIN §14).
import type { TFunction } from 'i18next';
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
import type { Bemanningsvarning } from '@lonportal/domain/staffing/warnings';
import { PARAGRAF, type Arbetstidsvarning } from '@lonportal/domain/working-time/schemas';
import { formatDayWithWeekday, weekdayName } from '../../../lib/date-format';

/** The names of the codes a warning may carry, from the cached reference lists (ADR 0013). */
export interface WarningNames {
  kompetens: (code: string) => string;
  egenskap: (code: string) => string;
}

type LawWarning = Omit<Arbetstidsvarning, 'Pass'>;

/** Minutes as "8 h", "8 h 30 min" or "45 min". */
export function durationText(t: TFunction, total: number): string {
  const m = Math.max(0, Math.round(total));
  const hours = Math.floor(m / 60);
  const minutes = m % 60;
  if (hours === 0) return t('staffing.warnings.duration.minutes', { minutes });
  if (minutes === 0) return t('staffing.warnings.duration.hours', { hours });
  return t('staffing.warnings.duration.hoursMinutes', { hours, minutes });
}

/** An instant as the weekday and time in Stockholm: "mån 22:00". */
function momentText(t: TFunction, lng: string, iso: string): string {
  const wall = stockholmWallTime(new Date(iso));
  return t('staffing.warnings.moment', { weekday: weekdayName(wall.Datum, lng), time: wall.Tid });
}

/** A period of whole days from `from` to the instant `to` (its end, not included): "mån 2026-11-02". */
function periodDays(lng: string, from: string, to: string) {
  const first = stockholmWallTime(new Date(from)).Datum;
  const end = stockholmWallTime(new Date(to));
  // A period ends at a day's start (the dygnsbryt): its last day is the one before.
  const last = end.Tid === '00:00' ? addDays(end.Datum, -1) : end.Datum;
  return { from: formatDayWithWeekday(first, lng), to: formatDayWithWeekday(last, lng) };
}

/** The law's warning: the rule's sentence, then the fix (13 §) and the rest debt, when there are. */
export function lawText(t: TFunction, lng: string, w: LawWarning): string {
  const spanRule = w.Regel === 'DYGNSVILA' || w.Regel === 'RAST';
  const when = spanRule
    ? { from: momentText(t, lng, w.Fran), to: momentText(t, lng, w.Till) }
    : periodDays(lng, w.Fran, w.Till);
  const parts = [
    t(`staffing.warnings.law.${w.Regel}`, {
      paragraf: PARAGRAF[w.Regel],
      found: durationText(t, w.Minuter),
      required: durationText(t, w.Krav),
      ...when,
    }),
  ];
  if (w.Forslag) {
    const start = stockholmWallTime(new Date(w.Forslag.Start));
    const sameDay = start.Datum === stockholmWallTime(new Date(w.Till)).Datum;
    const time = sameDay ? start.Tid : momentText(t, lng, w.Forslag.Start);
    parts.push(t('staffing.warnings.start', { time }));
  }
  if (w.Vilskuld)
    parts.push(
      t('staffing.warnings.debt', {
        duration: durationText(t, w.Vilskuld.Minuter),
        date: formatDayWithWeekday(w.Vilskuld.Senast, lng),
      }),
    );
  return parts.join(' ');
}

/** Any warning of the planner as one translated sentence. */
export function warningText(t: TFunction, lng: string, w: Bemanningsvarning, names: WarningNames): string {
  switch (w.Typ) {
    case 'ARBETSTID':
      return lawText(t, lng, w.Arbetstid);
    case 'FRANVARO':
      return t(`staffing.warnings.absent.${w.Orsak}`, { date: formatDayWithWeekday(w.Datum, lng) });
    case 'KOMPETENS':
      return t('staffing.warnings.competence', { name: names.kompetens(w.Kod) });
    case 'EGENSKAP':
      return t('staffing.warnings.property', { name: names.egenskap(w.Kod) });
    case 'OVERLAPP':
      return w.AnnanArbetsgivare
        ? t('staffing.warnings.overlapOther', { date: formatDayWithWeekday(w.Datum, lng) })
        : t('staffing.warnings.overlap', {
            date: formatDayWithWeekday(w.Datum, lng),
            from: w.StartTid,
            to: w.SlutTid,
          });
  }
}

/** How grave a warning is: a breach of the law or a person who cannot take it, or a rest debt the agreement allows. */
export const warningSeverity = (w: Bemanningsvarning): 'error' | 'warning' =>
  w.Typ === 'ARBETSTID' && w.Arbetstid.Niva === 'SKULD' ? 'warning' : 'error';
