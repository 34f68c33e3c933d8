import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { formatDecimal } from '../../components/entry-texts';

/** "1 234,50 kr": an amount in kronor as the page shows it. */
export const formatKronor = (amount: number, lng?: string): string => `${formatDecimal(amount, lng)} kr`;

/** An amount in its currency: kronor as "kr", another currency by its code ("12,00 EUR"). */
export const formatMoney = (amount: number, currency: string, lng?: string): string =>
  currency === DEFAULT_CURRENCY ? formatKronor(amount, lng) : `${formatDecimal(amount, lng)} ${currency}`;
