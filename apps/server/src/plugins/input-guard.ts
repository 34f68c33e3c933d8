import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorDetail } from '@lonportal/domain';
import { ApiError } from './errors';

// PostgreSQL text cannot hold U+0000 (error 22021) and jsonb refuses \u0000 (22P05), so a NUL that
// reached SQL was a 500. No field has a use for it: it is refused here, once, before any hook or
// handler reads the input. So is half of a UTF-16 surrogate pair (JSON's "\udfff"), which
// is no character at all: jsonb refuses it too (the audit log keeps a failed login's name).
const NUL = '\u0000';
/** A surrogate that is not part of a pair (with the u flag, a pair is one code point and does not match). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const isInvalidText = (s: string) => s.includes(NUL) || LONE_SURROGATE.test(s);
const INVALID_CHARACTER = 'validation.invalidCharacter';
/** More NUL fields than this in one request are not worth listing. */
const MAX_DETAILS = 20;

/** The wire paths (`Rader.0.Kommentar`) of the strings and keys in `value` that hold a NUL or a lone surrogate. */
export function nulFields(value: unknown, root = ''): string[] {
  const found: string[] = [];
  // Iterative: a JSON body may nest deeper than the call stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && found.length < MAX_DETAILS) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (isInvalidText(v)) found.push(path);
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [key, child] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (isInvalidText(key))
          found.push(at.replaceAll(NUL, '\uFFFD').replace(new RegExp(LONE_SURROGATE, 'gu'), '\uFFFD'));
        else stack.push([child, at]);
      }
    }
  }
  return found.reverse();
}

/** `x-ftg-id` → `X-Ftg-Id`, the way the API documents its headers. */
const headerName = (h: string) =>
  h.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** Not every header value is a string (@fastify/websocket's injectWS sends a number). */
const hasNul = (v: unknown): boolean =>
  typeof v === 'string' ? v.includes(NUL) : Array.isArray(v) && v.some(hasNul);

const refuse = (fields: string[]) =>
  new ApiError('ValidationFailed', {
    details: fields.slice(0, MAX_DETAILS).map((Field): ErrorDetail => ({ Field, Code: INVALID_CHARACTER })),
  });

/** Refuses a NUL in route parameters, the query, headers and the body with 400 naming the fields. */
export default fp(
  async function inputGuardPlugin(app: FastifyInstance) {
    // onRequest, before the session and access hooks read X-Ftg-Id, X-Salary-Year and :FtgId.
    app.addHook('onRequest', (req, _reply, done) => {
      // Parameters and the query come from the URL, where a NUL arrives as %00: most requests
      // have none anywhere, and are let through without walking what was parsed from them.
      const inUrl = req.url.includes('%00') || req.url.includes(NUL);
      const inHeaders = Object.values(req.headers).some(hasNul);
      if (!inUrl && !inHeaders) return done();
      const fields = [
        ...nulFields(req.params),
        ...nulFields(req.query),
        ...Object.entries(req.headers)
          .filter(([, v]) => hasNul(v))
          .map(([h]) => headerName(h)),
      ];
      done(fields.length > 0 ? refuse(fields) : undefined);
    });
    // The body is parsed after onRequest.
    app.addHook('preValidation', (req, _reply, done) => {
      const fields = nulFields(req.body);
      done(fields.length > 0 ? refuse(fields) : undefined);
    });
  },
  { name: 'input-guard' },
);
