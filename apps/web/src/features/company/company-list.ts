import type { z } from 'zod';
import type { CompanyListItemSchema } from '@lonportal/domain/auth/schemas';

export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });
const byName = (a: CompanyListItem, b: CompanyListItem) => collator.compare(a.Namn, b.Namn);

/** Whether a company matches the search text: part of its name, its org number, its key or its id. */
export function matchesSearch(company: CompanyListItem, search: string): boolean {
  const q = search.trim().toLocaleLowerCase('sv');
  if (!q) return true;
  if (company.Namn.toLocaleLowerCase('sv').includes(q)) return true;
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && company.Orgnr.includes(digits)) return true;
  return company.FtgKey.toLocaleLowerCase('sv').startsWith(q) || company.FtgId.toLowerCase().startsWith(q);
}

/**
 * SPEC §2.4: the companies to offer, archived ones hidden, as favourites and the others, each
 * sorted by name the Swedish way (å, ä, ö after z).
 */
export function companySections(
  companies: readonly CompanyListItem[],
  favourites: ReadonlySet<string>,
  search = '',
): { favourites: CompanyListItem[]; others: CompanyListItem[] } {
  const shown = companies.filter((c) => !c.Archived && matchesSearch(c, search));
  return {
    favourites: shown.filter((c) => favourites.has(c.FtgId)).sort(byName),
    others: shown.filter((c) => !favourites.has(c.FtgId)).sort(byName),
  };
}

const LEGAL_FORMS = new Set(['ab', 'hb', 'kb', 'ek', 'för', 'i', 'och', '&', 'of', 'the']);

/** SPEC §2.5 Company avatar: up to two initials of the name, legal forms and small words left out. */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const meaningful = words.filter((w) => !LEGAL_FORMS.has(w.toLocaleLowerCase('sv')));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  return chosen
    .map((w) => w.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase('sv');
}
