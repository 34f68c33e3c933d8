import { compareByName } from '@lonportal/domain/employees';
import type { AttestListEntry } from '@lonportal/domain/time/entries';

// The attest list on screen: its filter, its order and the checkbox selection. Pure, so that the
// rules are tested without a browser.

export interface AttestFilter {
  /** Part of the name or the AnstNr. */
  search: string;
  /** A department, or '' for all. */
  avdelning: string;
  /** Only employees with rows waiting for the page's action (attestation, or approval). */
  onlyPending: boolean;
}

export const EMPTY_FILTER: AttestFilter = { search: '', avdelning: '', onlyPending: false };

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });
const fold = (s: string) => s.toLocaleLowerCase('sv');

export const employeeName = (e: Pick<AttestListEntry, 'FoNamn' | 'EfNamn'>): string =>
  `${e.FoNamn} ${e.EfNamn}`.trim();

/** Rows waiting for attestation (approved, not attested). */
export const hasRowsToAttest = (e: AttestListEntry): boolean => e.Antal.NOT_ATTESTED > 0;

/**
 * Whether `e` passes `filter`. Every word of the search must be in the name or the AnstNr;
 * `pending` says whether the employee has rows waiting (default: rows to attest).
 */
export function matchesFilter<T extends AttestListEntry>(
  e: T,
  filter: AttestFilter,
  pending: (e: T) => boolean = hasRowsToAttest,
): boolean {
  if (filter.avdelning !== '' && e.Avdelning !== filter.avdelning) return false;
  if (filter.onlyPending && !pending(e)) return false;
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  const haystack = fold(`${e.FoNamn} ${e.EfNamn} ${e.AnstNr}`);
  return words.every((w) => haystack.includes(w));
}

/** The list by last name, first name and AnstNr (Swedish order). */
export function sortByName<T extends Pick<AttestListEntry, 'FoNamn' | 'EfNamn' | 'AnstNr'>>(
  list: readonly T[],
): T[] {
  return [...list].sort(compareByName);
}

/**
 * The entries shown for `filter`: first those with rows waiting for the page's action (`pending`),
 * then the rest, each group in name order. A manager's work comes first, not a long scroll down a
 * phone's list of everyone.
 */
export function visibleEntries<T extends AttestListEntry>(
  list: readonly T[],
  filter: AttestFilter,
  pending: (e: T) => boolean = hasRowsToAttest,
): T[] {
  const shown = sortByName(list.filter((e) => matchesFilter(e, filter, pending)));
  return [...shown.filter(pending), ...shown.filter((e) => !pending(e))];
}

/** The departments that occur in the list, sorted, without ''. */
export const departmentsOf = (list: readonly AttestListEntry[]): string[] =>
  [...new Set(list.map((e) => e.Avdelning).filter((a) => a !== ''))].sort(collator.compare);

// Selection: a set of AnstNr. The header checkbox acts on the shown rows only, and a bulk action
// takes the selected rows that are shown (a filter never acts on hidden employees).

export type SelectAllState = 'none' | 'some' | 'all';

/** `selected` with `anstNr` added or removed. */
export function toggleOne(selected: ReadonlySet<string>, anstNr: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(anstNr)) next.add(anstNr);
  return next;
}

/** The header checkbox's state over the shown rows. */
export function selectAllState(selected: ReadonlySet<string>, shown: readonly string[]): SelectAllState {
  const count = shown.filter((a) => selected.has(a)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** The header checkbox clicked: all shown rows selected, or (when they all were) none of them. */
export function toggleAll(selected: ReadonlySet<string>, shown: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (selectAllState(selected, shown) === 'all') for (const a of shown) next.delete(a);
  else for (const a of shown) next.add(a);
  return next;
}

/** The selected entries among the shown ones, in their order. */
export const selectedShown = <T extends { AnstNr: string }>(
  selected: ReadonlySet<string>,
  shown: readonly T[],
): T[] => shown.filter((e) => selected.has(e.AnstNr));

/** The page `page` (from 0) of `perPage` entries; a page past the end shows the last one. */
export function pageOf<T>(list: readonly T[], page: number, perPage: number): { page: number; items: T[] } {
  const last = Math.max(0, Math.ceil(list.length / perPage) - 1);
  const p = Math.min(Math.max(0, page), last);
  return { page: p, items: list.slice(p * perPage, (p + 1) * perPage) };
}
