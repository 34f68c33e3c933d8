import { useSyncExternalStore } from 'react';
import type { ThemeMode } from './theme';

// The theme follows the logged-in user's settings (SPEC §4 App load). It is kept outside React so
// the session route's loader can set it before the first page paints, and remembered so the login
// page opens in the theme the user had last.

const STORAGE_KEY = 'lonportal.theme';
const listeners = new Set<() => void>();

function stored(): ThemeMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let mode: ThemeMode = stored();

/** Switches the app between light and dark. */
export function setThemeMode(next: ThemeMode): void {
  if (next === mode) return;
  mode = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // not remembered
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The current theme mode, re-rendering on change. */
export const useThemeMode = (): ThemeMode => useSyncExternalStore(subscribe, () => mode, () => mode);
