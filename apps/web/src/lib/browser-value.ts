import { useState, useSyncExternalStore } from 'react';

// What only the browser knows (its storage, its display mode) and a page reads as it renders: the
// server paints the page without it (ADR 0024), so while React takes a painted page over, the
// value is the one the server painted with, and right after it the browser's own. React re-renders
// what differs instead of failing the hydration and rendering the whole page anew.

const unchanging = () => () => undefined;

/**
 * `read()`, read once when the component mounts; `painted` while React hydrates a page the server
 * painted, and on the server. `painted` must be the same value on both sides (a string, a number,
 * or an object made once).
 */
export function useBrowserValue<T>(read: () => T, painted: T): T {
  const [value] = useState(() => (typeof window === 'undefined' ? painted : read()));
  return useSyncExternalStore(
    unchanging,
    () => value,
    () => painted,
  );
}
