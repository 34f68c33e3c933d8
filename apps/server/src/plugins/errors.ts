import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ERROR_MESSAGES,
  ERRORS,
  statusOfCode,
  type ErrorBody,
  type ErrorDetail,
  type ErrorName,
} from '@lonportal/domain';

/** An error with a catalogue code; the one error handler turns it into `{ Code, Message, Details }`. */
export class ApiError extends Error {
  readonly code: number;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;
  constructor(
    name: ErrorName,
    opts: { details?: ErrorDetail[]; headers?: Record<string, string>; message?: string } = {},
  ) {
    super(opts.message ?? ERROR_MESSAGES[name]);
    this.name = `ApiError(${name})`;
    this.code = ERRORS[name].code;
    if (opts.details) this.details = opts.details;
    if (opts.headers) this.headers = opts.headers;
  }
  get status(): number {
    return statusOfCode(this.code);
  }
}

/** A 400 naming one field and the i18n key of its problem. */
export const fieldError = (Field: string, Code: string): ApiError =>
  new ApiError('ValidationFailed', { details: [{ Field, Code }] });

/** Maps a zod issue (as fastify-type-provider-zod reports it) to an i18n key. */
function issueKey(keyword: string, message: string | undefined, params: Record<string, unknown>): string {
  if (message?.startsWith('validation.')) return message;
  if (keyword === 'invalid_type' && params.input === undefined) return 'validation.required';
  if (keyword === 'too_big') return 'validation.maxLength';
  if (keyword === 'too_small') return 'validation.minLength';
  if (keyword === 'unrecognized_keys') return 'validation.unknownField';
  return 'validation.invalid';
}

const byStatus: Partial<Record<number, ErrorName>> = {
  400: 'MalformedRequest',
  401: 'NotAuthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  408: 'RequestTimeout',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  431: 'HeaderTooLarge',
  503: 'ServiceUnavailable',
};

const body = (name: ErrorName, details?: ErrorDetail[]): ErrorBody => ({
  Code: ERRORS[name].code,
  Message: ERROR_MESSAGES[name],
  ...(details ? { Details: details } : {}),
});

/**
 * Fastify's `frameworkErrors`: the router's refusals (a path that is not valid percent-encoding, a
 * path segment over `maxParamLength`) in the error contract. They come before any hook has run.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const name: ErrorName =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'UriTooLong'
      : err.code === 'FST_ERR_BAD_URL'
        ? 'MalformedRequest'
        : 'InternalError';
  void reply
    .code(statusOfCode(ERRORS[name].code))
    .header('X-Content-Type-Options', 'nosniff')
    .send(body(name));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (an
 * unknown method such as FOO, a NUL in a header, headers over the size limit, a request that never
 * finished), answered on the socket in the error contract.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const name: ErrorName =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 'HeaderTooLarge'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'RequestTimeout'
        : 'MalformedRequest';
  const status = statusOfCode(ERRORS[name].code);
  const payload = JSON.stringify(body(name));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(err);
}

/** A route pattern as a test on a raw path: a parameter is one segment. */
const patternOf = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/** ARCHITECTURE.md "Errors": one body shape; a 5xx never leaks internals. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      if (err.headers) void reply.headers(err.headers);
      const out: ErrorBody = { Code: err.code, Message: err.message };
      if (err.details) out.Details = err.details;
      return reply.code(err.status).send(out);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        Field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        Code: issueKey(v.keyword, v.message, v.params as Record<string, unknown>),
      }));
      return reply.code(400).send(body('ValidationFailed', details));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(body('InternalError'));
    }
    const status = err.statusCode ?? 500;
    const name = byStatus[status];
    if (status < 500 && name) {
      if (status === 429) void reply.header('Retry-After', reply.getHeader('retry-after') ?? '60');
      return reply.code(status).send(body(name));
    }
    req.log.error({ err }, 'unexpected error');
    return reply
      .code(status === 503 ? 503 : 500)
      .send(body(status === 503 ? 'ServiceUnavailable' : 'InternalError'));
  });

  // A known path asked with a method it does not take (PROPFIND /api/me) is a 405 naming the
  // methods it takes; the web app's catch-all (GET /*) does not count, it would match everything.
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    for (const method of [route.method].flat()) routes.push({ method, pattern: patternOf(route.url) });
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allow = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allow.length > 0 && !allow.includes(req.method)) {
      return reply.code(405).header('Allow', allow.sort().join(', ')).send(body('MethodNotAllowed'));
    }
    return reply.code(404).send(body('NotFound'));
  });

  // The last guard of the one body shape: a plugin that answers an error with an empty body (as
  // @fastify/websocket does for GET /ws without an upgrade) still sends the contract.
  // A callback hook, not an async one: it runs on every answer and passes almost all of them on.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.statusCode < 400 || (payload !== undefined && payload !== null && payload !== ''))
      return done(null, payload);
    const name = byStatus[reply.statusCode] ?? (reply.statusCode >= 500 ? 'InternalError' : null);
    if (!name) return done(null, payload);
    if (reply.statusCode >= 500) void reply.code(500);
    void reply.type('application/json; charset=utf-8');
    done(null, JSON.stringify(body(name)));
  });
});
