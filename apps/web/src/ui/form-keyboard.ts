// Enter moves through a form like Tab does (SPEC §2.1: Enter or Tab moves to the next field in the
// form's tab order, Shift reverses). Tab is left to the browser, which already does that.

/** What the Enter key was pressed on. */
export interface EnterTarget {
  tagName: string;
  type?: string;
  /** aria-expanded of a combobox: an open menu gets the Enter (it chooses an item). */
  expanded?: boolean;
  contentEditable?: boolean;
}

export type EnterAction = 'native' | 'next' | 'previous' | 'submit' | 'none';

const NATIVE_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'image', 'file']);

/**
 * What Enter does: its normal meaning in a textarea, on a button or link, in an open menu or outside
 * the form's fields; otherwise the next field (previous with Shift), and submit on the last field.
 */
export function enterKeyAction(
  target: EnterTarget,
  place: { index: number; count: number; shift: boolean },
): EnterAction {
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'BUTTON' || tag === 'A' || target.contentEditable) return 'native';
  if (tag === 'INPUT' && NATIVE_INPUT_TYPES.has((target.type ?? 'text').toLowerCase())) return 'native';
  if (target.expanded || place.index < 0) return 'native';
  if (place.shift) return place.index === 0 ? 'none' : 'previous';
  return place.index === place.count - 1 ? 'submit' : 'next';
}

/** Elements in keyboard tab order: positive tabIndex first (ascending), then the rest in DOM order. */
export function inTabOrder<T extends { tabIndex: number }>(elements: readonly T[]): T[] {
  const positive = elements.filter((e) => e.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
  return [...positive, ...elements.filter((e) => e.tabIndex === 0)];
}
