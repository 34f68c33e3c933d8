// SPEC §4 "Attest status": not approved → approved → not attested → attested → locked.
// Two company switches decide which steps a company uses: KalUseLonReady (the employee approves
// their time, /approveTime) and KalUseAttest (a manager attests it, /attest). They can change while
// rows exist, so a stored status is read as a point on the full path — NOT_APPROVED reported,
// APPROVED and NOT_ATTESTED approved, ATTESTED attested, LOCKED transferred — and a switched-off
// step joins the points on either side of it into one stage (ADR 0007 "When a switch changes").
//
// The stage of each status under each combination; * marks the status an action writes there:
//                     NOT_APPROVED  APPROVED   NOT_ATTESTED  ATTESTED  LOCKED
//   both on           open*         approved   approved*     ready*    locked*
//   LonReady only     open*         ready*     ready         ready     locked*
//   Attest only       open          open       open*         ready*    locked*
//   both off          ready         ready*     ready         ready     locked*
//
//   approve    LonReady on   open → approved (both on) or ready (LonReady only)
//   unapprove  LonReady on   that stage → open
//   attest     Attest on     approved (both on) or open (Attest only) → ready
//   unattest   Attest on     ready → the stage attest starts from
//   transfer   always        ready → locked, never undone: payroll has the row
// With both off, open and ready are one stage: reported time goes to payroll as it is. Attested
// rows are read-only under every combination (the attest signs the values), so under both off an
// attested row only moves forward; it is already in the first stage.

export const TIME_ENTRY_STATUSES = [
  'NOT_APPROVED',
  'APPROVED',
  'NOT_ATTESTED',
  'ATTESTED',
  'LOCKED',
] as const;
export type TimeEntryStatus = (typeof TIME_ENTRY_STATUSES)[number];

export const STATUS_ACTIONS = ['approve', 'unapprove', 'attest', 'unattest', 'transfer'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** The company switches the machine depends on (SPEC §3 FtgInfo). */
export interface StatusFlags {
  KalUseLonReady: boolean;
  KalUseAttest: boolean;
}

/** Where a row stands in its company's current process, whatever status it was stored with. */
export type StatusStage = 'open' | 'approved' | 'ready' | 'locked';

/** Why a transition is refused: an i18n key under `timeReport.refused.`. */
export type TransitionRefusal =
  | 'timeReport.refused.approvalOff'
  | 'timeReport.refused.attestOff'
  | 'timeReport.refused.wrongStatus'
  | 'timeReport.refused.locked';

/** The status a new row starts in. */
export function initialStatus(f: StatusFlags): TimeEntryStatus {
  if (f.KalUseLonReady) return 'NOT_APPROVED';
  return f.KalUseAttest ? 'NOT_ATTESTED' : 'APPROVED';
}

/** What a stored status means under the switches as they are now (the table above). */
export function stageOf(status: TimeEntryStatus, f: StatusFlags): StatusStage {
  if (status === 'LOCKED') return 'locked';
  if (status === 'ATTESTED') return 'ready';
  if (!f.KalUseLonReady) return f.KalUseAttest ? 'open' : 'ready';
  if (status === 'NOT_APPROVED') return 'open';
  return f.KalUseAttest ? 'approved' : 'ready';
}

/** The status a row is given when an action brings it to `stage` (the starred cells above). */
function statusOfStage(stage: StatusStage, f: StatusFlags): TimeEntryStatus {
  switch (stage) {
    case 'open':
      return initialStatus(f);
    case 'approved':
      return 'NOT_ATTESTED';
    case 'ready':
      return f.KalUseAttest ? 'ATTESTED' : 'APPROVED';
    case 'locked':
      return 'LOCKED';
  }
}

/** The status after `action`, or why it may not be taken. */
export function transition(
  status: TimeEntryStatus,
  action: StatusAction,
  f: StatusFlags,
): { ok: true; status: TimeEntryStatus } | { ok: false; reason: TransitionRefusal } {
  const no = (reason: TransitionRefusal) => ({ ok: false as const, reason });
  if (status === 'LOCKED') return no('timeReport.refused.locked');
  const stage = stageOf(status, f);
  // The stage approval leads to, and the one attest starts from.
  const approved: StatusStage = f.KalUseAttest ? 'approved' : 'ready';
  const attestable: StatusStage = f.KalUseLonReady ? 'approved' : 'open';
  const move = (from: StatusStage, target: StatusStage) =>
    stage === from
      ? { ok: true as const, status: statusOfStage(target, f) }
      : no('timeReport.refused.wrongStatus');
  switch (action) {
    case 'approve':
      return f.KalUseLonReady ? move('open', approved) : no('timeReport.refused.approvalOff');
    case 'unapprove':
      return f.KalUseLonReady ? move(approved, 'open') : no('timeReport.refused.approvalOff');
    case 'attest':
      return f.KalUseAttest ? move(attestable, 'ready') : no('timeReport.refused.attestOff');
    case 'unattest':
      return f.KalUseAttest ? move('ready', attestable) : no('timeReport.refused.attestOff');
    case 'transfer':
      return move('ready', 'locked');
  }
}

/**
 * Every status the export may lock under the current switches: the ready stage. Attested rows are
 * ready even after attest is switched off; with attest off, approved rows are ready too.
 */
export const transferableStatuses = (f: StatusFlags): TimeEntryStatus[] =>
  TIME_ENTRY_STATUSES.filter((s) => stageOf(s, f) === 'ready');

/**
 * The status an approve or attest writes for ready rows: attested when attest is used, else
 * approved. @deprecated The export takes `transferableStatuses`: rows stored under other switches
 * are ready in other statuses too.
 */
export const transferableStatus = (f: StatusFlags): TimeEntryStatus => statusOfStage('ready', f);

/**
 * Whether a row may still be edited or deleted. The employee edits rows in the first stage; a
 * manager also approved and ready rows that are not attested. Attested rows are read-only (the
 * attest signs the values, and an edit keeps the status), locked ones are in payroll.
 */
export function mayEdit(status: TimeEntryStatus, f: StatusFlags, asManager: boolean): boolean {
  if (status === 'ATTESTED' || status === 'LOCKED') return false;
  return asManager || stageOf(status, f) === stageOf(initialStatus(f), f);
}

/** The audit trail's actions on a time entry (SPEC "audit log entry"). */
export const TIME_ENTRY_EVENTS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'APPROVE',
  'UNAPPROVE',
  'ATTEST',
  'UNATTEST',
  'TRANSFER',
  /** Sent back to the first step when the company's approval steps changed (/admin/portal). */
  'REOPEN',
] as const;
export type TimeEntryEventName = (typeof TIME_ENTRY_EVENTS)[number];

export const EVENT_OF_ACTION: Record<StatusAction, TimeEntryEventName> = {
  approve: 'APPROVE',
  unapprove: 'UNAPPROVE',
  attest: 'ATTEST',
  unattest: 'UNATTEST',
  transfer: 'TRANSFER',
};
