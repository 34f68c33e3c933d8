import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
/**
 * The translations the login page shows at once (`?login`): its own texts, the global notices, the
 * error and validation texts, the route error and not-found pages. A key path takes that section or
 * sub-section whole.
 */
const LOGIN_TEXTS: readonly string[] = [
  'Auth',
  'app',
  'common',
  'errors',
  'global',
  'install.button',
  'install.stores',
  'install.title',
  'language',
  'login',
  'notFound',
  'roles',
  'routeError',
  'sms',
  'terms',
  'ui',
  'validation',
];

/** The texts of the login page's parts that load when shown (`?login-panels`): BankID, the install guide. */
const LOGIN_PANEL_TEXTS: readonly string[] = ['bankid', 'install.guide'];

const CUTS: Readonly<Record<string, readonly string[]>> = {
  login: LOGIN_TEXTS,
  'login-panels': LOGIN_PANEL_TEXTS,
};

/** The parts of `all` named by `paths` (dotted key paths), in the same shape. */
function pick(all: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const keyPath of paths) {
    const keys = keyPath.split('.');
    let from: unknown = all;
    for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key];
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys.at(-1)!] = from;
  }
  return picked;
}

/**
 * `./sv.json?login` and `./sv.json?login-panels`: the translation file cut to what the login page
 * needs, so the entry does not carry every page's texts (issue 10; src/i18n/i18n.ts loads the
 * rest). The files stay whole (one per language, the same keys); the cut is made here, when read.
 */
function loginTranslations(): Plugin {
  return {
    name: 'lonportal:login-translations',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      const paths = query !== undefined && Object.hasOwn(CUTS, query) ? CUTS[query] : undefined;
      if (!file?.endsWith('.json') || !paths) return null;
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return { code: `export default ${JSON.stringify(pick(all, paths))};`, moduleType: 'js' };
    },
  };
}

/**
 * What the first page (the entry and the login page) downloads besides its own code, gathered into
 * one chunk: the packages and the shared app modules (src/ui, src/lib) it imports. Left to the
 * bundler they are split into some thirty small files by which lazy pages share them, and each file
 * is compressed on its own: together they are about 9 kB smaller gzipped (issue 10). The list comes
 * from the module graph once every module is read, so it follows the code. It holds a few modules
 * the first page does not run (named by a package's index file that other pages use); they cost
 * less than the split.
 */
function firstPageShared(): Plugin & { has: (id: string) => boolean } {
  const shared = new Set<string>();
  const isShared = (id: string) => /[\\/](node_modules|src[\\/]ui|src[\\/]lib)[\\/]/.test(id);
  return {
    name: 'lonportal:first-page-shared',
    apply: 'build',
    has: (id) => shared.has(id),
    buildEnd() {
      shared.clear();
      const roots = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || /[\\/]session[\\/]components[\\/]LoginPage\.tsx$/.test(id),
      );
      const seen = new Set<string>();
      const stack = [...roots];
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
const firstPage = firstPageShared();

// The dev server forwards the API and the websocket to the Fastify server (apps/server, port 8080),
// so the browser sees one origin as in production, where the server serves apps/web/dist itself.
const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), loginTranslations(), firstPage],
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
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'first-page', test: (id: string) => firstPage.has(id), priority: 1 },
          ],
        },
      },
    },
  },
});
