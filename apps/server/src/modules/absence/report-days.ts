// The days of an absence report (SPEC §2.1 /absenceReports): it lasts until the recovered date,
// and owns rows up to the day before it, or up to today while it lasts.
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
import type { AbsenceRow } from './repository';

/** Today in Stockholm, the day an open report's rows reach. */
export const todayOf = (now: Date) => stockholmWallTime(now).Datum;

/** A report lasts while it has no recovered date, or one still ahead. */
export const isOpen = (r: Pick<AbsenceRow, 'friskDatum'>, today: string) =>
  r.friskDatum === null || r.friskDatum > today;

/** The last day a report's rows reach: the day before recovery, or today while it lasts. */
export const lastRowDay = (r: Pick<AbsenceRow, 'friskDatum'>, today: string) =>
  r.friskDatum ? addDays(r.friskDatum, -1) : today;
