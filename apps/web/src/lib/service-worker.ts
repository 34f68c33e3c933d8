// PWA (ARCHITECTURE "Web"): the service worker in public/sw.js keeps the app shell for offline
// starts. Its URL carries the entry bundle's hashed name, so each build installs a new worker
// with a fresh cache, and the old one is dropped.

/** The version of this build: the entry script's file name, which Vite hashes by content. */
export function buildVersion(entryUrl: string): string {
  const file = new URL(entryUrl).pathname.split('/').pop() ?? '';
  return file.replace(/\.js$/, '') || 'dev';
}

/** Registers /sw.js once the page has loaded (production builds only; see main.tsx). */
export function registerServiceWorker(entryUrl: string): void {
  if (!('serviceWorker' in navigator)) return;
  const url = `/sw.js?v=${encodeURIComponent(buildVersion(entryUrl))}`;
  const register = () => {
    navigator.serviceWorker.register(url, { scope: '/' }).catch(() => {
      // Without a worker the app still works; it only cannot start offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
