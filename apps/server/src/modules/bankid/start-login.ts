// POST /bankidauth (SPEC §4 BankID login, ADR 0005): starts an identification order bound to this browser.
import type { BankIdAuthRequest } from '@lonportal/domain';
import { writeAudit } from '../../plugins/access/store';
import { hashToken } from '../../plugins/session/store';
import { bankIdFailure, type BankIdDeps } from './orders';
import * as repo from './repository';

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
  await writeAudit(deps.db, {
    at: deps.now(),
    action: 'bankid.started',
    details: { OrderRef: order.orderRef, Type: input.Type, Ip: ip },
  });
  return { OrderRef: order.orderRef, AutoStartToken: order.autoStartToken };
}
