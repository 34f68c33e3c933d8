import { useEffect } from 'react';
import { createStore, useStore } from '../lib/store';

// How many of the app's dialogs are open (AppDialog reports itself). A dialog counts as closed the
// moment it is asked to close, not when its closing animation ends: the message its Spara shows
// then takes its usual place at once instead of jumping there.

const openDialogs = createStore(0);

/** Counts the calling dialog as open while `open` is true. */
export function useReportDialogOpen(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    openDialogs.set((n) => n + 1);
    return () => openDialogs.set((n) => n - 1);
  }, [open]);
}

/** True while one of the app's dialogs is open. */
export const useDialogOpen = (): boolean => useStore(openDialogs) > 0;
