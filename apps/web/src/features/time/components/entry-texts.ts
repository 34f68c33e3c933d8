import type { TimeEntry } from '@lonportal/domain/time/entries';

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
