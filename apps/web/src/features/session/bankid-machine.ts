import {
  autoSelectAccount,
  NO_ACCOUNTS_KEY,
  type BankIdCollectResponse,
  type BankIdStartType,
  type BankIdUser,
} from '@lonportal/domain/auth/bankid';
import { BANKID_MAX_POLLS } from '@lonportal/domain/constants';

// SPEC §4 Electronic ID login as a pure state machine: idle → starting → waiting (polling) →
// completed (log in at once, or choose an account), cancelled (ending) or back to idle. The hook
// (use-bankid-login.ts) runs the calls and timers; every decision is made here.

/** A message left on the idle panel: why the last attempt ended. */
export interface BankIdNotice {
  /** An i18n key (a `bankid.*` key or the server's Message). */
  key: string;
  severity: 'error' | 'warning';
}

export type BankIdState =
  | { phase: 'idle'; notice: BankIdNotice | null }
  | { phase: 'starting'; type: BankIdStartType }
  | {
      phase: 'waiting';
      type: BankIdStartType;
      orderRef: string;
      autoStartToken: string;
      /** Collect answers received so far. */
      polls: number;
      /** The status text's i18n key; null before the first answer. */
      message: string | null;
      /** The QR code of the last answer ('' when none). */
      qr: string;
      /** True until the BankID app has opened the order. */
      pendingStart: boolean;
    }
  | {
      /** BankID ended the order: still shown as in progress, the message after 7 s, idle after 10 s. */
      phase: 'cancelled';
      type: BankIdStartType;
      /** The last status text, shown until `showMessage`. */
      previous: string | null;
      message: string;
      showMessage: boolean;
    }
  | { phase: 'choosing'; type: BankIdStartType; users: readonly BankIdUser[] }
  | {
      /** Logging in with `login`: picked automatically (`auto`) or from the list. */
      phase: 'selecting';
      type: BankIdStartType;
      users: readonly BankIdUser[];
      login: string;
      auto: boolean;
    }
  | { phase: 'done' };

export const initialBankIdState: BankIdState = { phase: 'idle', notice: null };

/** What one collect answer means, given how many came before it and the preferred account. */
export type CollectOutcome =
  | { kind: 'pending' }
  | { kind: 'timedOut' }
  | { kind: 'cancelled'; message: string }
  | { kind: 'noAccounts' }
  | { kind: 'select'; user: BankIdUser }
  | { kind: 'choose'; users: readonly BankIdUser[] };

/**
 * SPEC §4: completed with no accounts is an error; the preferred account, or a person's only PER
 * account, is taken at once; otherwise the list is shown. A pending answer after the last allowed
 * poll (SPEC §9: about 60) times the order out.
 */
export function collectOutcome(
  answer: BankIdCollectResponse,
  pollsBefore: number,
  preferredLogin: string | null,
): CollectOutcome {
  if (answer.Completed) {
    if (answer.UsersList.length === 0) return { kind: 'noAccounts' };
    const user = autoSelectAccount(answer.UsersList, preferredLogin ?? undefined);
    return user ? { kind: 'select', user } : { kind: 'choose', users: answer.UsersList };
  }
  if (answer.Cancelled) return { kind: 'cancelled', message: answer.Message };
  return pollsBefore + 1 >= BANKID_MAX_POLLS ? { kind: 'timedOut' } : { kind: 'pending' };
}

export type BankIdEvent =
  | { type: 'start'; startType: BankIdStartType }
  | { type: 'started'; orderRef: string; autoStartToken: string }
  | { type: 'collected'; answer: BankIdCollectResponse; outcome: CollectOutcome }
  | { type: 'cancelledMessageDue' }
  | { type: 'cancelledEnd' }
  | { type: 'select'; login: string }
  | { type: 'loggedIn' }
  /** The user cancelled, or a call failed (its message goes to the snackbar). */
  | { type: 'stop' };

