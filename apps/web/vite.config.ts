import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { loginTranslations } from './vite-login-texts.ts';
import { lazySchemas } from './vite-lazy-schemas.ts';
import { chunkCycle } from './vite-chunk-cycle.ts';

/**
 * The modules that the files matched by `roots` import, directly or not, and that `isShared` takes
 * (packages and shared app code), found in the module graph once every module is read, so the list
 * follows the code.
 * Left to the bundler they are split by which lazy pages share them into dozens of small files: each
 * is a request (six at a time over HTTP/1.1) and is compressed on its own (about 9 kB more
 * gzipped for the login page; some 60 requests before the dashboard's first call). A
 * group may hold a few modules its pages do not run (named by a package's index file); they cost
 * less than the split.
 */
function sharedModules(
  roots: RegExp,
  isShared: (id: string) => boolean,
): Plugin & { has: (id: string) => boolean; reaches: (id: string) => boolean } {
  const shared = new Set<string>();
  const seen = new Set<string>();
  return {
    name: `lonportal:shared-modules:${roots.source}`,
    apply: 'build',
    has: (id) => shared.has(id),
    reaches: (id) => seen.has(id),
    buildEnd() {
      shared.clear();
      seen.clear();
      const stack = [...this.getModuleIds()].filter((id) => roots.test(id));
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (isShared(id)) shared.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
const packagesAndShared = (id: string) =>
  /[\\/](node_modules|src[\\/]ui|src[\\/]lib|packages[\\/]domain)[\\/]/.test(id);
/** The first page: the entry and the login page. */
const firstPage = sharedModules(
  /[\\/]src[\\/](main|features[\\/]session[\\/]components[\\/]LoginPage)\.tsx$/,
  packagesAndShared,
);
/**
 * What the entry imports, all of it but the entry itself: with the first page's shared modules, in
 * chunks the entry (main.tsx alone) imports and that import nothing of it. A painted page runs
 * them one after the other, each in a task of its own (start-after-paint.js); a chunk that
 * imported from the entry would run it, and the app's start, before its turn.
 */
const entryGraph = sharedModules(/[\\/]src[\\/]main\.tsx$/, (id) => !/[\\/]src[\\/]main\.tsx$/.test(id));
/** The first page's modules: the login page's and the entry's. */
const onFirstPage = (id: string) => firstPage.has(id) || entryGraph.has(id);
/**
 * What every page may show after the first page, lazily: the snackbar, confirm, inactivity and
 * new-version dialogs. Without this group their shared modules went with the logged-in pages', so
 * a public page loaded all the logged-in code.
 */
const publicPages = sharedModules(
  /[\\/]src[\\/](app[\\/]global[\\/](FileFailureAppDialog|InactivityDialog|NewVersionCountdown)|ui[\\/](SnackbarView|ConfirmDialog|AppDialog|LanguageSelect))\.tsx$/,
  packagesAndShared,
);
/**
 * What a public page paints first needs beyond the first page: the BankID panel (the login page's
 * largest paint) and the static pages. Their modules stay out of both groups, left to the bundler
 * to split, so such a page downloads what it shows and not a group's worth more.
 */
const publicPaint = sharedModules(
  /[\\/]src[\\/]features[\\/](session[\\/]components[\\/]BankIdLoginPanel|static-pages[\\/]\w+Page)\.tsx$/,
  packagesAndShared,
);
/**
 * What every logged-in page loads besides the first page (whose modules, shared or not, stay where
 * they are): the data layer, the session checks, the shell. Its group takes the shell's own modules
 * too, not only the shared ones: left to the bundler, each lazy one was a file of its own, and every
 * file is a request that costs a phone's main thread as it is sent.
 */
const loggedIn = sharedModules(
  /[\\/](app[\\/](DataLayout|SessionLayout)\.tsx|app[\\/](require-session|guard-loader)\.ts|lib[\\/]query-client\.ts)$/,
  packagesAndShared,
);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What is worth compressing: text. Images other than SVG, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a file is sent as it is (the server's threshold for its own answers too). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Every text file of the build, written beside itself compressed once, at the highest levels:
 * `x.js.br` (brotli 11) and `x.js.gz` (gzip 9), which the server sends as they are to a browser that
 * accepts them (ADR 0019; the server's @fastify/static `preCompressed`). A compressed copy that is
 * not smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lonportal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .filter((f) => COMPRESSIBLE.test(f))
        .map((f) => path.join(outDir, f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < COMPRESS_FROM_BYTES) return;
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The domain's rules of time rows and their statuses, which nearly every logged-in page runs (the
 * dashboard, the time report, approval, punches, compensations): with the logged-in pages' shell.
 * Left to the bundler they were split into four small files that each page fetched one by one
 * (e2e/tests/budgets.spec.ts counts the requests).
 */
const TIME_RULES = /[\\/]packages[\\/]domain[\\/]src[\\/](time[\\/][^\\/]+|row-status)\.ts$/;

/** What every logged-in page loads besides its own page module (router.tsx), from src/. */
const LOGGED_IN_ROUTE_MODULES = [
  'app/DataLayout.tsx',
  'lib/query-client.ts',
  'app/require-session.ts',
  'app/guard-loader.ts',
  'app/SessionLayout.tsx',
];
/** route-preloads.json's list of the entry's own imports. */
const ENTRY_KEY = 'entry';
/** Every page but the login page waits for the Swedish texts (the fallback) first (i18n.ts). */
const ALL_TEXTS = 'i18n/sv.json?app';
/** A page whose texts load apart waits for them too (route-pages.ts withTexts): `i18n/sv.json?<part>`. */
const PAGE_TEXTS = (part: string) => `i18n/sv.json?${part}`;
/** The public pages (the domain's ROUTES, `public: true`): no session, no shell. */
const PUBLIC_PAGE = /^App(Questions|Terms|AndroidPolicy|IosPolicy)$/;

/**
 * `route-preloads.json`: for the login page (`login`) and each page of src/app/route-pages.ts (by
 * route name), the files its first paint loads after the entry, and the entry's own (`entry`); each
 * file after the files it imports. The server names them in that
 * page's HTML as `modulepreload` links, so a phone fetches them beside the entry instead of after
 * running it (ADR 0020: one round trip and the entry's start-up less before the first paint).
 */
function routePreloads(): Plugin {
  let src = '';
  return {
    name: 'lonportal:route-preloads',
    apply: 'build',
    configResolved(config) {
      src = path.resolve(config.root, 'src');
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      /** The files and what they import, each after its imports (the order they can run in). */
      const withImports = (
        files: Iterable<string>,
        into = new Set<string>(),
        seen = new Set<string>(),
      ): Set<string> => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          withImports(byFile.get(file)?.imports ?? [], into, seen);
          into.add(file);
        }
        return into;
      };
      // A painted page runs these files one by one, each after the files it imports: a file that
      // imported one after it (a cycle of chunks) would run that one, and what it imports, early.
      const cycle = chunkCycle(chunks);
      if (cycle) throw new Error(`route-preloads: the chunks import each other: ${cycle.join(' → ')}`);
      const before = withImports([entry.fileName]);
      const chunkOf = (module: string): string => {
        const id = path.resolve(src, module);
        const chunk =
          chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
        return chunk.fileName;
      };
      const filesFor = (modules: string[]) =>
        [...withImports(modules.map(chunkOf))].filter((f) => !before.has(f)).map((f) => `/${f}`);
      const pages = await readFile(path.join(src, 'app/route-pages.ts'), 'utf8');
      const routes: Record<string, string[]> = {
        // What the entry imports, in the order it runs (the server names these in that order).
        [ENTRY_KEY]: [...before].filter((f) => f !== entry.fileName).map((f) => `/${f}`),
        login: filesFor(['features/session/components/LoginPage.tsx']),
      };
      for (const [, name, part, from] of pages.matchAll(
        /^ {2}(\w+): (?:withTexts\(\s*'(\w+)',\s*)?async \(\) =>\s*\(await import\('([^']+)'\)\)/gm,
      )) {
        // The page's module, relative to src/ like the others.
        const page = path.relative(src, path.resolve(src, 'app', `${from}.tsx`));
        const texts = part ? [ALL_TEXTS, PAGE_TEXTS(part)] : [ALL_TEXTS];
        routes[name!] = filesFor(
          PUBLIC_PAGE.test(name!) ? [page, ...texts] : [...LOGGED_IN_ROUTE_MODULES, page, ...texts],
        );
      }
      // The pages' imports; not i18n's, which withTexts asks for beside them.
      const named = (pages.match(/import\('(?!\.\.\/i18n\/)/g) ?? []).length;
      if (Object.keys(routes).length !== named + 2)
        throw new Error(
          `route-preloads: read ${Object.keys(routes).length - 2} of route-pages.ts's ${named} pages`,
        );
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(routes, null, 2),
      });
    },
  };
}

/** The groups whose code a page mostly runs as it opens: React and the router, the first page, the logged-in pages' shell. */
const RUN_ON_LOAD = [
  'framework',
  'first-page-packages',
  'first-page-mui',
  'first-page',
  'logged-in',
] as const;

/**
 * Marks the chunks of the groups of RUN_ON_LOAD, and the entry, with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+; other browsers read a comment): their functions
 * are compiled as the file streams in, on a background thread, instead of one by one on the main
 * thread the first time each runs (the first page's start-up takes half as long on the
 * main thread in Lighthouse's trace). Added after minification, which drops comments.
 */
function compileHints(): Plugin {
  return {
    name: 'lonportal:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own, which puts the preload list at the top of the files that use it.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const missing = RUN_ON_LOAD.filter((name) => !chunks.some((c) => c.name === name));
        if (missing.length > 0) throw new Error(`compile-hints: no chunk named ${missing.join(', ')}`);
        for (const chunk of chunks) {
          if (chunk.isEntry || (RUN_ON_LOAD as readonly string[]).includes(chunk.name))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

// The dev server forwards the API and the websocket to the Fastify server (apps/server, port 8080),
// so the browser sees one origin as in production, where the server serves apps/web/dist itself.
const server = 'http://localhost:8080';

/**
 * React Router's own build for production: its package names only its development build (with
 * development warnings and checks), whatever the mode (remix-run/react-router#14102).
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's first paint (entry-server.tsx, ADR 0024) imports nothing from node_modules at run
  // time: every package is bundled in its production build, since the server runs in development mode for the demo, and React and
  // emotion there would name classes differently from the browser's.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // The browser's files (icons, the manifest) are the client build's.
        publicDir: false,
      }
    : {}),
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
            // React has had it since 18: react-i18next imports the shim, whose fallback for older
            // React every page would otherwise download and run (the login page's size).
            { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
          ]
        : [],
  },
  plugins: [
    react(),
    loginTranslations(),
    firstPage,
    entryGraph,
    publicPages,
    publicPaint,
    loggedIn,
    // What the browser's build writes beside its files: not for the server's. The server's render
    // makes the schemas as the server does.
    ...(isSsrBuild ? [] : [lazySchemas(), routePreloads(), compileHints(), precompress()]),
  ],
  server: {
    proxy: {
      '/api': { target: server },
      '/ws': { target: server, ws: true },
      // SPEC §7: print and file-download URLs are built without the api prefix.
      '/print': { target: server },
      '/download': { target: server },
    },
  },
  build: {
    // Relative to the project root (apps/web): the server serves apps/web/dist.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: their own chunk stays cached
        // (the server sends hashed assets as immutable) across releases.
        codeSplitting: {
          // A group takes only the modules its test names, not everything they import: otherwise
          // a logged-in module that uses zod or a list item took them into the logged-in chunk,
          // and the BankID panel and the static pages downloaded all of it. Every chunk
          // still imports what it uses, so the order the modules run in stays that of the imports
          // (the browser suite runs on this build).
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // The first page in parts that run one after the other, each short enough for a phone's
            // main thread: the packages (MUI's system, emotion, i18next), MUI's components and icons
            // on them, then the app's own modules.
            {
              name: 'first-page-mui',
              test: (id: string) =>
                onFirstPage(id) && /[\\/]node_modules[\\/]@mui[\\/](material|icons-material)[\\/]/.test(id),
              priority: 2,
            },
            {
              name: 'first-page-packages',
              test: (id: string) => onFirstPage(id) && /[\\/]node_modules[\\/]/.test(id),
              priority: 2,
            },
            { name: 'first-page', test: onFirstPage, priority: 1 },
            {
              name: 'public',
              test: (id: string) => publicPages.has(id) && !firstPage.reaches(id) && !publicPaint.reaches(id),
              priority: 1,
            },
            {
              name: 'logged-in',
              test: (id: string) =>
                (loggedIn.reaches(id) || TIME_RULES.test(id)) &&
                !firstPage.reaches(id) &&
                !publicPages.has(id) &&
                !publicPaint.reaches(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
