import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /bankidauth/cancel/{orderRef}: cancels the order at BankID and here (SPEC §4, §7). Also
 * sent when the login page goes away mid-order, so it is a plain call rather than a mutation.
 */
export const cancelBankIdAuth = (orderRef: string) =>
  apiRequest(`/bankidauth/cancel/${encodeURIComponent(orderRef)}`, undefined, { method: 'DELETE' });
