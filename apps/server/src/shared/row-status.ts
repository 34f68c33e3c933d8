// The status rows of several areas share (SPEC §4 Attest status): time entries and compensation
// rows go through the same states, and approval moves either kind through this one interface, so
// the area owning the rows writes them (ARCHITECTURE "Areas": a write into another area goes
// through that area's code) and approval never reaches into their tables.
import type { StatusAction, TimeEntryStatus } from '@lonportal/domain';
import type { Db } from '../db/client';
import type { CompanyContext } from '../plugins/access/index';
import { nextVersion } from './versioned';

export type PeriodRange = { from: string; to: string };
/** Who changes rows, and when. */
export type ChangedBy = { userId: string; namn: string; at: Date };
/** A row a status action moved, from one status to another. */
export type Moved = { id: string; anstNr: string; from: TimeEntryStatus; to: TimeEntryStatus };

/** The columns a change of status sets: the status, the next version, who changed the row and when. */
export const statusChange = (
  status: TimeEntryStatus,
  by: ChangedBy,
  table: Parameters<typeof nextVersion>[0],
) => ({
  status,
  version: nextVersion(table),
  updatedBy: by.userId,
  updatedByNamn: by.namn,
  updatedAt: by.at,
});

/**
 * The rows a status action moves: time entries, or compensation rows, which go through the same
 * states (SPEC §4) and leave the same audit trail.
 */
export interface StatusRows {
  /** The rows of some employees in a period (for "unchanged"). */
  count: (db: Db, ftgId: string, anstNrs: readonly string[], period: PeriodRange) => Promise<number>;
  /** Moves the rows in `from` to `to`; the rows moved. */
  move: (
    db: Db,
    ftgId: string,
    anstNrs: readonly string[],
    period: PeriodRange,
    from: TimeEntryStatus,
    to: TimeEntryStatus,
    by: ChangedBy,
  ) => Promise<{ id: string; anstNr: string }[]>;
  /** Each moved row's event in its history. */
  record: (db: Db, ctx: CompanyContext, at: Date, action: StatusAction, moved: Moved[]) => Promise<unknown>;
  audit: 'time.status' | 'compensation.status';
}
