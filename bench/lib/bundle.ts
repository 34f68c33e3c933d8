// Section 3: the gzip size of the built web app's JavaScript (apps/web/dist/assets/*.js).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Report, Section } from './section';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export const bundleSection: Section = {
  title: 'Web bundle: gzip size of apps/web/dist/assets/*.js',
  async run(ctx): Promise<Report> {
    const assets = path.join(ctx.repoRoot, 'apps', 'web', 'dist', 'assets');
    if (!fs.existsSync(assets)) {
      return {
        notes: ['apps/web/dist/assets does not exist: run `npm run build` first to measure the web bundle.'],
      };
    }
    const files = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((name) => {
        const raw = fs.readFileSync(path.join(assets, name));
        return { name, raw: raw.length, gzip: gzipSync(raw).length };
      })
      .sort((a, b) => b.gzip - a.gzip);
    if (files.length === 0) return { failures: [`no .js files in ${assets}`] };
    const total = files.reduce((acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip }), {
      raw: 0,
      gzip: 0,
    });
    const largest = files[0]!;
    return {
      columns: ['File', 'Raw', 'gzip'],
      rows: [...files.map((f) => [f.name, kB(f.raw), kB(f.gzip)]), ['Total', kB(total.raw), kB(total.gzip)]],
      notes: [
        `Largest: ${largest.name} (${kB(largest.gzip)} gzip). gzip = node:zlib gzipSync, default level.`,
        `Built ${fs.statSync(assets).mtime.toISOString()}; rebuild with \`npm run build\` for current figures.`,
      ],
    };
  },
};
