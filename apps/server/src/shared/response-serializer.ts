// Every answer leaves through its route's zod schema (ARCHITECTURE.md "Contracts"): what the schema
// does not name is dropped and a value of the wrong shape is a 500, never sent. The schemas of the
// answers have no codecs or transforms, so reading a value forwards (parse) and writing it
// (encode) give the same result; parse takes zod's compiled fast path for objects, which encode
// does not, and costs a sixth as much on a list of 500 employees (the attest list). The JSON leaves
// as UTF-8 bytes, encoded once: from text, Fastify would encode it twice, once to count the bytes
// of Content-Length and again to write them (3 ms of an attest list of 600 employees).
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/** The route's response schema: a zod type, or one under `properties` (the type provider's form). */
function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof $ZodType) return inner;
  throw new Error(`a response schema is not a zod type: ${JSON.stringify(schema)}`);
}

/**
 * Each route's answers checked by its schema, then JSON in UTF-8. Fastify sends a Buffer as it is
 * (reply.js takes a string or a Buffer), though its type of a serializer compiler names only text:
 * `asFastifySerializer` says so once.
 */
export function responseSerializer({ schema, method, url }: Parameters<FastifySchemaCompiler<unknown>>[0]) {
  const zod = zodSchemaOf(schema);
  return (data: unknown): Buffer => {
    const result = safeParse(zod, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return Buffer.from(JSON.stringify(result.data), 'utf8');
  };
}

/** A compiler of byte serializers as Fastify's setSerializerCompiler takes it. */
export const asFastifySerializer = <Route>(compile: (route: Route) => (data: unknown) => Buffer) =>
  compile as unknown as FastifySerializerCompiler<unknown>;
