// Section 3: the web app's JavaScript, gzipped: what the login page downloads, the largest route
// chunk, and every file (apps/web/dist).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Report, Section } from './section';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The most gzipped JavaScript the login page may download; above it the section fails. */
export const LOGIN_BUDGET_BYTES = 200 * 1024;

interface Chunk {
  name: string;
  raw: number;
  gzip: number;
  /** Chunks it imports statically (downloaded with it). */
  imports: string[];
}

function readChunks(assets: string): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
  for (const name of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const raw = fs.readFileSync(path.join(assets, name));
    const text = raw.toString('utf8');
    // Static imports only: `import … from "./x.js"`, minified `import{a as b}from"./x.js"` and
    // `import "./x.js"`, not `import("./x.js")`.
    const imports = [
      ...text.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
    ].map((m) => m[1]!);
    chunks.set(name, { name, raw: raw.length, gzip: gzipSync(raw).length, imports });
  }
  return chunks;
}

/** The chunks loaded together with `roots`, following static imports. */
function closure(chunks: Map<string, Chunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = stack.pop()!;
    const chunk = chunks.get(name);
    if (!chunk || seen.has(name)) continue;
    seen.add(name);
    stack.push(...chunk.imports);
  }
  return seen;
}

const sum = (chunks: Map<string, Chunk>, names: Iterable<string>) =>
  [...names].reduce((acc, n) => acc + (chunks.get(n)?.gzip ?? 0), 0);

export const bundleSection: Section = {
  title: 'Web bundle: gzip size of the JavaScript (apps/web/dist)',
  async run(ctx): Promise<Report> {
    const dist = path.join(ctx.repoRoot, 'apps', 'web', 'dist');
    const assets = path.join(dist, 'assets');
    if (!fs.existsSync(assets)) {
      return {
        notes: ['apps/web/dist does not exist: run `npm run build` first to measure the web bundle.'],
      };
    }
    const chunks = readChunks(assets);
    if (chunks.size === 0) return { failures: [`no .js files in ${assets}`] };
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const initial = closure(chunks, entry);
    const loginChunk = [...chunks.keys()].find((n) => /^LoginPage-/.test(n));
    const login = closure(chunks, [...entry, ...(loginChunk ? [loginChunk] : [])]);
    // A route chunk: one the first page does not load (a lazily loaded page and what only it needs).
    const routeChunks = [...chunks.values()]
      .filter((c) => !login.has(c.name))
      .sort((a, b) => b.gzip - a.gzip);
    const largestRoute = routeChunks[0];
    const all = [...chunks.values()].sort((a, b) => b.gzip - a.gzip);
    const total = all.reduce((acc, c) => acc + c.gzip, 0);
    const loginBytes = sum(chunks, login);
    const failures =
      loginBytes > LOGIN_BUDGET_BYTES
        ? [
            `the login page downloads ${kB(loginBytes)} of gzipped JavaScript, over its budget of ` +
              `${kB(LOGIN_BUDGET_BYTES)}: keep what it does not show in lazy chunks`,
          ]
        : [];
    return {
      failures,
      columns: ['What', 'Files', 'gzip'],
      rows: [
        [
          `Login page (entry + login chunk + their imports; budget ${kB(LOGIN_BUDGET_BYTES)})`,
          String(login.size),
          kB(loginBytes),
        ],
        ['  of which the entry (every page)', String(initial.size), kB(sum(chunks, initial))],
        ['Largest route chunk: ' + (largestRoute?.name ?? '(none)'), '1', kB(largestRoute?.gzip ?? 0)],
        ['All JavaScript', String(all.length), kB(total)],
        ...all.map((c) => [`  ${c.name}${login.has(c.name) ? ' (login)' : ''}`, '', kB(c.gzip)]),
      ],
      notes: [
        'gzip = node:zlib gzipSync at the default level; the login page follows static imports from index.html',
        `and the LoginPage chunk${loginChunk ? '' : ' (not found: the login figure is the entry only)'}.`,
        `Built ${fs.statSync(assets).mtime.toISOString()}; rebuild with \`npm run build\` for current figures.`,
      ],
    };
  },
};
