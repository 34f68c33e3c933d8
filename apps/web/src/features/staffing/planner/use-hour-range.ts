import { useCallback, useState } from 'react';
import { useBrowserValue } from '../../../lib/browser-value';
import { formatHourRange, parseHourRange, type HourRange } from './day-hours';

// The day view's hours (SPEC §9: the staffing hour range, 6 to 18 by default), as this browser's
// user last chose them: a night team sets 18–24 once. Without storage it lasts the page.
const KEY = 'lonportal.staffing.hourRange';

const read = (): string | null => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** The hours shown and a setter that remembers them. */
export function useHourRange(): [HourRange, (next: HourRange) => void] {
  const stored = useBrowserValue(read, null);
  const [chosen, setChosen] = useState<HourRange | null>(null);
  const set = useCallback((next: HourRange) => {
    setChosen(next);
    try {
      localStorage.setItem(KEY, formatHourRange(next));
    } catch {
      // remembered for this page only
    }
  }, []);
  return [chosen ?? parseHourRange(stored), set];
}
