import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
/**
 * The top-level sections of the translation files that the login page needs: its own texts, the
 * global notices, the error and validation texts, the route error and not-found pages.
 */
const LOGIN_SECTIONS: readonly string[] = [
  'Auth',
  'app',
  'bankid',
  'common',
  'errors',
  'global',
  'install',
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

/**
 * `./sv.json?login`: the translation file with only LOGIN_SECTIONS, so the entry does not carry
 * every page's texts (issue 10; src/i18n/i18n.ts loads the rest). The files stay whole (one per
 * language, the same keys); the cut is made here, when they are read.
 */
function loginTranslations(): Plugin {
  return {
    name: 'lonportal:login-translations',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file?.endsWith('.json') || query !== 'login') return null;
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(LOGIN_SECTIONS.filter((s) => s in all).map((s) => [s, all[s]]));
      return { code: `export default ${JSON.stringify(picked)};`, moduleType: 'js' };
    },
  };
}

// The dev server forwards the API and the websocket to the Fastify server (apps/server, port 8080),
// so the browser sees one origin as in production, where the server serves apps/web/dist itself.
const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), loginTranslations()],
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
            },
          ],
        },
      },
    },
  },
});
