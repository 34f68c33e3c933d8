import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /bankidauth/cancel/{orderRef}: cancels the order at BankID and here (SPEC §4, §7). */
export const cancelBankIdAuth = (orderRef: string) =>
  apiRequest(`/bankidauth/cancel/${encodeURIComponent(orderRef)}`, undefined, { method: 'DELETE' });

export const useCancelBankIdAuth = () => useMutation({ mutationFn: cancelBankIdAuth });
