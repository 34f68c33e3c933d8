import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LoginConfigSchema } from '@lonportal/domain';
import { ROUTE_NAMES, ROUTES, type RouteName } from '@lonportal/domain/access/route-table';
import type { Config } from './config';
import { ASSET_SCRIPT, loadPageRenderer, paintPage, PRELOAD, preloadLink } from './web/first-paint';
import { fastifyTrustProxy } from './config-production';
import type { Db } from './db/client';
import { createSmsProvider, DevSmsProvider, type SmsProvider } from './adapters/sms';
import { createEmailProvider, type EmailProvider } from './adapters/email';
import { Jobs } from './jobs/index';
import healthRoutes from './health';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import securityPlugin from './plugins/security';
import sessionPlugin from './plugins/session/index';
import accessPlugin from './plugins/access/index';
import docsPlugin from './plugins/docs';
import realtimePlugin from './plugins/realtime/index';
import { InProcessBus, type EventBus } from './plugins/realtime/bus';
import sessionRoutes from './modules/session/routes';
import { loginConfigFor } from './modules/session/login-config';
import companyRoutes from './modules/company/routes';
import adminRoutes from './modules/admin/routes';
import registerRoutes from './modules/registers/routes';
import messageRoutes from './modules/messages/routes';
import companyPictureRoutes from './modules/company-picture/routes';
import compensationRoutes from './modules/compensations/routes';
import travelRoutes from './modules/travel/routes';
import absenceRoutes from './modules/absence/routes';
import leaveRoutes from './modules/leave/routes';
import nearAccidentRoutes from './modules/near-accidents/routes';
import leavePlannerRoutes from './modules/leave/leave-planner-routes';
import { staffingRoutes } from './modules/staffing';
import { calendarFeedRoutes } from './modules/calendar-feed';
import { scheduleRoutes } from './modules/schedule';
import { payslipRoutes } from './modules/payslips';
import employeeRoutes from './modules/employees/routes';
import referenceListRoutes from './modules/reference-lists/routes';
import timeReportingRoutes from './modules/time/routes';
import approvalRoutes from './modules/approval/routes';
import payrollExportRoutes from './modules/payroll/routes';
import timeReportPrintRoutes from './modules/time/print-routes';
import compensationsPrintRoutes from './modules/compensations/print-routes';
import attestListPrintRoutes from './modules/approval/print-routes';
import travelPrintRoutes from './modules/travel/print-routes';
import printPoolPlugin from './shared/print/render-pool';
import punchRoutes from './modules/punches/routes';
import bankIdRoutes from './modules/bankid/routes';
import bankIdSimulatorRoutes from './modules/dev/bankid-simulator';
import type { BankIdClient } from './adapters/bankid/types';
import type { BankIdSimulator } from './adapters/bankid/simulator';
import userSettingsRoutes from './modules/user-settings/routes';
import frontendLoggerRoutes from './modules/frontend-logger/routes';
import devRoutes from './modules/dev/routes';
import { keepingFrozen } from './shared/kept-answers';
import { asFastifySerializer, responseSerializer } from './shared/response-serializer';

export interface AppOptions {
  config: Config;
  db: Db;
  /** The clock; tests move it to prove expiry. */
  now?: () => Date;
  sms?: SmsProvider;
  /** E-mail; null for none (production without a mail service). */
  email?: EmailProvider | null;
  /** BankID: the RP client, and the simulator behind it when it is one (development, tests). */
  bankid: { client: BankIdClient; simulator?: BankIdSimulator };
  /** Live events; in-process unless several servers share PostgreSQL (PgNotifyBus). */
  bus?: EventBus;
  logger?: boolean | object;
}

/** JSON bodies above this are refused with 413 (pictures and files get their own limits). */
const BODY_LIMIT = 256 * 1024;
/** Answers from this size on are compressed for a browser that accepts it (ADR 0019). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Fastify's type names Ajv's and fast-json-stringify's factories, but it takes any compiler here,
 * as setValidatorCompiler and setSerializerCompiler do.
 */
const compilersOf = (serializer: ReturnType<typeof asFastifySerializer>) =>
  ({
    compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializer },
  }) as unknown as FastifyServerOptions['schemaController'];

