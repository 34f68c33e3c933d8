import { useEffect, useRef } from 'react';
import { matchesShortcut, parseShortcut } from './shortcuts';

export interface ShortcutOptions {
  /** Default true; false leaves the key alone, e.g. while a dialog is closed. */
  enabled?: boolean;
}

/**
 * Calls `handler` when the shortcut ('ALT+S': ALT, CTRL or SHIFT plus exactly one key, SPEC §5) is
 * pressed anywhere on the page, and keeps the browser from acting on it.
 * A shortcut that does not parse is a programming error and throws.
 */
export function useShortcut(
  shortcut: string,
  handler: (event: KeyboardEvent) => void,
  { enabled = true }: ShortcutOptions = {},
): void {
  const parsed = parseShortcut(shortcut);
  if (!parsed) throw new Error(`Invalid shortcut "${shortcut}": use ALT, CTRL or SHIFT plus exactly one key`);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { alt, ctrl, shift, key } = parsed;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !matchesShortcut({ alt, ctrl, shift, key }, event)) return;
      event.preventDefault();
      latest.current(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, alt, ctrl, shift, key]);
}
