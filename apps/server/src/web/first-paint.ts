// The server's first paint of a logged-in page (ADR 0024): the web build's server entry
// (apps/web/dist-ssr/entry-server.js, `vite build --ssr`) renders the page with React from the
// app's own API answers for the visitor, and the HTML carries the markup, its styles and those
// answers; the browser hydrates it. Whatever goes wrong (no build, a redirect, a failed call, a
// slow render), the page is sent as before and the browser renders it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  FIRST_PAINT_STATE_ID,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '@lonportal/domain/constants';
import { SESSION_COOKIE } from '../plugins/session/index';

interface FirstPaint {
  html: string;
  styles: string;
  state: unknown;
  today: string;
  now: number;
  width: number;
  theme: string;
}
type RenderPage = (
  url: string,
  language: Language,
  userAgent: string,
  transport: typeof fetch,
) => Promise<FirstPaint | null>;

/** `lp_paint=off`: the page as every visitor gets it, rendered in the browser. */
const PAINT_COOKIE = 'lp_paint';
/** Longer than this, and the page goes out unpainted: a slow render must not hold the page up. */
const RENDER_BUDGET_MS = 1500;

/** The web build's server entry, when the build has one. */
export async function loadPageRenderer(webDist: string): Promise<RenderPage | null> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return mod.renderPage;
}

const cookieOf = (header: string | undefined, name: string): string | undefined =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * The visitor's API calls, made in the app itself with their cookie (no socket, same checks); for a
 * public page, with no cookie: it is the same for every visitor.
 */
function transportFor(app: FastifyInstance, req: FastifyRequest, visitor: boolean): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      // The visitor's address, not the loopback's: what answers only the loopback stays so.
      remoteAddress: req.ip,
      headers: {
        ...Object.fromEntries(headers),
        cookie: visitor ? (req.headers.cookie ?? '') : '',
        'user-agent': req.headers['user-agent'] ?? '',
      },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: Object.entries(res.headers).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)] as [string, string]],
      ),
    });
  };
}

/** Each app's public pages painted lately, by what they were painted for (the same for everyone). */
const publicPaints = new WeakMap<FastifyInstance, Map<string, { html: string; at: number }>>();
const PUBLIC_PAINTS_MAX = 100;
/** How long a painted public page is kept: a changed login configuration shows within it. */
const PUBLIC_PAINT_TTL_MS = 60_000;
/** A public page's address longer than this is not painted (nor kept). */
const PUBLIC_URL_MAX = 300;

/**
 * `page` (the page's HTML as every visitor gets it) painted for this visitor, or null to send it as
 * it is: a logged-in page only for a visitor with a session, a public page (`isPublic`) for anyone
 * (and kept a while, one per address, language and device), and only when the render succeeds in
 * time.
 */
export async function paintPage(
  app: FastifyInstance,
  req: FastifyRequest,
  render: RenderPage,
  page: string,
  isPublic = false,
): Promise<string | null> {
  if (!isPublic && !cookieOf(req.headers.cookie, SESSION_COOKIE)) return null;
  // A browser may ask for the page it renders itself (the browser tests do, but for first-paint.spec).
  if (cookieOf(req.headers.cookie, PAINT_COOKIE) === 'off') return null;
  if (isPublic && req.url.length > PUBLIC_URL_MAX) return null;
  const asked = cookieOf(req.headers.cookie, LANGUAGE_COOKIE);
  const language = LANGUAGES.find((l) => l === asked) ?? DEFAULT_LANGUAGE;
  const userAgent = req.headers['user-agent'] ?? '';
  const key = isPublic ? JSON.stringify([req.url, language, userAgent, new Date().toDateString()]) : '';
  let kept = publicPaints.get(app);
  if (!kept) publicPaints.set(app, (kept = new Map()));
  const earlier = kept.get(key);
  if (earlier && Date.now() - earlier.at < PUBLIC_PAINT_TTL_MS) return earlier.html;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
  });
  try {
    const url = `http://${req.hostname}${req.url}`;
    // A public page painted too late for this visitor is kept for the next one all the same: on a
    // busy server the first visitors after a start get the page unpainted, the next ones painted.
    const painting = render(url, language, userAgent, transportFor(app, req, !isPublic)).then((paint) => {
      const html = paint && withPaint(page, paint, language);
      if (isPublic && html) {
        if (kept.size >= PUBLIC_PAINTS_MAX) kept.clear();
        kept.set(key, { html, at: Date.now() });
      }
      return html;
    });
    return await Promise.race([painting, late]);
  } catch (err) {
    req.log.warn({ err }, 'first paint failed; the page goes out unpainted');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The web build's entry script, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** A script of the web build. */
export const ASSET_SCRIPT = /^\/assets\/[\w.-]+\.js$/;
/** A file of the page named for the browser to fetch early, as Vite and webPages (app.ts) write it. */
export const PRELOAD = /^ *<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n/gm;
/** The `modulepreload` link for `file`, a line of the head. */
export const preloadLink = (file: string) => `    <link rel="modulepreload" crossorigin href="${file}">\n`;

/**
 * The head with the app's entry script and the page's `modulepreload` links handed to
 * `start-after-paint.js`, which asks for them once the painted page is on the screen: the painted
 * HTML is what the visitor sees first, the code only takes it over (ADR 0024).
 */
function startAfterPaint(head: string): string {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return head;
  const files = [...head.matchAll(PRELOAD)].map((m) => m[1]);
  return head
    .replace(PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      `<script type="module" src="/start-after-paint.js" data-entry="${entry}" data-preload="${files.join(' ')}"></script>`,
    );
}

/**
 * The page with the markup in #root, the styles in the head and the answers as JSON that is not run.
 * The markup is inert until the browser has taken it over (a tap before would do nothing).
 */
export function withPaint(page: string, paint: FirstPaint, language: Language): string {
  const open = '<div id="root">';
  const start = page.indexOf(open);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  if (start < 0 || end < start) return page;
  const state = JSON.stringify(paint.state).replaceAll('<', '\\u003c');
  const today = /^\d{4}-\d{2}-\d{2}$/.test(paint.today) ? paint.today : '';
  const now = Number.isSafeInteger(paint.now) && paint.now > 0 ? paint.now : '';
  const width = Number.isInteger(paint.width) && paint.width > 0 ? paint.width : '';
  const theme = paint.theme === 'dark' ? 'dark' : 'light';
  return (
    startAfterPaint(page.slice(0, start))
      .replace('<html lang="sv">', `<html lang="${language}">`)
      // Nothing is shown until the markup is all there: a phone's parser yields part-way, and the
      // page, centred on the screen, would move as the rest arrives (layout shift).
      .replace(
        '</head>',
        `    <link rel="expect" href="#${FIRST_PAINT_STATE_ID}" blocking="render">\n    ${paint.styles}\n  </head>`,
      ) +
    `<div id="root" inert>${paint.html}</div>\n    <script type="application/json" id="${FIRST_PAINT_STATE_ID}" data-language="${language}" data-today="${today}" data-now="${now}" data-width="${width}" data-theme="${theme}">${state}</script>` +
    page.slice(end + '</div>'.length)
  );
}
