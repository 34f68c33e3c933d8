import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import type { TimeEntry } from '@lonportal/domain/time-reporting/entries';

/** Hours as shown: "8,00". */
export const formatHours = (hours: number): string => formatNumberSv(hours);

/** "08:00–16:30", or '' for a row of hours only. */
export const timeRange = (row: Pick<TimeEntry, 'StartTid' | 'SlutTid'>): string =>
  row.StartTid && row.SlutTid ? `${row.StartTid}–${row.SlutTid}` : '';
