// Imported first by main.tsx, before any schema is made. The app's Content-Security-Policy
// (script-src 'self') forbids eval, and zod's compiled object parsers probe for it with
// `new Function`, a CSP violation on every page (Lighthouse best practices, issue 12). The web
// parses small answers; the interpreted parsers are fast enough for them.
import { config } from 'zod';

config({ jitless: true });
