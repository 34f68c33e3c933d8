import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, statusOfCode, type ErrorBody, type ErrorDetail, type ErrorName } from '@lonportal/domain';

/** An error with a catalogue code; the one error handler turns it into `{ Code, Message, Details }`. */
export class ApiError extends Error {
  readonly code: number;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;
  constructor(
    name: ErrorName,
    opts: { details?: ErrorDetail[]; headers?: Record<string, string>; message?: string } = {},
  ) {
    super(opts.message ?? ERRORS[name].message);
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
  404: 'NotFound',
  405: 'MethodNotAllowed',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

const body = (name: ErrorName, details?: ErrorDetail[]): ErrorBody => ({
  Code: ERRORS[name].code,
  Message: ERRORS[name].message,
  ...(details ? { Details: details } : {}),
});

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

  app.setNotFoundHandler((req, reply) => reply.code(404).send(body('NotFound')));
});