/** Builds the server: plugins first, then the feature modules (fastify/demo's shape). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const now = opts.now ?? (() => new Date());
  const serializerCompiler = asFastifySerializer(keepingFrozen(responseSerializer));
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // A stop answers the requests in flight (ADR 0019): the HTTP server's close ends idle kept-alive
    // connections, each answer during the stop closes its own (health.ts), websockets are closed in
    // preClose, and what is still open at the deadline is cut. Cutting every connection at once
    // reset the requests in flight.
    forceCloseConnections: false,
    // A request on a connection opened before the stop is answered, in the error contract, rather
    // than with Fastify's own 503 body.
    return503OnClosing: false,
    // Forwarded addresses only from the configured proxies (TRUST_PROXY; default none, in every mode).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Request ids in logs; never echo user input into them.
    genReqId: () => Math.random().toString(36).slice(2, 10),
    // Router and HTTP parser refusals answer in the error contract too.
    frameworkErrors,
    clientErrorHandler,
    // Every route is checked by its zod schemas and answered through our serializer. Given here,
    // Fastify does not load Ajv and fast-json-stringify, which no route uses: a tenth of a second
    // of the cold start (ADR 0015).
    schemaController: compilersOf(serializerCompiler),
  });
  app.decorate('db', db);
  app.decorate('now', now);

  const sms = opts.sms ?? createSmsProvider(config.sms, app.log);
  const email = opts.email !== undefined ? opts.email : createEmailProvider(config.email, app.log);
  app.decorate('senders', { sms, email, resetUrl: config.passwordResetUrl });
  app.decorate('jobs', new Jobs());

  const web = await registerPlugins(app, opts, now);
  await app.register(healthRoutes, { db });
  await registerAreas(app, opts, sms, now);

  web.registering = true;
  // The login page's HTML carries its settings (GET /api/loginConfig), as the API answers them.
  await registerWeb(app, config.webDist, {
    '/login': { '/loginConfig': LoginConfigSchema.parse(loginConfigFor(config)) },
  });
  web.registering = false;
  return app;
}

/**
 * The plugins every route stands on, in order: errors, compression, security headers, the input
 * guard, the API explorer, sessions, access and live events. Answers whether the web app's routes
 * are being registered (they are not compressed per request).
 */
