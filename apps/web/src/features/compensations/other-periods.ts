import type { AttestWaiting } from '@lonportal/domain/compensations/compensations';
import { periodContaining, type Period, type PeriodType } from '../../lib/date-filter';
import { monthName } from '../../lib/date-format';

// Rows in other periods than the one shown. A row's period is its date's, and a receipt can date
// it in another month than the one the user looks at (SPEC §4 "Receipt scan" fills the date): the
// list then moves to the row's period, and the attest view links to the months where rows wait.

/**
 * The period to show after a row dated `datum` was saved: of the user's kind (day, week, month,
 * year) around its date, or null when the period shown holds it.
 */
export function periodToShow(datum: string, shown: Period, type: PeriodType): Period | null {
  if (datum >= shown.From && datum <= shown.To) return null;
  return periodContaining(type, datum);
}

/** The whole month of a YYYY-MM. */
export const monthPeriod = (manad: string): Period => periodContaining('M', `${manad}-01`);

export interface WaitingMonth {
  key: string;
  /** "december 2026" in the user's language. */
  label: string;
  rows: number;
  employees: number;
  /** The month to show when the user follows the link. */
  period: Period;
}

/** The months where compensations wait for attest, newest first, each with its link's period. */
export const waitingMonths = (months: AttestWaiting['Manader'], lng: string): WaitingMonth[] =>
  [...months]
    .sort((a, b) => b.Manad.localeCompare(a.Manad))
    .map((m) => ({
      key: m.Manad,
      label: `${monthName(`${m.Manad}-01`, lng)} ${m.Manad.slice(0, 4)}`,
      rows: m.Antal,
      employees: m.Anstallda,
      period: monthPeriod(m.Manad),
    }));
