// PWA (ARCHITECTURE "Web"): the service worker in public/sw.js keeps the app shell for offline
// starts and paints pages from it at once. Its URL carries the entry bundle's hashed
// name, so each build installs a new worker with a fresh cache, and the old one is dropped.
import { announceNewVersion } from './build-id';

/** The version of this build: the entry script's file name, which Vite hashes by content. */
export function buildVersion(entryUrl: string): string {
  const file = new URL(entryUrl).pathname.split('/').pop() ?? '';
  return file.replace(/\.js$/, '') || 'dev';
}

const pathOf = (url: URL) => url.pathname + url.search;

/** The address (path and query) of the entry script a shell (index.html) starts, or null. */
export function entryOfShell(html: string): string | null {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype=["']?module\b/i.test(tag)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) return pathOf(new URL(src, 'http://shell.invalid'));
  }
  return null;
}

/**
 * A page painted from the worker's cached shell may be an older release than the server's: the
 * server's shell is read once the page has loaded and, if it starts another entry script, the
 * new-version countdown begins (SPEC §4 New app version), which reloads into the new release.
 */
export async function checkShellIsCurrent(entryUrl: string): Promise<void> {
  try {
    const res = await fetch('/index.html', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return;
    const served = entryOfShell(await res.text());
    if (served !== null && served !== pathOf(new URL(entryUrl))) announceNewVersion();
  } catch {
    // Offline: the cached shell is all there is; the check is made on the next start.
  }
}

/**
 * How long after the load a first visit (no worker yet) registers one: installing it fetches and
 * compiles the first-paint files of every page (public/sw.js), which must not compete with the
 * page that is opening, least of all on a phone (total blocking time).
 */
const FIRST_INSTALL_AFTER_MS = 4000;

/**
 * Registers /sw.js once the page has loaded (production builds only; see main.tsx, which loads this
 * module apart from the first page's code): at once when a worker already controls the page (it
 * looks for a new release), a moment later on a first visit.
 */
export function registerServiceWorker(entryUrl: string): void {
  if (!('serviceWorker' in navigator)) return;
  const url = `/sw.js?v=${encodeURIComponent(buildVersion(entryUrl))}`;
  const register = () => {
    if (navigator.serviceWorker.controller) void checkShellIsCurrent(entryUrl);
    navigator.serviceWorker.register(url, { scope: '/' }).catch(() => {
      // Without a worker the app still works; it only cannot start offline.
    });
  };
  const start = () => {
    if (navigator.serviceWorker.controller) register();
    else setTimeout(register, FIRST_INSTALL_AFTER_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
