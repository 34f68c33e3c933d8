// Numbers, hours and money as the pages show them (ARCHITECTURE "Web": one formatting module).
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';

/**
 * A number with two decimals as shown: "8,00" (SPEC §5 Input formatting). Given the interface
 * language, English gets its decimal point and comma between thousands ("1,234.50"); Swedish,
 * French and Polish keep the decimal comma.
 */
export const formatDecimal = (n: number, lng?: string): string =>
  lng?.startsWith('en')
    ? formatNumberSv(n || 0).replace(/[ ,]/g, (c) => (c === ' ' ? ',' : '.'))
    : formatNumberSv(n);

/** Hours as shown: "8,00". */
export const formatHours = formatDecimal;

/** "1 234,50 kr": an amount in kronor as the page shows it. */
export const formatKronor = (amount: number, lng?: string): string => `${formatDecimal(amount, lng)} kr`;

/** An amount in its currency: kronor as "kr", another currency by its code ("12,00 EUR"). */
export const formatMoney = (amount: number, currency: string, lng?: string): string =>
  currency === DEFAULT_CURRENCY ? formatKronor(amount, lng) : `${formatDecimal(amount, lng)} ${currency}`;
