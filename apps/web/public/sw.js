/* global self, caches */
// The service worker of Lönportalen (PWA). It keeps the app shell only: index.html and the
// hashed files under /assets/; pages open from the server when it answers (painted with their data,
// ADR 0024) and from the cached shell when it does not. API answers and the /ws socket never pass
// through a cache, since they carry one person's payroll data and must be current.
//
// Versioned by its URL: the page registers /sw.js?v=<hash of the entry bundle>, so every build
// installs a new worker with its own cache and the old cache is deleted when it takes over.

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `lonportal-shell-${VERSION}`;
const SHELL = '/index.html';

const isAsset = (url) => url.pathname.startsWith('/assets/');
const isPrivate = (url) => url.pathname.startsWith('/api/') || url.pathname === '/ws';

self.addEventListener('install', (event) => {
  // Chromium can route the API straight to the network without waking the worker at all.
  try {
    event
      .addRoutes?.([
        { condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' },
        { condition: { urlPattern: new URLPattern({ pathname: '/ws' }) }, source: 'network' },
      ])
      ?.catch(() => undefined);
  } catch {
    // no static routing: the fetch handler below leaves these requests alone as well
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const res = await fetch(SHELL, { cache: 'no-cache' });
      if (!res.ok) return;
      const html = await res.clone().text();
      await cache.put(SHELL, res);
      // The entry script and styles the shell names, and the files each page's first paint loads
      // (the build's route-preloads.json). Cached now, while the worker installs, Chromium also
      // compiles them now and keeps the code: the first visit after a release starts as fast as
      // the ones after it (the dashboard in 500 ms). Other files are cached when first loaded.
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      const pages = await fetch('/route-preloads.json', { cache: 'no-cache' })
        .then((r) => (r.ok ? r.json() : {}))
        .catch(() => ({}));
      const firstPaint = Object.values(pages)
        .flat()
        .filter((f) => typeof f === 'string' && isAsset(new URL(f, self.location.origin)));
      // Apart: addAll keeps all or nothing, and a page's file that fails must not cost the shell's.
      await cache.addAll([...new Set(assets)]).catch(() => undefined);
      await cache.addAll([...new Set(firstPaint)].filter((f) => !assets.includes(f))).catch(() => undefined);
    })().then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('lonportal-shell-') && n !== CACHE).map((n) => caches.delete(n)),
      );
      // The request of a page leaves while the worker starts, not after (navigation preload).
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

/** Hashed assets never change: the cache first, the network once. */
async function assetFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

/** How long a page waits for the server before the cached shell opens it instead (a connection that hangs). */
const NETWORK_WAIT_MS = 4000;

/**
 * The server's answer to a page, the shell kept from it for the next offline visit when it is the
 * app's page. Never a page the server painted for the visitor (ADR 0024, `no-store`): it holds
 * their data, and the next person on this device would be shown it.
 */
async function keepShell(res) {
  const type = res.headers.get('Content-Type') || '';
  const keep = !/no-store/.test(res.headers.get('Cache-Control') || '');
  if (res.ok && type.startsWith('text/html') && keep) {
    const cache = await caches.open(CACHE);
    await cache.put(SHELL, res.clone());
  }
  return res;
}

/**
 * Pages: the server's answer, painted for the visitor with the page's data (ADR 0024), which shows
 * sooner than the cached shell: that must still ask the server for the data, and a painted
 * dashboard came in 300 ms where the shell took 550. Its request left while the worker started
 * (navigation preload). Offline, or with no answer within NETWORK_WAIT_MS, the cached shell, so
 * the app still starts (ADR 0018: punches are kept offline); nothing cached: the network alone.
 */
async function pageFromServer(event) {
  const network = Promise.resolve(event.preloadResponse)
    .then((preloaded) => preloaded || fetch(event.request))
    .then(keepShell);
  const waited = new Promise((resolve) => setTimeout(() => resolve(null), NETWORK_WAIT_MS));
  const answer = await Promise.race([network, waited]).catch(() => null);
  if (answer) return answer;
  event.waitUntil(network.catch(() => undefined));
  return (await caches.match(SHELL)) || network;
}

/** An address of a page of the app, not of a file (an icon, the manifest, this worker). */
const isPage = (url) => !/\.[a-z0-9]+$/i.test(url.pathname);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url)) return;
  if (request.mode === 'navigate') {
    if (isPage(url)) event.respondWith(pageFromServer(event));
  } else if (isAsset(url)) event.respondWith(assetFirst(request));
});
