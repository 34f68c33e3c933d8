import { useSyncExternalStore } from 'react';
import { createStore } from '../lib/store';
import type { ThemeMode } from './theme';

// The theme follows the logged-in user's settings (SPEC §4 App load). It is kept outside React so
// the session route's loader can set it before the first page paints, and remembered so the login
// page opens in the theme the user had last.

const STORAGE_KEY = 'lonportal.theme';

function stored(): ThemeMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

// A store: the server's first paint starts each page in the light theme (resetStores).
const mode = createStore<ThemeMode>(stored());
/** The theme of the page the server painted, while React takes it over (ADR 0024). */
let painted: ThemeMode | null = null;

/** Switches the app between light and dark. */
export function setThemeMode(next: ThemeMode): void {
  if (next === mode.get()) return;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // not remembered
  }
  mode.set(next);
}

/** The theme in use (the one a server render painted with). */
export const currentThemeMode = (): ThemeMode => mode.get();

/**
 * The theme the server painted the page in (a public page knows no user's): React takes the page
 * over in it, then switches to the browser's own.
 */
export function setPaintedThemeMode(theme: ThemeMode): void {
  painted = theme;
}

/** The current theme mode, re-rendering on change. */
export const useThemeMode = (): ThemeMode =>
  useSyncExternalStore(mode.subscribe, mode.get, () => painted ?? mode.get());
