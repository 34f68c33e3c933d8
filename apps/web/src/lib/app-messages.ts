import { createStore } from './store';

// Messages for the snackbar from code outside React (the API error handler). They carry i18n
// keys; the global behaviours translate and show them (ui/snackbar.tsx).

export interface AppMessage {
  /** Distinguishes two equal messages in a row. */
  id: number;
  key: string;
  titleKey?: string;
  color?: 'error' | 'warning' | 'info' | 'success';
  /** Milliseconds; the snackbar's default when absent. */
  timeout?: number;
}

export const appMessageStore = createStore<AppMessage | null>(null);

let nextId = 1;

/** Shows a translated message in the app's snackbar (replacing the one on screen). */
export function showAppMessage(message: Omit<AppMessage, 'id'>): void {
  appMessageStore.set({ ...message, id: nextId++ });
}
