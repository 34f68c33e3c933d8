import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import type { TimeEntry } from '@lonportal/domain/time-reporting/entries';

/**
 * A number with two decimals as shown: "8,00" (SPEC §5 Input formatting). Given the interface
 * language, English gets its decimal point and comma between thousands ("1,234.50"); Swedish,
 * French and Polish keep the decimal comma (issue 11).
 */
export const formatDecimal = (n: number, lng?: string): string =>
  lng?.startsWith('en')
    ? formatNumberSv(n || 0).replace(/[ ,]/g, (c) => (c === ' ' ? ',' : '.'))
    : formatNumberSv(n);

/** Hours as shown: "8,00". */
export const formatHours = formatDecimal;

/**
 * "08:00–16:30", with the break when the row has one ("08:00–17:00, rast 60 min", `breakText`
 * translating the minutes), or '' for a row of hours only.
 */
export const timeRange = (
  row: Pick<TimeEntry, 'StartTid' | 'SlutTid' | 'RastMinuter'>,
  breakText?: (minutes: number) => string,
): string => {
  if (!row.StartTid || !row.SlutTid) return '';
  const range = `${row.StartTid}–${row.SlutTid}`;
  return breakText && row.RastMinuter > 0 ? `${range}, ${breakText(row.RastMinuter)}` : range;
};
