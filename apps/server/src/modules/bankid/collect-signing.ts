// A BankID signature (ADR 0005): collecting the order and keeping BankID's proof.
import { ApiError } from '../../plugins/errors';
import { qrDataUrl, refreshOrder, type BankIdDeps } from './orders';
import * as repo from './repository';

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
