import type { TFunction } from 'i18next';
import type { SelectOption } from '../../ui/FormSelect';

/** The degrees offered for a part-time absence or leave: whole, three quarters, half, a quarter. */
export const DEGREES = [100, 75, 50, 25] as const;

export const degreeOptions = (t: TFunction): SelectOption<number>[] =>
  DEGREES.map((d) => ({ value: d, label: t('absence.degree', { n: d }) }));

/** A day count with up to two decimals, in the language's own way (1,5 in Swedish). */
export const formatDays = (days: number, lng: string): string =>
  new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(days);

/** A page's heading: a long Swedish compound ("Ledighetsansökningar") fits a phone's 390 px. */
export const PAGE_HEADING = {
  flexGrow: 1,
  overflowWrap: 'anywhere',
  fontSize: { xs: '1.75rem', sm: '2.125rem' },
} as const;
