// @ts-check
// The server's build for `npm start` (ADR 0015): esbuild bundles the TypeScript source into
// dist/main.mjs, the print worker's dist/pdf-worker.mjs and the licence set-up's dist/licence-init.mjs, so start-up loads JavaScript instead of
// compiling TypeScript. npm packages stay in node_modules (imported at run time); the workspace
// package @lonportal/domain is TypeScript source, so it is bundled. Asset paths come from
// src/paths.ts, which finds apps/server/ from dist/ as from src/.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const started = performance.now();

/** Every bare import (an npm package or a Node built-in) stays an import, but for the domain. */
/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@lonportal/domain' || args.path.startsWith('@lonportal/domain/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

// `node build.mjs FOLDER` builds into another folder beside dist/ (the tests' server processes,
// test/global-setup.ts); it must sit directly in apps/server/, as dist/ does (src/paths.ts).
const outdir = process.argv[2] ?? 'dist';
rmSync(new URL(`${outdir}/`, import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'pdf-worker': 'src/pdf-worker.ts',
    // The licence's set-up on an empty database (README "How a company starts").
    'licence-init': 'src/licence-init.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Stack traces point at the TypeScript (`node --enable-source-maps`, as `npm start` runs it).
  sourcemap: true,
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
});

const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, out]) => `${file} ${Math.round(out.bytes / 1024)} kB`);
process.stdout.write(`Server built in ${Math.round(performance.now() - started)} ms: ${sizes.join(', ')}\n`);
