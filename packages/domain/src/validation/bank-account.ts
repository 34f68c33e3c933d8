// Swedish bank accounts (clearing + account number). DOMAIN §7, SPEC §5 "Bank account must match a bank".
// The npm package `kontonummer` is wrapped here; nothing else imports it.
import Kontonummer from 'kontonummer';
import type { ValidationKey } from './keys';
import { luhnCheckDigit } from './identity';

export type BankAccountResult =
  { ok: true; bankName: string; clearing: string; account: string } | { ok: false; error: ValidationKey };

const SEPARATORS = /[\s.-]/g;

/** True when a 4- or 5-digit clearing number has a valid shape (5 digits only for Swedbank 8xxx-x, mod 10). */
function isClearingShapeValid(clearing: string): boolean {
  if (/^\d{4}$/.test(clearing)) return true;
  // DOMAIN §7: Swedbank 8xxx clearing numbers have a 5th digit, a mod-10 check digit over the first four.
  return /^8\d{4}$/.test(clearing) && luhnCheckDigit(clearing.slice(0, 4)) === Number(clearing[4]);
}

/**
 * Validates a clearing number and account number against Bankgirot's rules (kontonummer, strict mode):
 * known clearing range, account length and mod-10/mod-11 check digit. Spaces, dots and dashes are ignored.
 * Errors: validation.required (blank), validation.bankAccount.unknownClearing, validation.bankAccount.invalid.
 */
export function validateBankAccount(clearing: string, account: string): BankAccountResult {
  const clearingDigits = clearing.replace(SEPARATORS, '');
  const accountDigits = account.replace(SEPARATORS, '');
  if (clearingDigits === '' || accountDigits === '') return { ok: false, error: 'validation.required' };
  if (!isClearingShapeValid(clearingDigits))
    return { ok: false, error: 'validation.bankAccount.unknownClearing' };
  try {
    Kontonummer.getSortingCodeInfo(clearingDigits);
  } catch {
    return { ok: false, error: 'validation.bankAccount.unknownClearing' };
  }
  if (!/^\d+$/.test(accountDigits)) return { ok: false, error: 'validation.bankAccount.invalid' };
  try {
    const parsed = Kontonummer.parse(clearingDigits, accountDigits, { mode: 'strict' });
    return {
      ok: true,
      bankName: parsed.bankName,
      clearing: parsed.sortingCode,
      account: parsed.accountNumber,
    };
  } catch {
    return { ok: false, error: 'validation.bankAccount.invalid' };
  }
}

/** True when clearing + account form a valid Swedish bank account (see validateBankAccount). DOMAIN §7. */
export function isValidBankAccount(clearing: string, account: string): boolean {
  return validateBankAccount(clearing, account).ok;
}

/** Bank name for a clearing number, or null when no bank uses it. DOMAIN §7 clearing ranges. */
export function bankNameForClearing(clearing: string): string | null {
  const digits = clearing.replace(SEPARATORS, '');
  if (!isClearingShapeValid(digits)) return null;
  try {
    return Kontonummer.getSortingCodeInfo(digits).bankName;
  } catch {
    return null;
  }
}
