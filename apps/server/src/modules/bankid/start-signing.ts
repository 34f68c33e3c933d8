// A BankID signature (ADR 0005): the sign order and the text signed.
import { hashToken, newToken } from '../../plugins/session/store';
import * as repo from './repository';
import { bankIdFailure, type BankIdDeps } from './orders';

export interface SignStart {
  ftgId: string;
  userId: string;
  /** What is signed, e.g. 'fk3059:<id>'; the feature that asked for the signature finds it by this. */
  documentRef: string;
  /** The text the signer sees in the BankID app (simpleMarkdownV1). */
  visibleText: string;
  endUserIp: string;
  /** The person who must sign; BankID refuses anyone else. */
  persNr?: string;
  startType: 0 | 1 | 2;
}

/**
 * The signing service other features use (the FK 3059 time statement first): starts a sign order
 * and keeps the signed text with it; collect-signing.ts collects it and keeps BankID's proof.
 */
export async function startSigning(deps: BankIdDeps, input: SignStart) {
  const order = await deps.client
    .sign({
      endUserIp: input.endUserIp,
      userVisibleData: Buffer.from(input.visibleText, 'utf8').toString('base64'),
      userVisibleDataFormat: 'simpleMarkdownV1',
      ...(input.persNr ? { requirement: { personalNumber: input.persNr } } : {}),
    })
    .catch(bankIdFailure);
  const at = deps.now();
  await repo.insertOrder(deps.db, {
    orderRef: order.orderRef,
    purpose: 'sign',
    startType: input.startType,
    // Signing happens inside a session: the order is bound to the signing user instead of a browser cookie.
    browserHash: hashToken(`user:${input.userId}:${newToken()}`),
    qrStartToken: order.qrStartToken,
    qrStartSecret: order.qrStartSecret,
    requestedPersNr: input.persNr ?? null,
    createdAt: at,
  });
  await repo.insertSignature(deps.db, {
    ftgId: input.ftgId,
    userId: input.userId,
    orderRef: order.orderRef,
    documentRef: input.documentRef,
    visibleText: input.visibleText,
    createdAt: at,
  });
  return { orderRef: order.orderRef, autoStartToken: order.autoStartToken };
}
