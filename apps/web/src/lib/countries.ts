import type { CurrencyItem } from '@lonportal/domain/travel/normalbelopp';
import type { SelectOption } from '../ui/select-options';

// Countries as the user reads them: the ISO code in the interface's language (the table's own
// names are Swedish), the year's normalbelopp beside each where there is one.

const names = new Map<string, Intl.DisplayNames>();

/** A country's name in `lng` ('Norway', 'Norvège'), or its code when the browser has none. */
export function countryName(code: string, lng: string): string {
  let display = names.get(lng);
  if (!display) {
    display = new Intl.DisplayNames([lng], { type: 'region' });
    names.set(lng, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The picker's options, by name in the user's language. */
export function countryOptions(
  items: readonly CurrencyItem[],
  lng: string,
  amount: (n: number) => string,
): SelectOption[] {
  return items
    .map((i) => ({
      value: i.Landskod,
      label: `${countryName(i.Landskod, lng)}${i.Normalbelopp === null ? '' : ` (${amount(i.Normalbelopp)})`}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, lng));
}
