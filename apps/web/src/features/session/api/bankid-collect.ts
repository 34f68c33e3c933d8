import { BankIdCollectResponseSchema } from '@lonportal/domain/auth/bankid';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /bankidauth/collect/{orderRef}: the order's state, the QR code of the moment and, once the
 * person is identified, their accounts (SPEC §4, §7). Called by the polling loop, not a query: it
 * is not data to cache.
 */
export const collectBankIdAuth = (orderRef: string, signal?: AbortSignal) =>
  apiRequest(`/bankidauth/collect/${encodeURIComponent(orderRef)}`, BankIdCollectResponseSchema, {
    ...(signal ? { signal } : {}),
  });
