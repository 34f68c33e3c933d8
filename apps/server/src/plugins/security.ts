import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Development endpoints: answered for the loopback address only, 404 for everyone else. */
    loopbackOnly?: boolean;
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

/** Personal data must not stay in browser or proxy caches (issue 9): the API, print PDFs and payroll files. */
const personalData = (url: string): boolean =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
  url.startsWith('/print/') ||
  url.startsWith('/download/');

/**
 * Security headers (a CSP that allows MUI's injected styles), no-store on personal data, the build
 * id on every response, and the loopback-only rule of the development endpoints (ARCHITECTURE.md
 * "Modes"). Registered before the session and access plugins, so a development URL asked from
 * elsewhere is a plain 404 before anything else is looked at.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { buildId: string; hsts: boolean }) {
    // Built once: @fastify/helmet built helmet's middleware anew for every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Emotion (MUI) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", websocketSources],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          // printFile (web lib/file-transfer) prints a server PDF from a hidden frame of a blob: URL.
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (req, reply, done) => {
      securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
    app.addHook('onRequest', async (req: FastifyRequest) => {
      if (req.routeOptions.config.loopbackOnly && !isLoopback(req.socket.remoteAddress)) {
        throw new ApiError('NotFound');
      }
    });
    app.addHook('onSend', async (req, reply) => {
      void reply.header('X-Build-Id', opts.buildId);
      if (personalData(req.url) && !reply.hasHeader('Cache-Control'))
        void reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security' },
);
