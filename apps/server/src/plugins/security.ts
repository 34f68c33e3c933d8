import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Development endpoints: answered for the loopback address only, 404 for everyone else. */
    loopbackOnly?: boolean;
    /**
     * The Cache-Control of a route under a personal-data prefix whose answer is no personal data
     * (the company picture); every other such route is no-store, whatever its handler wrote.
     */
    cacheControl?: string;
  }
}

/** A Host header we are willing to echo into the CSP (a name or address and a port, nothing else). */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * connect-src for the live-events socket: our own host over ws: and wss:, never any host (a bare
 * `ws:` would let injected script talk to any server). 'self' covers ws(s) only in CSP 3 browsers.
 */
export const websocketSources = (req: IncomingMessage): string => {
  const host = req.headers.host;
  return host && SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
};

/** The socket's own peer, never a forwarded header: a proxy cannot make a request local. */
export const isLoopback = (address: string | undefined): boolean =>
  address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address ?? '');

/** The API proper; its documentation is a page with scripts. */
const isApi = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Personal data must not stay in browser or proxy caches (GDPR art. 32: a shared computer or a
 * proxy keeps no one's receipts, attachments, payroll files or prints): the API, print PDFs and
 * payroll files.
 */
const personalData = (url: string): boolean =>
  isApi(url) || url.startsWith('/print/') || url.startsWith('/download/');

/**
 * The page policy: what the web app (HTML, scripts, styles, the API documentation) may load.
 * Emotion (MUI) injects <style> elements at run time; printFile (web lib/file-transfer) prints a
 * server PDF from a hidden frame of a blob: URL.
 */
const pagePolicy = (req: IncomingMessage): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${websocketSources(req)}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');

/** An API answer is data, never a document: it may load nothing and be framed by no one. */
const API_POLICY = "default-src 'none';frame-ancestors 'none'";

/** Headers every response carries, whatever it is (the values helmet's defaults gave us). */
const commonHeaders = (hsts: boolean): [string, string][] => [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ...(hsts ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
];

/**
 * Security headers, no-store on personal data, the build id on every response, and the
 * loopback-only rule of the development endpoints (ARCHITECTURE.md "Modes"). Registered before the
 * session and access plugins, so a development URL asked from elsewhere is a plain 404 before
 * anything else is looked at. The header values are fixed strings built once (only a page's
 * connect-src names the request's host): this runs on every request, the hottest path there is.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { buildId: string; hsts: boolean }) {
    // Given to Fastify as one object, which Node checks once when it writes the head: setting them
    // one by one on the raw response took Node's slow path (a quarter of a small answer's time).
    const named: [string, string][] = [...commonHeaders(opts.hsts), ['X-Build-Id', opts.buildId]];
    const fixed = Object.fromEntries(named.map(([name, value]) => [name.toLowerCase(), value]));
    const api = Object.freeze({ ...fixed, 'content-security-policy': API_POLICY });
    app.addHook('onRequest', (req, reply, done) => {
      if (isApi(req.url)) void reply.headers(api);
      else void reply.headers({ ...fixed, 'content-security-policy': pagePolicy(req.raw) });
      if (req.routeOptions.config.loopbackOnly && !isLoopback(req.socket.remoteAddress)) {
        done(new ApiError('NotFound'));
        return;
      }
      done();
    });
    // Set at the last moment, over anything a handler wrote: a download helper that asks the
    // browser to keep a file cannot make personal data cacheable.
    app.addHook('onSend', (req, reply, payload, done) => {
      if (personalData(req.url))
        void reply.header('Cache-Control', req.routeOptions.config.cacheControl ?? 'no-store');
      done(null, payload);
    });
  },
  { name: 'security' },
);
