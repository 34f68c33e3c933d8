import { useEffect, useReducer, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { BankIdStartType, BankIdUser } from '@lonportal/domain/auth/bankid';
import {
  BANKID_CANCELLED_END_DELAY_MS,
  BANKID_CANCELLED_MESSAGE_DELAY_MS,
  BANKID_POLL_INTERVAL_MS,
} from '@lonportal/domain/constants';
import { showCallError } from '../../lib/api-errors';
import { clearCompanyContext } from '../../lib/company-context';
import { useSnackbar } from '../../ui/snackbar';
import { useBrowserValue } from '../../lib/browser-value';
import { startBankIdAuth } from './api/bankid-auth';
import { cancelBankIdAuth } from './api/bankid-cancel';
import { collectBankIdAuth } from './api/bankid-collect';
import { selectBankIdUser } from './api/bankid-select-user';
import { forgetBankIdLogin, readBankIdLogin, rememberBankIdLogin } from './bankid-account';
import {
  autoStartUrl,
  bankIdReducer,
  collectOutcome,
  initialBankIdState,
  type BankIdEvent,
  type BankIdState,
} from './bankid-machine';
import { useFinishLogin } from './use-finish-login';

/** Cancels an order at the server; a failure changes nothing for the user, who has moved on. */
const cancelOrder = (orderRef: string) => void cancelBankIdAuth(orderRef).catch(() => undefined);

type Waiting = Extract<BankIdState, { phase: 'waiting' }>;

/**
 * The polling of a waiting order: the first collect at once (the QR code is in it), then 1.5 s
 * after each answer (SPEC §9). An answer for an older attempt is dropped.
 */
function useCollectPolling({
  waiting,
  preferredLogin,
  attempt,
  dispatch,
  select,
  fail,
}: {
  waiting: Waiting | null;
  preferredLogin: string | null;
  attempt: RefObject<number>;
  dispatch: Dispatch<BankIdEvent>;
  select: (type: BankIdStartType, user: BankIdUser) => Promise<void>;
  fail: (err: unknown) => void;
}) {
  const orderRef = waiting?.orderRef ?? null;
  const polls = waiting?.polls ?? 0;
  // The order still running, cancelled at the server if the page goes away meanwhile.
  const liveOrder = useRef<string | null>(null);
  useEffect(() => {
    liveOrder.current = orderRef;
    if (!waiting || !orderRef) return;
    const controller = new AbortController();
    const mine = attempt.current;
    const poll = async () => {
      try {
        const answer = await collectBankIdAuth(orderRef, controller.signal);
        if (controller.signal.aborted || attempt.current !== mine) return;
        const outcome = collectOutcome(answer, polls, preferredLogin);
        dispatch({ type: 'collected', answer, outcome });
        if (outcome.kind === 'timedOut') cancelOrder(orderRef);
        if (outcome.kind === 'select') void select(waiting.type, outcome.user);
      } catch (err) {
        if (controller.signal.aborted || attempt.current !== mine) return;
        fail(err); // SPEC §4: a polling error stops the login
        cancelOrder(orderRef);
      }
    };
    const timer = setTimeout(() => void poll(), polls === 0 ? 0 : BANKID_POLL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // One round per answer: the order and the count of answers decide it.
  }, [orderRef, polls]);
  // Leaving the page mid-order cancels it, as the Cancel button would.
  useEffect(
    () => () => {
      if (liveOrder.current) cancelOrder(liveOrder.current);
    },
    [],
  );
}

/** SPEC §4: cancelled by BankID, the message shows after 7 s and the panel is idle after 10 s. */
function useCancelledDelays(ending: boolean, dispatch: Dispatch<BankIdEvent>) {
  useEffect(() => {
    if (!ending) return;
    const due = setTimeout(
      () => dispatch({ type: 'cancelledMessageDue' }),
      BANKID_CANCELLED_MESSAGE_DELAY_MS,
    );
    const end = setTimeout(() => dispatch({ type: 'cancelledEnd' }), BANKID_CANCELLED_END_DELAY_MS);
    return () => {
      clearTimeout(due);
      clearTimeout(end);
    };
  }, [ending, dispatch]);
}

/** The account remembered from the last BankID login (SPEC §4), until it is forgotten. */
function useRememberedAccount() {
  const remembered = useBrowserValue(readBankIdLogin, null);
  const [forgotten, setForgotten] = useState(false);
  return {
    preferredLogin: forgotten ? null : remembered,
    /** Forgets the remembered account, so the list shows again next time. */
    forgetAccount: () => {
      forgetBankIdLogin();
      setForgotten(true);
    },
  };
}

/**
 * SPEC §4 Electronic ID login: runs the state machine of bankid-machine.ts: the start call, the
 * polling every 1.5 s (SPEC §9), the cancelled delays, the account choice and the login.
 */
export function useBankIdLogin({ redirectTo }: { redirectTo: string }) {
  const { closeSnackbar } = useSnackbar();
  const { finishLogin } = useFinishLogin(redirectTo);
  const [state, dispatch] = useReducer(bankIdReducer, initialBankIdState);
  const { preferredLogin, forgetAccount } = useRememberedAccount();
  // Each start or stop is a new attempt; an answer for an older one is stale.
  const attempt = useRef(0);

  const fail = (err: unknown) => {
    attempt.current++;
    dispatch({ type: 'stop' });
    showCallError(err);
  };

  async function start(type: BankIdStartType, persNr?: string) {
    closeSnackbar(); // an earlier message is out of date once the user tries again
    clearCompanyContext(); // a new login starts in the user's own company
    const mine = ++attempt.current;
    dispatch({ type: 'start', startType: type });
    try {
      const order = await startBankIdAuth({
        Type: type,
        ...(persNr ? { PersNr: persNr } : {}),
        ...(preferredLogin ? { Login: preferredLogin } : {}),
      });
      if (attempt.current !== mine) return cancelOrder(order.OrderRef); // cancelled while starting
      dispatch({ type: 'started', orderRef: order.OrderRef, autoStartToken: order.AutoStartToken });
      // DOMAIN §10: "this device" opens the BankID app at once, while the click still counts.
      if (type !== 1) window.location.assign(autoStartUrl(order.AutoStartToken));
    } catch (err) {
      if (attempt.current === mine) fail(err);
    }
  }

  async function select(type: BankIdStartType, user: BankIdUser) {
    const mine = attempt.current;
    try {
      const result = await selectBankIdUser({
        BankIDToken: user.BankIDToken,
        Login: user.Login,
        Type: type,
      });
      if (attempt.current !== mine) return;
      rememberBankIdLogin(user.Login); // SPEC §4 user-account option, for next time
      dispatch({ type: 'loggedIn' });
      await finishLogin(result, 'BANKID');
    } catch (err) {
      if (attempt.current === mine) fail(err);
    }
  }

  // Polling: the first collect at once (the QR code is in it), then 1.5 s after each answer.
  const waiting = state.phase === 'waiting' ? state : null;
  const orderRef = waiting?.orderRef ?? null;
  useCollectPolling({ waiting, preferredLogin, attempt, dispatch, select, fail });
  useCancelledDelays(state.phase === 'cancelled', dispatch);

  /** SPEC §4 Cancel by the user: stop polling, clear the state, cancel the order at the server. */
  function cancel() {
    attempt.current++;
    dispatch({ type: 'stop' });
    if (orderRef) cancelOrder(orderRef);
  }

  /** Logs in with an account chosen from the list. */
  function choose(user: BankIdUser) {
    if (state.phase !== 'choosing') return;
    dispatch({ type: 'select', login: user.Login });
    void select(state.type, user);
  }

  return { state, start, cancel, choose, preferredLogin, forgetAccount };
}
