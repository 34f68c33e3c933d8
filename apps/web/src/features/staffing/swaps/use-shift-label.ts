import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { shiftTimes } from './swap-texts';

/** One of the employee's own published shifts, as the schedule has it. */
export interface SwapShift {
  Id: string;
  Datum: string;
  StartTid: string;
  SlutTid: string;
  /** The task's name, when the caller has it. */
  BemuppgiftNamn?: string;
}

/** The shift as one line: "tis 2026-12-08 07:00–15:00 · Vård". */
export function useShiftLabel() {
  const { t, i18n } = useTranslation();
  return (s: SwapShift) =>
    [
      t('staffing.swaps.shift', { day: formatDayWithWeekday(s.Datum, i18n.language), times: shiftTimes(s) }),
      s.BemuppgiftNamn,
    ]
      .filter(Boolean)
      .join(' · ');
}
