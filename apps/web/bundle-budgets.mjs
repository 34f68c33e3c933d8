// @ts-check
// The web app's JavaScript as a phone downloads it (dist/): gzipped bytes per file, what the
// login page loads, what each page's first paint loads, and the budgets they must keep. The browser
// tests hold the budgets (e2e/tests/budgets.spec.ts), so a change that breaks one does not land; the
// bench prints the same figures (bench/lib/bundle.ts).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets, in gzipped bytes (ARCHITECTURE "Fast under load"). */
export const BUDGETS = Object.freeze({
  /** The login page: the entry, the login chunk and what they import. */
  loginBytes: 200 * 1024,
  /** Any one chunk the first page does not load (a page and what only it and its kind need). */
  routeChunkBytes: 80 * 1024,
  /** Any page's first paint: the entry and the files route-preloads.json names for the page. */
  pageBytes: 450 * 1024,
});

/**
 * @typedef {{ name: string, raw: number, gzip: number, imports: string[] }} Chunk
 * @typedef {{ files: Set<string>, gzip: number }} Load
 */

/**
 * Every .js file of `assets` with its size and the chunks it imports statically (downloaded with
 * it): `import … from "./x.js"`, minified `import{a as b}from"./x.js"` and `import "./x.js"`, not
 * `import("./x.js")`.
 * @param {string} assets
 * @returns {Map<string, Chunk>}
 */
export function readChunks(assets) {
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  for (const name of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const raw = fs.readFileSync(path.join(assets, name));
    const imports = [
      ...raw
        .toString('utf8')
        .matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
    ].map((m) => /** @type {string} */ (m[1]));
    chunks.set(name, { name, raw: raw.length, gzip: gzipSync(raw).length, imports });
  }
  return chunks;
}

/**
 * The chunks loaded together with `roots`, following static imports, and their gzipped bytes.
 * @param {Map<string, Chunk>} chunks
 * @param {Iterable<string>} roots
 * @returns {Load}
 */
export function load(chunks, roots) {
  /** @type {Set<string>} */
  const files = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = /** @type {string} */ (stack.pop());
    const chunk = chunks.get(name);
    if (!chunk || files.has(name)) continue;
    files.add(name);
    stack.push(...chunk.imports);
  }
  let gzip = 0;
  for (const name of files) gzip += chunks.get(name)?.gzip ?? 0;
  return { files, gzip };
}

/**
 * The built web app's JavaScript: every chunk, the entry's load (every page), the login page's,
 * each page's first paint (route-preloads.json), and the chunks the first page does not load.
 * Null when `dist` has not been built.
 * @param {string} dist apps/web/dist
 */
export function webBundle(dist) {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return null;
  const chunks = readChunks(assets);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
    (m) => /** @type {string} */ (m[1]),
  );
  const entry = load(chunks, entryFiles);
  const loginChunk = [...chunks.keys()].find((n) => /^LoginPage-/.test(n)) ?? null;
  const login = load(chunks, [...entryFiles, ...(loginChunk ? [loginChunk] : [])]);
  /** @type {Record<string, string[]>} */
  const preloads = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8'));
  const asset = (/** @type {string} */ file) => file.replace(/^\/?assets\//, '');
  /** @type {Map<string, Load>} */
  const pages = new Map();
  for (const [route, files] of Object.entries(preloads))
    if (route !== 'entry') pages.set(route, load(chunks, [...entryFiles, ...files.map(asset)]));
  const routeChunks = [...chunks.values()].filter((c) => !login.files.has(c.name)).sort((a, b) => b.gzip - a.gzip);
  return { chunks, entry, login, loginChunk, pages, routeChunks };
}

/**
 * What `bundle` spends over BUDGETS, one sentence each; empty when every budget holds.
 * @param {NonNullable<ReturnType<typeof webBundle>>} bundle
 * @returns {string[]}
 */
export function overBudget(bundle) {
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const over = [];
  if (bundle.login.gzip > BUDGETS.loginBytes)
    over.push(
      `the login page downloads ${kB(bundle.login.gzip)} of gzipped JavaScript, over its budget of ` +
        `${kB(BUDGETS.loginBytes)}: keep what it does not show in lazy chunks`,
    );
  for (const chunk of bundle.routeChunks)
    if (chunk.gzip > BUDGETS.routeChunkBytes)
      over.push(`${chunk.name} is ${kB(chunk.gzip)} gzipped, over the ${kB(BUDGETS.routeChunkBytes)} of a chunk`);
  for (const [route, page] of bundle.pages)
    if (page.gzip > BUDGETS.pageBytes)
      over.push(`the page ${route} downloads ${kB(page.gzip)} before its first paint, over ${kB(BUDGETS.pageBytes)}`);
  return over;
}
