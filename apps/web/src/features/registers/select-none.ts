import type { SelectOption } from '../../ui/FormSelect';

/** A select's options with "none" first, and the saved value kept when the list no longer has it. */
export function withNone(options: SelectOption[], none: string, saved: string): SelectOption[] {
  const kept = saved && !options.some((o) => o.value === saved) ? [{ value: saved, label: saved }] : [];
  return [{ value: '', label: none }, ...kept, ...options];
}