async function registerPlugins(app: FastifyInstance, opts: AppOptions, now: () => Date) {
  const { config, db } = opts;
  await app.register(errorsPlugin);
  // Answers from COMPRESS_FROM_BYTES on, compressed per request (brotli at a quality fast enough for
  // that), on every route but the web app's, whose files the build compressed (ADR 0019). Before
  // every route, as it works through their options. Compressed request bodies are not taken.
  const web = { registering: false };
  app.addHook('onRoute', (route) => {
    if (web.registering) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  // The security headers first, so that every refusal carries them (the input guard's too).
  await app.register(securityPlugin, { buildId: config.buildId, hsts: config.cookieSecure });
  await app.register(inputGuardPlugin);
  // The API explorer is not public in production (ARCHITECTURE.md "Modes").
  if (!config.production) await app.register(docsPlugin);
  await app.register(sessionPlugin, { db, config, now });
  await app.register(accessPlugin);
  await app.register(realtimePlugin, {
    bus: opts.bus ?? new InProcessBus(),
    buildId: config.buildId,
    config,
  });
  return web;
}

/** Each area's routes, in the order the OpenAPI description lists them; the dev helpers last. */
async function registerAreas(app: FastifyInstance, opts: AppOptions, sms: SmsProvider, now: () => Date) {
  const { config, db } = opts;
  await app.register(sessionRoutes, { db, sms, now, config });
  await app.register(companyRoutes);
  await app.register(adminRoutes);
  await app.register(registerRoutes);
  await app.register(messageRoutes);
  await app.register(companyPictureRoutes);
  await app.register(compensationRoutes);
  await app.register(travelRoutes, { origins: config.normalbeloppOrigins });
  await app.register(absenceRoutes);
  await app.register(leaveRoutes);
  await app.register(nearAccidentRoutes);
  await app.register(leavePlannerRoutes);
  await app.register(staffingRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(scheduleRoutes);
  await app.register(payslipRoutes);
  await app.register(employeeRoutes);
  await app.register(referenceListRoutes);
  await app.register(timeReportingRoutes);
  await app.register(approvalRoutes, { attestListKeepMs: config.attestListKeepMs });
  await app.register(payrollExportRoutes);
  await app.register(printPoolPlugin, { workers: config.printWorkers });
  // The print routes in the order the OpenAPI description lists them.
  await app.register(timeReportPrintRoutes);
  await app.register(compensationsPrintRoutes);
  await app.register(attestListPrintRoutes);
  await app.register(travelPrintRoutes);
  await app.register(punchRoutes);
  await app.register(bankIdRoutes, { client: opts.bankid.client, cookieSecure: config.cookieSecure });
  await app.register(userSettingsRoutes);
  await app.register(frontendLoggerRoutes);
  if (config.devEndpoints && sms instanceof DevSmsProvider) await app.register(devRoutes, { sms });
  if (config.devEndpoints && opts.bankid.simulator) {
    await app.register(bankIdSimulatorRoutes, { simulator: opts.bankid.simulator });
  }
}

/** Brotli or gzip, the first the request accepts (q above 0), or none. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** A page made for one request, compressed fast (brotli 4, gzip 6) rather than small. */
const compressed = (html: string, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.gzipSync(html, { level: 6 });

interface WebPage {
  html: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * A page's HTML, compressed at the best levels when a browser first asks for it that way and kept:
 * at start, compressing every page held the first answer up by a tenth of the cold start.
 */
function webPage(html: Buffer): WebPage {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    html,
    get br() {
      return (br ??= zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }));
    },
    get gzip() {
      return (gzip ??= zlib.gzipSync(html, { level: 9 }));
    },
  };
}

/**
 * index.html as every path gets it (under ''), and for the login page and each built page of the
 * domain's ROUTES (by path) the same with `modulepreload` links to the files its first paint loads
 * after the entry (the web build's route-preloads.json), so the browser fetches them beside the
 * entry (ADR 0020). Made once, at start; compressed when first asked for.
 */
export function webPages(
  index: Buffer,
  preloadsFile: string,
  answers: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {},
): Map<string, WebPage> {
  const pages = new Map<string, WebPage>([['', webPage(index)]]);
  const preloads = fs.existsSync(preloadsFile)
    ? (JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>)
    : {};
  // The entry's own files in the order they run (a file after its imports), where the build says:
  // a painted page runs them in the order its HTML names them (first-paint.ts).
  const entryFiles = (preloads.entry ?? []).filter((file) => ASSET_SCRIPT.test(file));
  const html =
    entryFiles.length > 0
      ? index
          .toString('utf8')
          .replace(PRELOAD, '')
          .replace('</head>', `${entryFiles.map(preloadLink).join('')}  </head>`)
      : index.toString('utf8');
  const paths: [string, string][] = [
    ['/login', 'login'],
    ...ROUTE_NAMES.map((name): [string, string] => [ROUTES[name].path, name]),
  ];
  for (const [pagePath, key] of paths) {
    const files = preloads[key] ?? [];
    const early = Object.entries(answers[pagePath] ?? {});
    if ((files.length === 0 && early.length === 0) || pagePath.includes(':')) continue;
    const links = files
      .filter((file) => ASSET_SCRIPT.test(file))
      .map(preloadLink)
      .join('');
    // JSON in a script element that is not run (no CSP exception); '<' escaped so no text ends it.
    const data = early
      .map(
        ([api, body]) =>
          `    <script type="application/json" data-early-answer="${encodeURI(api)}">${JSON.stringify(body).replaceAll('<', '\\u003c')}</script>\n`,
      )
      .join('');
    pages.set(pagePath, webPage(Buffer.from(html.replace('</head>', `${links}${data}  </head>`))));
  }
  return pages;
}

/**
 * Serves the built web app; any non-API path that is not a file gets index.html (history mode).
 * A file the build compressed (`.br`, `.gz` beside it) is sent so to a browser that accepts it,
 * and a page's HTML is compressed once, when first asked for.
 */
async function registerWeb(
  app: FastifyInstance,
  dist: string,
  answers: Parameters<typeof webPages>[2],
): Promise<void> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
  });
  const pages = webPages(fs.readFileSync(index), path.join(dist, 'route-preloads.json'), answers);
  const render = await loadPageRenderer(dist);
  // Every page without a parameter is painted: a logged-in one for its visitor, a public one (and
  // the login page) for anyone.
  const isPublicRoute = (name: RouteName) => (ROUTES[name] as { public?: boolean }).public === true;
  const painted = new Map<string, boolean>([
    ['/login', true],
    ...ROUTE_NAMES.map((name): [string, boolean] => [ROUTES[name].path, isPublicRoute(name)]),
  ]);
  app.addHook('onSend', async (req, reply, payload) => {
    // Hashed assets may be cached for good; the HTML and the service worker never.
    if (req.url.startsWith('/assets/'))
      void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      void reply.header('Cache-Control', 'no-cache');
    return payload;
  });
  app.get('/*', { config: {} }, async (req, reply) => {
    // The router has decoded the path once; decoding again would throw on /%25 and unwrap /%252e.
    const rel = (req.params as { '*': string })['*'];
    // No page of the app has a '%' left after decoding (a double-encoded path), a backslash or a dot segment.
    if (rel.startsWith('api/') || /%|\\|(^|\/)\.\.?(\/|$)/.test(rel)) return reply.callNotFound();
    const file = path.join(dist, rel);
    if (rel && file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    const page = pages.get(`/${rel}`) ?? pages.get('')!;
    void reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const isPublic = painted.get(`/${rel}`);
    if (render && isPublic !== undefined) {
      const html = await paintPage(app, req, render, page.html.toString('utf8'), isPublic);
      // A page with the visitor's data: kept by no cache. A public page is everyone's, asked anew.
      if (html) {
        void reply.header('Cache-Control', isPublic ? 'no-cache' : 'private, no-store');
        if (!encoding) return reply.send(html);
        return reply.header('Content-Encoding', encoding).send(compressed(html, encoding));
      }
    }
    if (!encoding || page.html.length < COMPRESS_FROM_BYTES) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  });
}
