// Numbers, hours and money as the pages show them (ARCHITECTURE "Web": one formatting module).
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { formatNumberSv, type NumberFormatOptions } from '@lonportal/domain/validation/number-format';

/**
 * A number with two decimals as shown: "8,00" (SPEC §5 Input formatting), or as `options` say.
 * Given the interface language, English gets its decimal point and comma between thousands
 * ("1,234.50"); Swedish, French and Polish keep the decimal comma.
 */
export const formatDecimal = (n: number, lng?: string, options?: NumberFormatOptions): string =>
  lng?.startsWith('en')
    ? formatNumberSv(n || 0, options).replace(/[ ,]/g, (c) => (c === ' ' ? ',' : '.'))
    : formatNumberSv(n, options);

/** Hours as shown: "8,00". */
export const formatHours = formatDecimal;

/** "1 234,50 kr": an amount in kronor as the page shows it. */
export const formatKronor = (amount: number, lng?: string): string => `${formatDecimal(amount, lng)} kr`;

/** An amount in its currency: kronor as "kr", another currency by its code ("12,00 EUR"). */
export const formatMoney = (amount: number, currency: string, lng?: string): string =>
  currency === DEFAULT_CURRENCY ? formatKronor(amount, lng) : `${formatDecimal(amount, lng)} ${currency}`;

/** A quantity with the decimals it has and no more (up to 4): "12", "2,5" hours or days. */
export const formatQuantity = (n: number, lng?: string): string =>
  formatDecimal(n, lng, { decimals: 0, auto: true });

/** A change with its sign: "+12", "-2,5". */
export const formatSignedQuantity = (n: number, lng?: string): string =>
  `${n > 0 ? '+' : ''}${formatQuantity(n, lng)}`;

/**
 * A change in kronor with its sign, in whole kronor unless it has öre: "+744 kr", "-1 019,20 kr"
 * (a sentence about what changed reads the figure, the payslip beside it has the exact amounts).
 */
export const formatKronorChange = (amount: number, lng?: string): string => {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return `${amount > 0 ? '+' : ''}${formatDecimal(amount, lng, { decimals: whole ? 0 : 2 })} kr`;
};
