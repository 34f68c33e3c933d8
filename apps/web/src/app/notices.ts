import { useEffect } from 'react';
import type { AlertColor } from '@mui/material/Alert';

// A route loader runs outside React, yet some of its outcomes must be told to the user (SPEC §2.1:
// the empty-registry warning). It leaves the notice here; the session layout shows it once mounted.

/** A notice by i18n keys, translated where it is shown. */
export interface Notice {
  titleKey?: string;
  textKey: string;
  color: AlertColor;
  timeout: number;
}

let pending: Notice | null = null;
let listener: ((notice: Notice) => void) | null = null;

/** Shows `notice` in the snackbar as soon as the logged-in pages are on screen. */
export function postNotice(notice: Notice): void {
  if (listener) listener(notice);
  else pending = notice;
}

/** Receives the notices posted by loaders, including one posted before the caller mounted. */
export function useNotices(show: (notice: Notice) => void): void {
  useEffect(() => {
    listener = show;
    if (pending) {
      show(pending);
      pending = null;
    }
    return () => {
      if (listener === show) listener = null;
    };
  }, [show]);
}
