import {
  TIME_ENTRY_STATUSES,
  transition,
  type StatusFlags,
  type TimeEntryStatus,
  type TransitionRefusal,
} from '@lonportal/domain/row-status';

// Which rows a status action applies to, read from the domain's machine (SPEC §4 Attest status)
// so that the buttons offer exactly what the server will do.

/** The actions the approval and attestation pages send (POST /godkann, POST /attest). */
export type PageAction = 'approve' | 'unapprove' | 'attest' | 'unattest';

/** Rows per status (the attest list's Antal, or counted from a time report). */
export type StatusCounts = Readonly<Record<TimeEntryStatus, number>>;

export const emptyCounts = (): Record<TimeEntryStatus, number> => ({
  NOT_APPROVED: 0,
  APPROVED: 0,
  NOT_ATTESTED: 0,
  ATTESTED: 0,
  LOCKED: 0,
});

/** Counts the rows of each status. */
export function countByStatus(rows: readonly { Status: TimeEntryStatus }[]): Record<TimeEntryStatus, number> {
  const counts = emptyCounts();
  for (const row of rows) counts[row.Status] += 1;
  return counts;
}

export const totalRows = (counts: StatusCounts): number =>
  TIME_ENTRY_STATUSES.reduce((sum, s) => sum + counts[s], 0);

/** How many of the rows `action` would change. */
export function actionableRows(counts: StatusCounts, action: PageAction, flags: StatusFlags): number {
  return TIME_ENTRY_STATUSES.reduce((sum, s) => sum + (transition(s, action, flags).ok ? counts[s] : 0), 0);
}

/**
 * Why `action` changes none of the rows: an i18n key (`timeReport.refused.*`, or
 * `approval.noRows` when there are no rows), or null when some row would change.
 */
export function refusalOf(
  counts: StatusCounts,
  action: PageAction,
  flags: StatusFlags,
): TransitionRefusal | 'approval.noRows' | null {
  if (actionableRows(counts, action, flags) > 0) return null;
  const present = TIME_ENTRY_STATUSES.filter((s) => counts[s] > 0);
  if (present.length === 0) return 'approval.noRows';
  // A switched-off step or a wrong status explains more than "some rows are locked"; only when
  // every row went to payroll is that the reason.
  const reasons = present.flatMap((s) => {
    const r = transition(s, action, flags);
    return r.ok ? [] : [r.reason];
  });
  return reasons.find((r) => r !== 'timeReport.refused.locked') ?? 'timeReport.refused.locked';
}

/** The employees among `entries` that `action` would change something for. */
export function actionTargets<T extends { AnstNr: string; Antal: StatusCounts }>(
  entries: readonly T[],
  action: PageAction,
  flags: StatusFlags,
): T[] {
  return entries.filter((e) => actionableRows(e.Antal, action, flags) > 0);
}

/**
 * What an employee reads when they can neither approve nor take back their period: nothing to
 * approve, attested by the manager, transferred to payroll, or the machine's refusal.
 */
export function ownPeriodNotice(
  counts: StatusCounts,
  flags: StatusFlags,
): TransitionRefusal | 'approval.noRows' | 'approval.ownAttested' | null {
  if (actionableRows(counts, 'approve', flags) > 0 || actionableRows(counts, 'unapprove', flags) > 0)
    return null;
  const refusal = refusalOf(counts, 'approve', flags);
  if (refusal === 'timeReport.refused.wrongStatus' && counts.ATTESTED > 0) return 'approval.ownAttested';
  return refusal;
}
