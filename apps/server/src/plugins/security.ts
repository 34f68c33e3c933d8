import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Security headers (a CSP that allows MUI's injected styles), and the build id on every response. */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { buildId: string; hsts: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Emotion (MUI) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
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
    app.addHook('onSend', async (_req, reply) => {
      void reply.header('X-Build-Id', opts.buildId);
    });
  },
  { name: 'security' },
);
