import { randomBytes } from 'node:crypto';
import {
  bankIdMessageKey,
  NO_ACCOUNTS_KEY,
  type BankIdAuthRequest,
  type BankIdCollectResponse,
  type BankIdStartType,
} from '@lonportal/domain';
import { hashToken, newToken, type UserRow } from '../../plugins/session/store';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';
import { bankIdFailure, cancelOrder, ownOrder, qrDataUrl, refreshOrder, type BankIdDeps } from './orders';

/** How long the identified browser has to pick an account. */
const TOKEN_TTL_MS = 2 * 60_000;

/** POST /bankidauth: starts an identification order bound to this browser. */
export async function startLogin(
  deps: BankIdDeps,
  input: BankIdAuthRequest,
  ip: string,
  browserToken: string,
) {
  const order = await deps.client
    .auth({ endUserIp: ip, ...(input.PersNr ? { requirement: { personalNumber: input.PersNr } } : {}) })
    .catch(bankIdFailure);
  await repo.insertOrder(deps.db, {
    orderRef: order.orderRef,
    purpose: 'auth',
    startType: input.Type,
    browserHash: hashToken(browserToken),
    qrStartToken: order.qrStartToken,
    qrStartSecret: order.qrStartSecret,
    requestedPersNr: input.PersNr || null,
    preferredLogin: input.Login || null,
    createdAt: deps.now(),
  });
  return { OrderRef: order.orderRef, AutoStartToken: order.autoStartToken };
}

/** GET /bankidauth/collect/{orderRef}: the order's state, and once identified the person's accounts. */
export async function collectLogin(
  deps: BankIdDeps,
  orderRef: string,
  browserToken: string | undefined,
): Promise<BankIdCollectResponse> {
  const { order } = await refreshOrder(deps, await ownOrder(deps, orderRef, browserToken));
  const qr = (order.startType as BankIdStartType) === 1;
  const base = { UsersList: [], Completed: false, Cancelled: false, QRCodeDataURL: '', PendingStart: false };
  if (order.status === 'failed') {
    return { ...base, Cancelled: true, Message: bankIdMessageKey('failed', order.hintCode ?? undefined, qr) };
  }
  if (order.status === 'pending') {
    const hint = order.hintCode ?? 'outstandingTransaction';
    return {
      ...base,
      Message: bankIdMessageKey('pending', hint, qr),
      PendingStart: hint === 'outstandingTransaction' || hint === 'noClient',
      QRCodeDataURL: qr ? await qrDataUrl(order, deps.now()) : '',
    };
  }
  if (order.tokenUsedAt)
    return { ...base, Completed: true, Message: bankIdMessageKey('complete', undefined, qr) };
  const accounts = await repo.accountsOfPerson(deps.db, order.persNr!);
  if (accounts.length === 0) return { ...base, Completed: true, Message: NO_ACCOUNTS_KEY };
  // A fresh token each time the list is handed out; only the latest one works.
  const token = newToken() + randomBytes(8).toString('base64url');
  await repo.updateOrder(deps.db, order.orderRef, {
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(deps.now().getTime() + TOKEN_TTL_MS),
  });
  return {
    ...base,
    Completed: true,
    Message: bankIdMessageKey('complete', undefined, qr),
    UsersList: accounts.map(({ user, ftgNamn }) => ({
      Login: user.login,
      Roll: user.roll,
      BankIDToken: token,
      PersNr: user.persNr ?? '',
      FtgNamn: ftgNamn,
    })),
  };
}

/** POST /bankidauth/selectuser: the identified person picks one of their accounts. */
export async function selectUser(
  deps: BankIdDeps,
  input: { BankIDToken: string; Login: string },
  browserToken: string | undefined,
): Promise<UserRow> {
  const order = await repo.findOrderByToken(deps.db, hashToken(input.BankIDToken));
  const at = deps.now();
  if (
    !order ||
    !browserToken ||
    order.browserHash !== hashToken(browserToken) ||
    order.status !== 'complete' ||
    !order.tokenExpiresAt ||
    order.tokenExpiresAt <= at ||
    order.tokenUsedAt
  ) {
    throw new ApiError('NotAuthenticated');
  }
  const user = await repo.findUserByLogin(deps.db, input.Login);
  if (!user || user.disabled || !order.persNr || user.persNr !== order.persNr)
    throw new ApiError('WrongCredentials');
  if (!(await repo.useToken(deps.db, order.orderRef, at))) throw new ApiError('NotAuthenticated');
  return user;
}

/** DELETE /bankidauth/cancel/{orderRef}. */
export async function cancelLogin(deps: BankIdDeps, orderRef: string, browserToken: string | undefined) {
  await cancelOrder(deps, await ownOrder(deps, orderRef, browserToken));
}
