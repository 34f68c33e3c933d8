// Generic field rules. SPEC §5 Generic rules, SPEC §9 "Null id all zeros".
import { NULL_ID } from '../constants';
import { isEmptyDate } from './dates';

// Re-exported (same binding) so validation users need one import.
export { NULL_ID };

export interface EmptyValueOptions {
  /** Treat 0 (and '0', '0,00' …) as empty, for fields where zero is disallowed. Default false. */
  zeroIsEmpty?: boolean;
}

const ZERO_TEXT = /^[-+]?0*(?:[.,]0*)?$/;

/**
 * True when a value counts as empty for "required" (SPEC §5 Generic rules): null/undefined, '' or
 * whitespace, the all-zeros id, the 1899-12-30 date, NaN, an empty array, and zero when `zeroIsEmpty`.
 */
export function isEmptyValue(v: unknown, options: EmptyValueOptions = {}): boolean {
  const { zeroIsEmpty = false } = options;
  if (v === null || v === undefined) return true;
  if (typeof v === 'number') return Number.isNaN(v) || (zeroIsEmpty && v === 0);
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v !== 'string') return false;
  const t = v.trim();
  if (t === '' || t === NULL_ID || isEmptyDate(t)) return true;
  return zeroIsEmpty && /\d/.test(t) && ZERO_TEXT.test(t);
}

/** True for an integer number, or a string of optional sign and digits only (e.g. '-12'). SPEC §5. */
export function isInteger(v: number | string): boolean {
  if (typeof v === 'number') return Number.isInteger(v);
  return /^[-+]?\d+$/.test(v.trim());
}

/** True when min ≤ n ≤ max (both ends inclusive); false for NaN. SPEC §5 "Number between". */
export function isBetween(n: number, min: number, max: number): boolean {
  return n >= min && n <= max;
}

/** True when n > limit (strictly). SPEC §5 "Number greater than". */
export function isGreaterThan(n: number, limit: number): boolean {
  return n > limit;
}

/**
 * True when `s` is one or more letters (any script: å ä ö é ü …) and ASCII digits, nothing else
 * (no spaces or punctuation). Decomposed accents are composed first (NFC). SPEC §5 "Alphanumeric only".
 */
export function isAlphanumeric(s: string): boolean {
  return /^[\p{L}0-9]+$/u.test(s.normalize('NFC'));
}

// Pragmatic: local@domain.tld, no whitespace, one '@', dotted domain with a 2+ letter TLD, no '..'.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[\p{L}]{2,}$/u;

/** Pragmatic email check (trimmed; max 254 characters, local part max 64). SPEC §5 (InvalidEmail). */
export function isEmail(s: string): boolean {
  const t = s.trim();
  if (t.length > 254 || t.includes('..') || !EMAIL.test(t)) return false;
  const local = t.slice(0, t.indexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.');
}
