import { LOGIN_TYPES, type LoginType } from '../portal-info';

/** SPEC §6 Login types: the strictest of the company's type, its SMS and BankID flags and the user's own. */
export function effectiveLoginType(opts: {
  portalLoginType: LoginType;
  userLoginType: LoginType | null;
  requireSmsVerification: boolean;
  enforceBankIdAuth: boolean;
}): LoginType {
  const candidates: LoginType[] = [opts.portalLoginType, opts.userLoginType ?? 'PASSWORD'];
  if (opts.requireSmsVerification) candidates.push('SMS');
  if (opts.enforceBankIdAuth) candidates.push('BANKID');
  return candidates.reduce((a, b) => (LOGIN_TYPES.indexOf(b) > LOGIN_TYPES.indexOf(a) ? b : a));
}

/** Masks a phone number for display, keeping the country code and the last two digits. */
export function phoneHint(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  const head = digits.startsWith('+') ? digits.slice(0, 3) : '';
  return head + '*'.repeat(digits.length - head.length - 2) + digits.slice(-2);
}
