// Section 3: the web app's JavaScript, gzipped: what the login page downloads, the largest route
// chunk, the heaviest page and every file (apps/web/dist). The figures and budgets are
// apps/web/bundle-budgets.mjs's, which the browser tests hold too (e2e/tests/budgets.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, overBudget, webBundle } from '@lonportal/web/bundle-budgets.mjs';
import type { Report, Section } from './section';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export const bundleSection: Section = {
  title: 'Web bundle: gzip size of the JavaScript (apps/web/dist)',
  async run(ctx): Promise<Report> {
    const dist = path.join(ctx.repoRoot, 'apps', 'web', 'dist');
    const bundle = webBundle(dist);
    if (!bundle) {
      return {
        notes: ['apps/web/dist does not exist: run `npm run build` first to measure the web bundle.'],
      };
    }
    if (bundle.chunks.size === 0) return { failures: [`no .js files in ${path.join(dist, 'assets')}`] };
    const { login, entry, routeChunks, pages } = bundle;
    const largestRoute = routeChunks[0];
    const [heaviestPage, heaviest] = [...pages].reduce((a, b) => (b[1].gzip > a[1].gzip ? b : a));
    const all = [...bundle.chunks.values()].sort((a, b) => b.gzip - a.gzip);
    const total = all.reduce((acc, c) => acc + c.gzip, 0);
    return {
      failures: overBudget(bundle),
      columns: ['What', 'Files', 'gzip'],
      rows: [
        [
          `Login page (entry + login chunk + their imports; budget ${kB(BUDGETS.loginBytes)})`,
          String(login.files.size),
          kB(login.gzip),
        ],
        ['  of which the entry (every page)', String(entry.files.size), kB(entry.gzip)],
        [
          `Largest route chunk: ${largestRoute?.name ?? '(none)'} (budget ${kB(BUDGETS.routeChunkBytes)})`,
          '1',
          kB(largestRoute?.gzip ?? 0),
        ],
        [
          `Heaviest first paint: ${heaviestPage} (budget ${kB(BUDGETS.pageBytes)})`,
          String(heaviest.files.size),
          kB(heaviest.gzip),
        ],
        ['All JavaScript', String(all.length), kB(total)],
        ...all.map((c) => [`  ${c.name}${login.files.has(c.name) ? ' (login)' : ''}`, '', kB(c.gzip)]),
      ],
      notes: [
        'gzip = node:zlib gzipSync at the default level; the login page follows static imports from index.html',
        `and the LoginPage chunk${bundle.loginChunk ? '' : ' (not found: the login figure is the entry only)'};`,
        "a page's first paint is the entry and the files route-preloads.json names for it.",
        `Built ${fs.statSync(path.join(dist, 'assets')).mtime.toISOString()}; rebuild with \`npm run build\` for current figures.`,
      ],
    };
  },
};
