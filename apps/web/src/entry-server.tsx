// The server's first paint of a logged-in page (ADR 0024): the page rendered with React on
// the server from the app's own API answers for the visitor, so a phone paints it before the
// JavaScript has arrived; the browser then hydrates it (main.tsx). Built by `vite build --ssr` and
// loaded by the server (apps/server/src/web/first-paint.ts).
import './lib/zod-config';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { LANGUAGES, type Language } from '@lonportal/domain/constants';
import i18n, { loadAllTranslations } from './i18n/i18n';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/router';
import { freshQueryClient } from './lib/app-query-client';
import { setApiTransport } from './lib/api-client';
import { setPaintedAt, todayIso } from './lib/today';
import { resetStores } from './lib/store';
import { guessViewportWidth, setServerUserAgent, setServerViewportWidth } from './ui/server-viewport';
import { currentThemeMode } from './ui/theme-mode';
import type { ThemeMode } from './ui/theme';
import { setWholeOnMount } from './ui/progressive';

setWholeOnMount(true);

/** What the page's HTML gets: its markup, its styles and the answers it was made from. */
export interface FirstPaint {
  html: string;
  styles: string;
  /** The query cache, dehydrated (TanStack Query), for the browser to start from. */
  state: unknown;
  /** The day the page was painted for (the browser takes the markup over only on the same day). */
  today: string;
  /** The time it was painted at (ms): a clock on it shows that time until the browser has it. */
  now: number;
  /** The screen width the page was laid out for (a guess from the user agent). */
  width: number;
  /** The theme it was painted in: the user's, or light on a public page. */
  theme: ThemeMode;
}

/**
 * Rounds of render → fetch what it asked for, or wait for the code of a part that suspended →
 * render again (a page asks for more once it has /me; a part's code is read from disk the first
 * time, which takes a while after a start).
 */
const MAX_ROUNDS = 8;
/** The first wait for a part's code, doubled each round (5 to 640 ms; the server's budget ends it). */
const FIRST_WAIT_MS = 5;

/** React's mark of a Suspense boundary the server could not render, left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` for the visitor whose API calls `transport` makes, in `language`, laid out for
 * the screen their browser's `userAgent` suggests; null when
 * the page is not one to paint here (a redirect, an error, a call that failed): the browser then
 * renders it as before. One page at a time: the app's stores are the module's (one visitor's).
 */
export function renderPage(
  url: string,
  language: Language,
  userAgent: string,
  transport: typeof fetch,
): Promise<FirstPaint | null> {
  const run = queue.then(() => {
    const width = guessViewportWidth(userAgent);
    setServerViewportWidth(width);
    setServerUserAgent(userAgent);
    return render(url, language, transport, width);
  });
  queue = run.catch(() => undefined);
  return run;
}

type StaticHandler = ReturnType<typeof createStaticHandler>;
type StaticContext = Exclude<Awaited<ReturnType<StaticHandler['query']>>, Response>;
type QueryClient = Awaited<ReturnType<typeof freshQueryClient>>;

/**
 * The page's markup once nothing it asked for is pending and no part of it is suspended (at most
 * MAX_ROUNDS renders); null when it did not settle in time.
 */
async function renderRounds(
  handler: StaticHandler,
  context: StaticContext,
  cache: EmotionCache,
  client: QueryClient,
): Promise<string | null> {
  let html = '';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const router = createStaticRouter(handler.dataRoutes, context);
    html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>,
    );
    const pending = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending');
    // A part whose code was not there yet (React.lazy) went out as its fallback, for the browser
    // to render: its import is under way, and the next round has it.
    const suspended = html.includes(CLIENT_RENDERED);
    if (pending.length === 0 && !suspended) break;
    if (round === MAX_ROUNDS - 1) return null;
    await Promise.all([
      ...pending.map((q) => client.prefetchQuery(q.options as never)),
      suspended && new Promise((resolve) => setTimeout(resolve, FIRST_WAIT_MS * 2 ** round)),
    ]);
  }
  return html;
}

/** The styles of the render, as the head takes them. */
function collectStyles(cache: EmotionCache): string {
  // Every rule the render made, and the global ones (CssBaseline) each in a tag of its own, as
  // emotion's critical-CSS extraction writes them and its hydration reads them back. Not only
  // the classes in the markup: a styled component of a styled component (IconButton of
  // ButtonBase) inserts a class of each layer, and any the browser's cache does not know of it
  // inserts during hydration (78 rules in the commit of /timereporting).
  const rules = (id: string) => cache.inserted[id] as string;
  const inserted = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  const globals = inserted.filter((id) => cache.registered[`css-${id}`] === undefined);
  const classes = inserted.filter((id) => !globals.includes(id));
  // `data-s`: they are in the head already, where emotion would move them to as it starts. The
  // classes' rules are in a style element of their own that emotion does not know: its cache
  // takes the names from the empty one and moves that (a style element moved is its style sheet
  // taken out and put in again: 12 ms and more on a phone's main thread).
  const styles = [
    ...globals.map((id) => `<style data-emotion="css-global ${id}" data-s="">${rules(id)}</style>`),
    `<style>${classes.map(rules).join('')}</style>`,
    `<style data-emotion="css ${classes.join(' ')}" data-s=""></style>`,
  ];
  return styles.join('');
}

async function render(
  url: string,
  language: Language,
  transport: typeof fetch,
  width: number,
): Promise<FirstPaint | null> {
  resetStores();
  setApiTransport(transport);
  const client = await freshQueryClient();
  try {
    await i18n.changeLanguage(LANGUAGES.includes(language) ? language : 'sv');
    await loadAllTranslations();
    const today = todayIso();
    const now = Math.floor(Date.now() / 1000) * 1000;
    setPaintedAt(now);
    const handler = createStaticHandler(appRoutes());
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const cache = createCache({ key: 'css' });
    // The styles are collected, not written into the markup: they go in the head.
    cache.compat = true;
    const html = await renderRounds(handler, context, cache, client);
    if (html === null) return null;
    if (
      client
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status !== 'success')
    )
      return null;
    return {
      html,
      styles: collectStyles(cache),
      state: dehydrate(client),
      today,
      now,
      width,
      theme: currentThemeMode(),
    };
  } finally {
    client.clear();
  }
}
