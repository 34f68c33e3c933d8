// SPEC §4 "Attest status": not approved → approved → not attested → attested → locked.
// The status a row starts in, and where each action takes it, depend on the company's switches
// KalUseLonReady (employees mark their time ready) and KalUseAttest (managers attest it):
//   both:          NOT_APPROVED →approve→ NOT_ATTESTED →attest→ ATTESTED →transfer→ LOCKED
//   LonReady only: NOT_APPROVED →approve→ APPROVED →transfer→ LOCKED
//   Attest only:   NOT_ATTESTED →attest→ ATTESTED →transfer→ LOCKED
//   neither:       APPROVED →transfer→ LOCKED
// Every forward step can be taken back one step (unapprove, unattest) except the transfer: a row
// handed to payroll stays locked.

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

/** The status after `action`, or why it may not be taken. */
export function transition(
  status: TimeEntryStatus,
  action: StatusAction,
  f: StatusFlags,
): { ok: true; status: TimeEntryStatus } | { ok: false; reason: TransitionRefusal } {
  const to = (s: TimeEntryStatus) => ({ ok: true as const, status: s });
  const no = (reason: TransitionRefusal) => ({ ok: false as const, reason });
  if (status === 'LOCKED') return no('timeReport.refused.locked');
  switch (action) {
    case 'approve':
      if (!f.KalUseLonReady) return no('timeReport.refused.approvalOff');
      return status === 'NOT_APPROVED'
        ? to(f.KalUseAttest ? 'NOT_ATTESTED' : 'APPROVED')
        : no('timeReport.refused.wrongStatus');
    case 'unapprove':
      if (!f.KalUseLonReady) return no('timeReport.refused.approvalOff');
      return status === (f.KalUseAttest ? 'NOT_ATTESTED' : 'APPROVED')
        ? to('NOT_APPROVED')
        : no('timeReport.refused.wrongStatus');
    case 'attest':
      if (!f.KalUseAttest) return no('timeReport.refused.attestOff');
      return status === 'NOT_ATTESTED' ? to('ATTESTED') : no('timeReport.refused.wrongStatus');
    case 'unattest':
      if (!f.KalUseAttest) return no('timeReport.refused.attestOff');
      return status === 'ATTESTED' ? to('NOT_ATTESTED') : no('timeReport.refused.wrongStatus');
    case 'transfer':
      return status === (f.KalUseAttest ? 'ATTESTED' : 'APPROVED')
        ? to('LOCKED')
        : no('timeReport.refused.wrongStatus');
  }
}

/** The status whose rows are ready for payroll: attested when attest is used, else approved. */
export const transferableStatus = (f: StatusFlags): TimeEntryStatus =>
  f.KalUseAttest ? 'ATTESTED' : 'APPROVED';

/**
 * Whether a row may still be edited or deleted. The employee edits only rows in the starting
 * status; a manager also edits approved rows that are not attested yet (and sends nothing back).
 */
export function mayEdit(status: TimeEntryStatus, f: StatusFlags, asManager: boolean): boolean {
  if (status === initialStatus(f)) return true;
  if (!asManager) return false;
  return status === 'NOT_APPROVED' || status === 'APPROVED' || status === 'NOT_ATTESTED';
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
] as const;
export type TimeEntryEventName = (typeof TIME_ENTRY_EVENTS)[number];

export const EVENT_OF_ACTION: Record<StatusAction, TimeEntryEventName> = {
  approve: 'APPROVE',
  unapprove: 'UNAPPROVE',
  attest: 'ATTEST',
  unattest: 'UNATTEST',
  transfer: 'TRANSFER',
};
