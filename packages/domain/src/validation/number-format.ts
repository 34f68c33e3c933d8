// Swedish number display and input. SPEC §5 Input formatting, SPEC §9 "Decimal places default 2, max 4 when auto".
import { DECIMALS_DEFAULT, DECIMALS_MAX_AUTO } from '../constants';

export interface NumberFormatOptions {
  /** Decimals shown (fixed); with `auto`, the minimum shown. Default 2. */
  decimals?: number;
  /** Show extra decimals when the value has them, up to 4 (trailing zeros beyond `decimals` dropped). */
  auto?: boolean;
}

const MAX_DECIMALS = 20;
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let f = formatters.get(key);
  if (!f) {
    // en-US gives ',' grouping and '.' decimals, swapped below; 'negative' hides the sign of -0 and of
    // values rounding to zero.
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: true,
      signDisplay: 'negative',
    });
    formatters.set(key, f);
  }
  return f;
}

const clampDecimals = (d: number): number => Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(d)));

/**
 * Formats a number the Swedish way: plain space (U+0020) between thousands, comma for decimals,
 * '-' for negatives, rounding half away from zero on the decimal digits ('1.005' → '1,01').
 * Fixed `decimals` (default 2) or, with `auto`, at least `decimals` and at most 4. '' for NaN/±Infinity.
 */
export function formatNumberSv(n: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(n)) return '';
  const { decimals = DECIMALS_DEFAULT, auto = false } = options;
  const min = auto ? Math.min(clampDecimals(decimals), DECIMALS_MAX_AUTO) : clampDecimals(decimals);
  const max = auto ? DECIMALS_MAX_AUTO : min;
  // The shortest decimal string of n is rounded, not its binary value (so 1.005 rounds up like a human).
  const text = formatter(min, max).format(String(n) as `${number}`);
  return text.replace(/[,.]/g, (c) => (c === ',' ? ' ' : ','));
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
