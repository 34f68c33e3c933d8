// The browser's side of a server-painted page (ADR 0024): the answers it was made from go into the
// query cache, the router gets ready, and once React has the markup it takes taps.
import type { DehydratedState } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { appQueryClient } from '../lib/app-query-client';
import { nextTask } from '../lib/next-task';
import { notePaintedAnswers } from '../lib/query-freshness';
import { setPaintedAt, todayIso } from '../lib/today';
import { setServerViewportWidth } from '../ui/server-viewport';
import { setPaintedThemeMode } from '../ui/theme-mode';

/**
 * Puts the answers a server-painted page was made from into the query cache, before the router's
 * loaders ask, and answers whether the markup can be taken over as it is: only if this browser has
 * the language and the day the server painted it with (a clock of its own, a language changed
 * meanwhile). Otherwise the page is rendered anew.
 */
export async function startFromFirstPaint(element: HTMLElement, language: string): Promise<boolean> {
  try {
    const state = JSON.parse(element.textContent ?? 'null') as DehydratedState | null;
    if (!state) return false;
    // TanStack's code comes with the cache's, not with the entry, and only for a page with data (a
    // public page has none: the login page's size).
    if (state.queries.length > 0) {
      const [{ hydrate }, client] = await Promise.all([import('@tanstack/react-query'), appQueryClient()]);
      // A task of its own: the answers of a long page are many (total blocking time).
      await nextTask();
      hydrate(client, state);
      notePaintedAnswers(state.queries);
    }
    // Hydration answers the media queries as the server did, so the markup matches; the screen's
    // own answers follow at once where the server's guess was wrong.
    const width = Number(element.dataset.width);
    if (width > 0) setServerViewportWidth(width);
    const paintedAt = Number(element.dataset.now);
    if (paintedAt > 0) setPaintedAt(paintedAt);
    const theme = element.dataset.theme;
    if (theme === 'light' || theme === 'dark') setPaintedThemeMode(theme);
    return element.dataset.language === language && element.dataset.today === todayIso();
  } catch {
    // Without them the page asks for its data itself.
    return false;
  }
}

/** Resolves when the router has run the first page's loaders and loaded its code. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Once React has taken over a server-painted page (or rendered it anew), it takes taps and focus. */
export function firstPaintTakenOver(): void {
  document.getElementById('root')?.removeAttribute('inert');
}
