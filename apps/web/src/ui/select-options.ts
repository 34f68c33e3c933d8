// Rules of the select widget that need no React (SPEC §2.5 Select menus, §9).
import {
  DROPDOWN_ITEM_HEIGHT,
  DROPDOWN_SCROLL_AFTER_ITEMS,
  MULTISELECT_COUNT_ABOVE,
} from '@lonportal/domain/constants';

/** An option of a select: the stored value and its shown, already translated label. */
export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** The list's vertical padding (MUI's 8 px above and below). */
const LIST_PADDING = 16;

/** SPEC §9: the menu scrolls when it holds more than 5 items of 48 px. */
export const LISTBOX_MAX_HEIGHT = DROPDOWN_SCROLL_AFTER_ITEMS * DROPDOWN_ITEM_HEIGHT + LIST_PADDING;

/** SPEC §2.5: a multi-select shows a count ("4 st") instead of the chosen items above 3 selected. */
export const showsSelectedCount = (selected: number): boolean => selected > MULTISELECT_COUNT_ABOVE;

/**
 * The value the previous/next arrow buttons choose: the enabled option before or after the current
 * one, the first (next) or last (previous) when nothing is chosen, null at either end.
 */
export function steppedValue<V extends string | number>(
  options: readonly SelectOption<V>[],
  current: V | null | undefined,
  step: -1 | 1,
): V | null {
  const enabled = options.filter((o) => !o.disabled);
  const index = enabled.findIndex((o) => o.value === current);
  if (index === -1) return (step === 1 ? enabled[0] : enabled.at(-1))?.value ?? null;
  return enabled[index + step]?.value ?? null;
}
