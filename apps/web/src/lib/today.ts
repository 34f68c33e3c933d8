import { useSyncExternalStore } from 'react';
import { toIsoDate } from '@lonportal/domain/validation/dates';

// Today and the time now, in a module of its own: a painted page compares today with the day it was
// painted on as it starts (first-paint.ts), so it goes with the entry; imported lazily, it went with
// the logged-in pages' code (date-filter.ts) and a public page loaded all of that.

/** Today's local date (YYYY-MM-DD). */
export const todayIso = (): string => toIsoDate(new Date());

/** The time a page was painted at (ms): the server's while it paints, the browser's while React takes it over. */
let paintedAt: number | null = null;

/** Notes the moment the page being painted (server) or taken over (browser) was painted at. */
export function setPaintedAt(ms: number | null): void {
  paintedAt = ms;
}

/** Whole seconds: a clock on the screen shows no more, and a value read twice in one render is the same. */
const second = () => Math.floor(Date.now() / 1000) * 1000;

const listeners = new Set<() => void>();
let now = second();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = second();
    timer = setInterval(() => {
      now = second();
      for (const l of listeners) l();
    }, 1000);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * The time now (ms, whole seconds), moving every second while a component shows it. While React
 * takes over a page the server painted, and on the server, it is the time the page was painted at:
 * a clock that moved on meanwhile would not match the markup (a hydration mismatch renders the page
 * anew); React renders the time now right after.
 */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => (listeners.size === 0 ? (now = second()) : now),
    () => paintedAt ?? now,
  );
}
