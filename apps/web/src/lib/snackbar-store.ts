import { createStore } from './store';

// The app's one snackbar (SPEC §2.5, §8): one message at a time, a new one replaces the one on
// screen. Code outside React (the API error handler, route loaders) and components write here;
// ui/snackbar.tsx shows it, translating messages given by i18n key where it renders them.

export type SnackbarColor = 'error' | 'warning' | 'info' | 'success';

/** Where the snackbar sits; the same shape as MUI's SnackbarOrigin. */
export interface SnackbarPosition {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

interface SnackbarOptions {
  /** A translated title, or its i18n key. */
  title?: string;
  titleKey?: string;
  /** Default error (SPEC §8). */
  color?: SnackbarColor;
  /** Milliseconds; default 10 s (ui/snackbar-timeout.ts). */
  timeout?: number;
  /** Keeps the text's line breaks. */
  multiline?: boolean;
  /** Default bottom centre. */
  position?: SnackbarPosition;
}

/** SPEC §2.5 Snackbar: title, text, colour, timeout, multiline, position. The text is given translated or by key. */
export type SnackbarMessage = SnackbarOptions &
  (
    | { text: string; key?: undefined; values?: undefined }
    | { key: string; values?: Record<string, unknown>; text?: undefined }
  );

export interface SnackbarState {
  message: SnackbarMessage;
  /** Distinguishes two equal messages in a row. */
  id: number;
  open: boolean;
}

export const snackbarStore = createStore<SnackbarState | null>(null);

let nextId = 1;

/** Shows `message` in the app's snackbar, replacing the one on screen. */
export function showSnackbar(message: SnackbarMessage): void {
  snackbarStore.set({ message, id: nextId++, open: true });
}

/** Hides the message on screen, e.g. when the user tries again. */
export function closeSnackbar(): void {
  snackbarStore.set((shown) => (shown?.open ? { ...shown, open: false } : shown));
}
