import { hashToken, newToken } from '../../plugins/session/store';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';
import { bankIdFailure, qrDataUrl, refreshOrder, type BankIdDeps } from './orders';

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
 * The signing service other features use (the FK 3059 time statement first): start a sign order,
 * collect it, and keep BankID's proof with the signed text.
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

/** Collects a sign order of this user; a completed one stores signature, OCSP response, person and time. */
export async function collectSigning(deps: BankIdDeps, orderRef: string, userId: string) {
  const signature = await repo.findSignature(deps.db, orderRef);
  const order = await repo.findOrder(deps.db, orderRef);
  if (!signature || !order || signature.userId !== userId) throw new ApiError('NotFound');
  const { order: now, completion } = await refreshOrder(deps, order);
  if (completion) {
    await repo.updateSignature(deps.db, orderRef, {
      status: 'complete',
      persNr: completion.user.personalNumber,
      namn: completion.user.name,
      signature: completion.signature,
      ocspResponse: completion.ocspResponse,
      completion: completion as unknown as Record<string, unknown>,
      signedAt: deps.now(),
    });
  } else if (now.status === 'failed') {
    await repo.updateSignature(deps.db, orderRef, { status: 'failed', hintCode: now.hintCode });
  }
  return {
    status: now.status,
    hintCode: now.hintCode,
    qrCodeDataUrl: now.status === 'pending' && now.startType === 1 ? await qrDataUrl(now, deps.now()) : '',
    signature: await repo.findSignature(deps.db, orderRef),
  };
}
