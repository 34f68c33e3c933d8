import { describe, expect, it } from 'vitest';
import type { BankIdCollectResponse, BankIdUser } from '@lonportal/domain/auth/bankid';
import { NO_ACCOUNTS_KEY } from '@lonportal/domain/auth/bankid';
import { BANKID_MAX_POLLS } from '@lonportal/domain/constants';
import {
  autoStartUrl,
  bankIdReducer,
  bankIdView,
  cancellable,
  collectOutcome,
  initialBankIdState,
  statusKey,
  thisDeviceType,
  type BankIdEvent,
  type BankIdState,
} from './bankid-machine';

const user = (Login: string, Roll: BankIdUser['Roll'] = 'PER', FtgNamn = 'Exempelbolaget'): BankIdUser => ({
  Login,
  Roll,
  FtgNamn,
  BankIDToken: 'token',
  PersNr: '198001011234',
});

const answer = (over: Partial<BankIdCollectResponse> = {}): BankIdCollectResponse => ({
  UsersList: [],
  Completed: false,
  Cancelled: false,
  Message: 'bankid.status.scanQr',
  QRCodeDataURL: 'data:image/png;base64,AAA',
  PendingStart: true,
  ...over,
});

const run = (events: BankIdEvent[], from: BankIdState = initialBankIdState) =>
  events.reduce(bankIdReducer, from);
const started: BankIdEvent[] = [
  { type: 'start', startType: 1 },
  { type: 'started', orderRef: 'order-1', autoStartToken: 'auto-1' },
];
const collected = (a: BankIdCollectResponse, polls = 0, preferred: string | null = null): BankIdEvent => ({
  type: 'collected',
  answer: a,
  outcome: collectOutcome(a, polls, preferred),
});

describe('collectOutcome (SPEC §4 Electronic ID login)', () => {
  it('keeps polling while pending, and times out at the last allowed poll (SPEC §9)', () => {
    expect(collectOutcome(answer(), 0, null)).toEqual({ kind: 'pending' });
    expect(collectOutcome(answer(), BANKID_MAX_POLLS - 2, null)).toEqual({ kind: 'pending' });
    expect(collectOutcome(answer(), BANKID_MAX_POLLS - 1, null)).toEqual({ kind: 'timedOut' });
  });

  it('passes on the server message of a cancelled order', () => {
    const a = answer({ Cancelled: true, Message: 'bankid.status.userCancel' });
    expect(collectOutcome(a, 3, null)).toEqual({ kind: 'cancelled', message: 'bankid.status.userCancel' });
  });

  it('completed with no accounts is an error', () => {
    expect(collectOutcome(answer({ Completed: true, Message: NO_ACCOUNTS_KEY }), 0, null)).toEqual({
      kind: 'noAccounts',
    });
  });

  it('selects a single PER account at once, but lists a single account of another role', () => {
    const per = user('per.sms');
    expect(collectOutcome(answer({ Completed: true, UsersList: [per] }), 0, null)).toEqual({
      kind: 'select',
      user: per,
    });
    const ftg = user('ftg', 'FTG');
    expect(collectOutcome(answer({ Completed: true, UsersList: [ftg] }), 0, null)).toEqual({
      kind: 'choose',
      users: [ftg],
    });
  });

  it('selects the remembered account among several, otherwise lists them', () => {
    const users = [user('per'), user('per.omsorg', 'PER', 'Omsorgsassistans')];
    expect(collectOutcome(answer({ Completed: true, UsersList: users }), 0, 'PER.OMSORG')).toEqual({
      kind: 'select',
      user: users[1],
    });
    expect(collectOutcome(answer({ Completed: true, UsersList: users }), 0, 'someone.else')).toEqual({
      kind: 'choose',
      users,
    });
  });
});

