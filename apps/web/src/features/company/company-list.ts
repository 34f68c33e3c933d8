import type { z } from 'zod';
import type { CompanyListItemSchema } from '@lonportal/domain/auth/schemas';
import { compareSwedish } from '@lonportal/domain/swedish-order';

export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;

const byName = (a: CompanyListItem, b: CompanyListItem) => compareSwedish(a.Namn, b.Namn);

/** Whether a company matches the search text: part of its name, its org number, its key or its id. */
export function matchesSearch(company: CompanyListItem, search: string): boolean {
  const q = search.trim().toLocaleLowerCase('sv');
  if (!q) return true;
  if (company.Namn.toLocaleLowerCase('sv').includes(q)) return true;
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && company.Orgnr.includes(digits)) return true;
  return company.FtgKey.toLocaleLowerCase('sv').startsWith(q) || company.FtgId.toLowerCase().startsWith(q);
}

export interface CompanySections {
  /** The company last worked in (none, or one), when it is offered. */
  lastUsed: CompanyListItem[];
  favourites: CompanyListItem[];
  others: CompanyListItem[];
}

/**
 * SPEC §2.4: the companies to offer, archived ones hidden, as favourites and the others, each
 * sorted by name the Swedish way (å, ä, ö after z). Given the company last worked in, the list
 * starts with it, and it is not repeated below (ADR 0017: favourites and the last used first).
 */
export function companySections(
  companies: readonly CompanyListItem[],
  favourites: ReadonlySet<string>,
  search = '',
  lastUsedFtgId: string | null = null,
): CompanySections {
  const shown = companies.filter((c) => !c.Archived && matchesSearch(c, search));
  const lastUsed = shown.filter((c) => c.FtgId === lastUsedFtgId);
  const rest = shown.filter((c) => c.FtgId !== lastUsedFtgId);
  return {
    lastUsed,
    favourites: rest.filter((c) => favourites.has(c.FtgId)).sort(byName),
    others: rest.filter((c) => !favourites.has(c.FtgId)).sort(byName),
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
