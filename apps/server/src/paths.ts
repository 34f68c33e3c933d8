// Where the server's files are, from the source (src/paths.ts under tsx or Vitest) and from the
// build (dist/main.mjs, where esbuild has put this module): both sit one folder below apps/server,
// so every asset path is derived from here and not from the module that reads it (ADR 0015).

/** apps/server/, with the trailing slash (a base for `new URL('src/…', SERVER_ROOT)`). */
export const SERVER_ROOT = new URL('..', import.meta.url);

/** True in the build (`npm start`), false when the TypeScript source runs (`npm run dev`, tests). */
export const BUILT = !import.meta.url.endsWith('.ts');

/** A file or folder under apps/server/, as a URL (for `fs` calls and worker threads). */
export const serverFile = (relative: string): URL => new URL(relative, SERVER_ROOT);

/**
 * A file of the build beside the one running (dist/pdf-worker.mjs from dist/main.mjs): the tests
 * build into a folder of their own (test/global-setup.ts), so the build's files are found from
 * where this module was bundled, not by the name dist/.
 */
export const builtFile = (name: string): URL => new URL(name, import.meta.url);