describe('bankIdReducer', () => {
  it('goes idle → starting → waiting, counting answers and keeping the latest QR and status', () => {
    const starting = run([started[0]!]);
    expect(starting).toEqual({ phase: 'starting', type: 1 });
    expect(statusKey(starting)).toBe('bankid.starting');

    let state = run(started);
    expect(state).toMatchObject({ phase: 'waiting', orderRef: 'order-1', polls: 0, message: null });
    state = run([collected(answer({ QRCodeDataURL: 'qr-1' }))], state);
    state = run(
      [
        collected(
          answer({ QRCodeDataURL: 'qr-2', Message: 'bankid.status.userSign', PendingStart: false }),
          1,
        ),
      ],
      state,
    );
    expect(state).toMatchObject({ phase: 'waiting', polls: 2, qr: 'qr-2', pendingStart: false });
    expect(statusKey(state)).toBe('bankid.status.userSign');
    expect(bankIdView(state)).toBe('progress');
    expect(cancellable(state)).toBe(true);
  });

  it('ends idle with a message when the polls run out', () => {
    const state = run([...started, collected(answer(), BANKID_MAX_POLLS - 1)]);
    expect(state).toEqual({ phase: 'idle', notice: { key: 'bankid.timedOut', severity: 'warning' } });
  });

  it('cancelled by BankID: the old status until the message is due, then idle with the message', () => {
    let state = run([...started, collected(answer({ Message: 'bankid.status.userSign' }))]);
    state = run([collected(answer({ Cancelled: true, Message: 'bankid.status.userCancel' }), 1)], state);
    expect(state).toMatchObject({ phase: 'cancelled', showMessage: false });
    expect(statusKey(state)).toBe('bankid.status.userSign');
    expect(cancellable(state)).toBe(true);

    state = bankIdReducer(state, { type: 'cancelledMessageDue' });
    expect(statusKey(state)).toBe('bankid.status.userCancel');
    state = bankIdReducer(state, { type: 'cancelledEnd' });
    expect(state).toEqual({
      phase: 'idle',
      notice: { key: 'bankid.status.userCancel', severity: 'warning' },
    });
  });

  it('completed without accounts ends idle with the NoAccounts error', () => {
    const state = run([...started, collected(answer({ Completed: true, Message: NO_ACCOUNTS_KEY }))]);
    expect(state).toEqual({ phase: 'idle', notice: { key: NO_ACCOUNTS_KEY, severity: 'error' } });
  });

  it('logs in at once with an automatic choice, shown as progress', () => {
    const per = user('per.sms');
    const state = run([...started, collected(answer({ Completed: true, UsersList: [per] }))]);
    expect(state).toMatchObject({ phase: 'selecting', login: 'per.sms', auto: true });
    expect(bankIdView(state)).toBe('progress');
    expect(cancellable(state)).toBe(false);
    expect(statusKey(state)).toBe('bankid.loggingIn');
    expect(bankIdReducer(state, { type: 'loggedIn' })).toEqual({ phase: 'done' });
  });

  it('shows the list, and choosing one logs in with it', () => {
    const users = [user('per'), user('per.omsorg')];
    let state = run([...started, collected(answer({ Completed: true, UsersList: users }))]);
    expect(state).toMatchObject({ phase: 'choosing', users });
    expect(bankIdView(state)).toBe('accounts');
    state = bankIdReducer(state, { type: 'select', login: 'per.omsorg' });
    expect(state).toMatchObject({ phase: 'selecting', login: 'per.omsorg', auto: false });
    expect(bankIdView(state)).toBe('accounts');
  });

  it('a stop (Cancel, or a failed call) clears everything, from any phase before the login', () => {
    for (const events of [
      [started[0]!],
      started,
      [...started, collected(answer({ Completed: true, UsersList: [user('a', 'FTG')] }))],
    ]) {
      expect(run([...events, { type: 'stop' }])).toEqual(initialBankIdState);
    }
  });

  it('ignores late events that no longer fit', () => {
    // An answer for an order the user already cancelled.
    const idle = run([
      ...started,
      { type: 'stop' },
      collected(answer({ Completed: true, UsersList: [user('per')] })),
    ]);
    expect(idle).toEqual(initialBankIdState);
    // A second start while one runs, and timers of a cancelled order that already ended.
    const waiting = run(started);
    expect(bankIdReducer(waiting, { type: 'start', startType: 0 })).toBe(waiting);
    expect(bankIdReducer(waiting, { type: 'cancelledEnd' })).toBe(waiting);
    expect(bankIdReducer({ phase: 'done' }, { type: 'stop' })).toEqual({ phase: 'done' });
  });
});

describe('starting the app on this device (DOMAIN §10)', () => {
  it('builds the autostart address without a return address', () => {
    expect(autoStartUrl('a1b2-c3')).toBe('bankid:///?autostarttoken=a1b2-c3&redirect=null');
    expect(autoStartUrl('a&b')).toBe('bankid:///?autostarttoken=a%26b&redirect=null');
  });

  it('is type 0 on a computer and type 2 on a phone or tablet', () => {
    expect(thisDeviceType('desktop')).toBe(0);
    expect(thisDeviceType('ios')).toBe(2);
    expect(thisDeviceType('android')).toBe(2);
  });
});
