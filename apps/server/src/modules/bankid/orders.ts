import { hashToken } from '../../plugins/session/store';
import { ApiError } from '../../plugins/errors';
import { qrData } from '../../adapters/bankid/qr';
import { BankIdError, type BankIdClient, type CompletionData } from '../../adapters/bankid/types';
import type { Db } from '../../db/client';
import * as repo from './repository';

export interface BankIdDeps {
  db: Db;
  client: BankIdClient;
  now: () => Date;
}

/** BankID asks RPs to collect about every 2 s; we call it at most once a second per order. */
const COLLECT_EVERY_MS = 1000;

/** Maps a failure of the BankID service to our catalogue. */
export function bankIdFailure(err: unknown): never {
  if (err instanceof BankIdError && err.errorCode === 'alreadyInProgress')
    throw new ApiError('BankIdAlreadyInProgress');
  if (err instanceof BankIdError) throw new ApiError('BankIdUnavailable');
  throw err;
}

/** The order, if this browser started it (an order of another browser is "not found"). */
export async function ownOrder(deps: BankIdDeps, orderRef: string, browserToken: string | undefined) {
  const order = await repo.findOrder(deps.db, orderRef);
  if (!order || !browserToken || order.browserHash !== hashToken(browserToken))
    throw new ApiError('NotFound');
  return order;
}

/**
 * The order's state now: from the cache when BankID was asked less than a second ago, else from
 * BankID. Identity is taken only from completionData.
 */
export async function refreshOrder(
  deps: BankIdDeps,
  order: repo.OrderRow,
): Promise<{ order: repo.OrderRow; completion: CompletionData | null }> {
  const at = deps.now();
  if (order.status !== 'pending') return { order, completion: null };
  if (order.lastCollectAt && at.getTime() - order.lastCollectAt.getTime() < COLLECT_EVERY_MS) {
    return { order, completion: null };
  }
  const answer = await deps.client.collect(order.orderRef).catch(bankIdFailure);
  const set: Partial<repo.OrderRow> = { lastCollectAt: at, status: answer.status };
  let completion: CompletionData | null = null;
  if (answer.status === 'complete') {
    completion = answer.completionData;
    set.hintCode = null;
    set.persNr = completion.user.personalNumber;
    set.namn = completion.user.name;
  } else {
    set.hintCode = answer.hintCode;
  }
  await repo.updateOrder(deps.db, order.orderRef, set);
  return { order: { ...order, ...set }, completion };
}

/** The animated QR code for this second of the order, as a PNG data URL (DOMAIN §10). */
export async function qrDataUrl(order: repo.OrderRow, at: Date): Promise<string> {
  // Loaded with the first order, not at every start (ADR 0015: the first answer within 1.5 s).
  const { default: QRCode } = await import('qrcode');
  const seconds = Math.max(0, Math.floor((at.getTime() - order.createdAt.getTime()) / 1000));
  return QRCode.toDataURL(qrData(order.qrStartToken, order.qrStartSecret, seconds), {
    errorCorrectionLevel: 'L',
    margin: 2,
    width: 240,
  });
}

/** Cancels at BankID (best effort) and here. */
export async function cancelOrder(deps: BankIdDeps, order: repo.OrderRow): Promise<void> {
  if (order.status === 'pending') {
    await deps.client.cancel(order.orderRef).catch(() => undefined);
    await repo.updateOrder(deps.db, order.orderRef, { status: 'failed', hintCode: 'cancelled' });
  }
}