const idle = (notice: BankIdNotice | null = null): BankIdState => ({ phase: 'idle', notice });

/** The next state. Events that do not fit the current phase (a late answer) change nothing. */
export function bankIdReducer(state: BankIdState, event: BankIdEvent): BankIdState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'starting', type: event.startType } : state;
    case 'started':
      if (state.phase !== 'starting') return state;
      return {
        phase: 'waiting',
        type: state.type,
        orderRef: event.orderRef,
        autoStartToken: event.autoStartToken,
        polls: 0,
        message: null,
        qr: '',
        pendingStart: true,
      };
    case 'collected':
      return state.phase === 'waiting' ? afterCollect(state, event.answer, event.outcome) : state;
    case 'cancelledMessageDue':
      return state.phase === 'cancelled' ? { ...state, showMessage: true } : state;
    case 'cancelledEnd':
      return state.phase === 'cancelled' ? idle({ key: state.message, severity: 'warning' }) : state;
    case 'select':
      if (state.phase === 'choosing')
        return { ...state, phase: 'selecting', login: event.login, auto: false };
      return state;
    case 'loggedIn':
      return state.phase === 'selecting' ? { phase: 'done' } : state;
    case 'stop':
      return state.phase === 'done' ? state : idle();
  }
}

function afterCollect(
  state: Extract<BankIdState, { phase: 'waiting' }>,
  answer: BankIdCollectResponse,
  outcome: CollectOutcome,
): BankIdState {
  switch (outcome.kind) {
    case 'pending':
      return {
        ...state,
        polls: state.polls + 1,
        message: answer.Message,
        qr: answer.QRCodeDataURL,
        pendingStart: answer.PendingStart,
      };
    case 'timedOut':
      return idle({ key: 'bankid.timedOut', severity: 'warning' });
    case 'cancelled':
      return {
        phase: 'cancelled',
        type: state.type,
        previous: state.message,
        message: outcome.message,
        showMessage: false,
      };
    case 'noAccounts':
      return idle({ key: NO_ACCOUNTS_KEY, severity: 'error' });
    case 'select':
      return {
        phase: 'selecting',
        type: state.type,
        users: [outcome.user],
        login: outcome.user.Login,
        auto: true,
      };
    case 'choose':
      return { phase: 'choosing', type: state.type, users: outcome.users };
  }
}

/**
 * What the panel shows: the start buttons, the progress of an order (with Cancel while it can
 * still be cancelled), or the person's accounts to choose from.
 */
export function bankIdView(state: BankIdState): 'idle' | 'progress' | 'accounts' {
  if (state.phase === 'idle') return 'idle';
  if (state.phase === 'choosing' || (state.phase === 'selecting' && !state.auto)) return 'accounts';
  return 'progress';
}

/** True while the order can be cancelled: started, polled, or ending after BankID cancelled it. */
export const cancellable = (state: BankIdState): boolean =>
  state.phase === 'starting' || state.phase === 'waiting' || state.phase === 'cancelled';

/** The status text's i18n key, or null when there is none to show. */
export function statusKey(state: BankIdState): string | null {
  switch (state.phase) {
    case 'starting':
      return 'bankid.starting';
    case 'waiting':
      return state.message ?? 'bankid.starting';
    case 'cancelled':
      return state.showMessage ? state.message : (state.previous ?? 'bankid.starting');
    case 'selecting':
    case 'done':
      return 'bankid.loggingIn';
    default:
      return null;
  }
}

/** DOMAIN §10: the address that starts the BankID app on this device, returning nowhere. */
export const autoStartUrl = (autoStartToken: string): string =>
  `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;

/**
 * The "this device" start type: 0 on a computer, 2 on a phone or tablet (SPEC §4). The mobile
 * (QR) login is type 1.
 */
export const thisDeviceType = (platform: 'ios' | 'android' | 'desktop'): BankIdStartType =>
  platform === 'desktop' ? 0 : 2;
