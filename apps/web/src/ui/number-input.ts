// What the number input shows and stores (SPEC §5 Input formatting, §9 decimals). The form holds a
// number (or null when blank); the text is Swedish ('1 234,50') and read back from Swedish or plain input.
import { DECIMALS_MAX_AUTO } from '@lonportal/domain/constants';
import {
  formatNumberSv,
  parseNumberSv,
  type NumberFormatOptions,
} from '@lonportal/domain/validation/number-format';

/** The text shown when the field is not being edited: '' for no number. */
export function numberDisplayText(value: unknown, options: NumberFormatOptions = {}): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatNumberSv(value, options) : '';
}

export type NumberCommit = { valid: true; value: number | null } | { valid: false };

/**
 * Reads typed text when the field is left: blank is null, a number is rounded to the decimals the
 * field shows (at most 4 with `auto`), anything else is invalid.
 */
export function commitNumberText(text: string, options: NumberFormatOptions = {}): NumberCommit {
  if (text.trim() === '') return { valid: true, value: null };
  const n = parseNumberSv(text);
  if (n === null) return { valid: false };
  const decimals = options.auto ? DECIMALS_MAX_AUTO : (options.decimals ?? undefined);
  // Rounded the way the text is (half away from zero on the decimal digits), so value and text agree.
  const rounded = parseNumberSv(formatNumberSv(n, decimals === undefined ? {} : { decimals }));
  return { valid: true, value: rounded === 0 ? 0 : rounded };
}
