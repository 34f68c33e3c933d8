import { BankIdAuthResponseSchema, type BankIdAuthRequest } from '@lonportal/domain/auth/bankid';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /bankidauth: starts an electronic ID order (SPEC §4, §7). Type 1 (mobile, QR) needs the
 * personal number. The server binds the order to this browser with an HttpOnly cookie.
 */
export const startBankIdAuth = (body: BankIdAuthRequest) =>
  apiRequest('/bankidauth', BankIdAuthResponseSchema, { body });
