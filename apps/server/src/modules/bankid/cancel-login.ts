// DELETE /bankidauth/cancel/{orderRef} (SPEC §4 BankID login): this browser's order ends, at BankID too.
import { writeAudit } from '../../plugins/access/store';
import { cancelOrder, ownOrder, type BankIdDeps } from './orders';

export async function cancelLogin(
  deps: BankIdDeps,
  orderRef: string,
  browserToken: string | undefined,
  ip: string,
): Promise<void> {
  await cancelOrder(deps, await ownOrder(deps, orderRef, browserToken));
  await writeAudit(deps.db, {
    at: deps.now(),
    action: 'bankid.cancelled',
    details: { OrderRef: orderRef, Ip: ip },
  });
}
