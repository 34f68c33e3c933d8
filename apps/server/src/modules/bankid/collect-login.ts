// GET /bankidauth/collect/{orderRef} (SPEC §4 BankID login, DOMAIN §10): the order's state, and once
// identified the person's accounts to choose from.
import { randomBytes } from 'node:crypto';
import {
  bankIdMessageKey,
  NO_ACCOUNTS_KEY,
  type BankIdCollectResponse,
  type BankIdStartType,
} from '@lonportal/domain';
import { hashToken, newToken } from '../../plugins/session/store';
import { ownOrder, qrDataUrl, refreshOrder, type BankIdDeps } from './orders';
import * as repo from './repository';

/** How long the identified browser has to pick an account. */
const TOKEN_TTL_MS = 2 * 60_000;

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
