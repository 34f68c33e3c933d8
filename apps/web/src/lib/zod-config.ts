// Imported first by main.tsx, before any schema is made. The app's Content-Security-Policy
// (script-src 'self') forbids eval, and zod's compiled object parsers probe for it with
// `new Function`, a CSP violation on every page (Lighthouse best practices). The web
// parses small answers; the interpreted parsers are fast enough for them.
//
// zod keeps its settings on globalThis (`__zod_globalConfig`, shared by every copy of zod), which
// its `config()` writes to. Set here directly: importing `config` from 'zod' put all of zod into the
// first page's download (some 25 kB gzipped over the login page's budget).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
