// Swedish bank accounts (clearing + account number). DOMAIN §7, SPEC §5 "Bank account must match a bank".
// The npm package `kontonummer` is wrapped here; nothing else imports it.
import Kontonummer from 'kontonummer';
import type { ValidationKey } from './keys';
import { luhnCheckDigit } from './identity';

export type BankAccountResult =
  { ok: true; bankName: string; clearing: string; account: string } | { ok: false; error: ValidationKey };

const SEPARATORS = /[\s.-]/g;

/**
 * DOMAIN §7 clearing ranges that kontonummer 6.0.1 gives to the wrong bank. Its table has
 * Länsförsäkringar 3400–3499 ahead of Nordea, but 3410–3499 is Nordea (Länsförsäkringar 1/1 is only
 * 3400–3409 and 9060–9069). Both are type 1 comment 1, so the library's check digit rule is already
 * the right one there; only the bank name is corrected.
 */
const BANK_NAME_CORRECTIONS: readonly { from: number; to: number; bankName: string }[] = [
  { from: 3410, to: 3499, bankName: 'Nordea' },
];

const correctedBankName = (clearing: string, libraryName: string): string => {
  const code = Number(clearing.slice(0, 4));
  return BANK_NAME_CORRECTIONS.find((c) => code >= c.from && code <= c.to)?.bankName ?? libraryName;
};

/** DOMAIN §7: Swedbank 8xxx(-x) accounts have 7–10 digits (kontonummer also lets 11 through). */
const SWEDBANK_8_ACCOUNT = /^\d{7,10}$/;

/** True when a 4- or 5-digit clearing number has a valid shape (5 digits only for Swedbank 8xxx-x, mod 10). */
function isClearingShapeValid(clearing: string): boolean {
  if (/^\d{4}$/.test(clearing)) return true;
  // DOMAIN §7: Swedbank 8xxx clearing numbers have a 5th digit, a mod-10 check digit over the first four.
  return /^8\d{4}$/.test(clearing) && luhnCheckDigit(clearing.slice(0, 4)) === Number(clearing[4]);
}

/**
 * Validates a clearing number and account number against Bankgirot's rules (kontonummer, strict mode):
 * known clearing range, account length and mod-10/mod-11 check digit. Spaces, dots and dashes are ignored.
 * The account comes back as digits only; a Swedbank 8xxx account padded to 10 digits.
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
  // DOMAIN §7: kontonummer's strict mode wants 10 digits for Swedbank 8xxx, but 7–9 digits are real
  // accounts too; padded with leading zeros they pass the same type 2 comment 3 mod-10 check.
  const swedbank8 = clearingDigits.startsWith('8');
  if (swedbank8 && !SWEDBANK_8_ACCOUNT.test(accountDigits))
    return { ok: false, error: 'validation.bankAccount.invalid' };
  const checked = swedbank8 ? accountDigits.padStart(10, '0') : accountDigits;
  try {
    const parsed = Kontonummer.parse(clearingDigits, checked, { mode: 'strict' });
    return {
      ok: true,
      bankName: correctedBankName(parsed.sortingCode, parsed.bankName),
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
    return correctedBankName(digits, Kontonummer.getSortingCodeInfo(digits).bankName);
  } catch {
    return null;
  }
}
