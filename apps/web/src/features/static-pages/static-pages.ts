import type { TFunction } from 'i18next';

/** SPEC §2.1: the mobile app's static pages, with the i18n key of each title. */
export const STATIC_PAGES = [
  { path: '/app/questions', titleKey: 'static.questions.title' },
  { path: '/app/terms', titleKey: 'static.terms.title' },
  { path: '/app/portal/android/policy', titleKey: 'static.policy.android.title' },
  { path: '/app/portal/ios/policy', titleKey: 'static.policy.ios.title' },
] as const;

/** A section of a static page: a heading and its text. */
export interface Section {
  heading: string;
  text: string;
}

/**
 * The entries under an i18n key such as `static.terms.sections` (`{ "1": {…}, "2": {…} }`), in
 * numeric order, with `pick` mapping each to a section. Anything malformed is left out.
 */
export function translatedSections(
  t: TFunction,
  key: string,
  pick: (entry: Record<string, unknown>) => Section,
  values?: Record<string, string>,
): Section[] {
  const tree: unknown = t(key, { ...values, returnObjects: true });
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree as Record<string, unknown>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, entry]) =>
      entry && typeof entry === 'object' ? [pick(entry as Record<string, unknown>)] : [],
    )
    .filter((section) => section.heading && section.text);
}

/** One text of a static page in blocks: paragraphs, and bullet lists from lines starting "- ". */
export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
    const prose = lines.filter((line) => !line.startsWith('- ')).join(' ');
    if (prose) blocks.push({ kind: 'paragraph', text: prose });
    if (items.length > 0) blocks.push({ kind: 'list', items });
  }
  return blocks;
}
