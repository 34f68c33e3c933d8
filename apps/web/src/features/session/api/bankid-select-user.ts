import type { z } from 'zod';
import { LoginResultSchema } from '@lonportal/domain/auth/schemas';
import type { BankIdSelectUserSchema } from '@lonportal/domain/auth/bankid';
import { apiRequest } from '../../../lib/api-client';

export type BankIdSelectUser = z.infer<typeof BankIdSelectUserSchema>;

/**
 * POST /bankidauth/selectuser: logs in with the chosen account of the identified person; the
 * answer is the same login result as a password login's (SPEC §4, §7). No SMS step follows.
 */
export const selectBankIdUser = (body: BankIdSelectUser) =>
  apiRequest('/bankidauth/selectuser', LoginResultSchema, { body });
