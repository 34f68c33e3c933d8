import { Suspense, type ReactNode } from 'react';
import { closeSnackbar, showSnackbar, snackbarStore, type SnackbarMessage } from '../lib/snackbar-store';
import { useStore } from '../lib/store';
import { lazyWhenIdle } from './lazy-when-idle';

export interface SnackbarApi {
  showSnackbar: (message: SnackbarMessage) => void;
  /** Hides the message on screen, e.g. when the user tries again. */
  closeSnackbar: () => void;
}

const API: SnackbarApi = { showSnackbar, closeSnackbar };

// The view (MUI's Snackbar, its transition and click-away code) is a chunk of its own, fetched when
// the browser is idle: no page's first download carries it.
const SnackbarView = lazyWhenIdle(async () => (await import('./SnackbarView')).SnackbarView);

/** Shows what lib/snackbar-store.ts holds: one snackbar for the app. */
function SnackbarHost() {
  const shown = useStore(snackbarStore);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView shown={shown} />
    </Suspense>
  );
}

/** The page under the app's snackbar. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <SnackbarHost />
    </>
  );
}

/** The app's snackbar (the same store as `showSnackbar` in lib/snackbar-store.ts). */
export function useSnackbar(): SnackbarApi {
  return API;
}
