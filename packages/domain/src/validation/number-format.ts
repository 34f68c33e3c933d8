// Swedish number display and input. SPEC §5 Input formatting, SPEC §9 "Decimal places default 2, max 4 when auto".
import { DECIMALS_DEFAULT, DECIMALS_MAX_AUTO } from '../constants';

export interface NumberFormatOptions {
  /** Decimals shown (fixed); with `auto`, the minimum shown. Default 2. */
  decimals?: number;
  /** Show extra decimals when the value has them, up to 4 (trailing zeros beyond `decimals` dropped). */
  auto?: boolean;
}

const MAX_DECIMALS = 20;

const clampDecimals = (d: number): number => Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(d)));

/**
 * The digits of n's shortest decimal string (String(n): the one a person reads, so 1.005 is
 * 1.005 and not the binary value just below it), split at the decimal point, without exponent.
 */
function decimalDigits(n: number): { int: string; frac: string } {
  const [mantissa = '', exponent = '0'] = String(Math.abs(n)).split('e');
  const dot = mantissa.indexOf('.');
  let digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  let point = (dot < 0 ? mantissa.length : dot) + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/** Rounds the decimal digits to `decimals`, half away from zero. */
function rounded(int: string, frac: string, decimals: number): { int: string; frac: string } {
  if (frac.length <= decimals) return { int, frac };
  const kept = [...(int + frac.slice(0, decimals))];
  if (frac[decimals]! >= '5') {
    let i = kept.length - 1;
    for (; i >= 0 && kept[i] === '9'; i--) kept[i] = '0';
    if (i < 0) kept.unshift('1');
    else kept[i] = String(Number(kept[i]) + 1);
  }
  const point = kept.length - decimals;
  return { int: kept.slice(0, point).join(''), frac: kept.slice(point).join('') };
}

/**
 * Formats a number the Swedish way: plain space (U+0020) between thousands, comma for decimals,
 * '-' for negatives, rounding half away from zero on the decimal digits ('1.005' → '1,01').
 * Fixed `decimals` (default 2) or, with `auto`, at least `decimals` and at most 4. '' for NaN/±Infinity.
 * Written out rather than with Intl.NumberFormat (whose results it gives; the test holds it to
 * them): the first Intl formatter of a page loads the language's data, some 25 ms of a phone's main
 * thread as the time report opens.
 */
export function formatNumberSv(n: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(n)) return '';
  const { decimals = DECIMALS_DEFAULT, auto = false } = options;
  const min = auto ? Math.min(clampDecimals(decimals), DECIMALS_MAX_AUTO) : clampDecimals(decimals);
  const max = auto ? DECIMALS_MAX_AUTO : min;
  const digits = decimalDigits(n);
  const { int, frac } = rounded(digits.int, digits.frac, max);
  const whole = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ' ');
  const decimalsShown = frac.replace(/0+$/, '').padEnd(min, '0');
  // No sign on -0 or on a value that rounds to zero.
  const sign = n < 0 && /[1-9]/.test(int + frac) ? '-' : '';
  return `${sign}${whole}${decimalsShown ? `,${decimalsShown}` : ''}`;
}

// Spaces a user or formatter may put between thousands: space, NBSP, narrow NBSP, thin space.
const GROUP_SPACES = /[\u0020\u00a0\u202f\u2009]/g;
const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Parses Swedish or plain number input: '1 234,50', '1234.5', '1234,5', '-12', '−12' (U+2212),
 * spaces/NBSP anywhere between digits. Null for '', for both ',' and '.' in one input, or other text.
 */
export function parseNumberSv(s: string): number | null {
  const t = s.trim().replace(GROUP_SPACES, '').replace('\u2212', '-');
  if (t.includes(',') && t.includes('.')) return null;
  const plain = t.replace(',', '.');
  if (!PLAIN_NUMBER.test(plain)) return null;
  const n = Number(plain);
  return Number.isFinite(n) ? n : null;
}
