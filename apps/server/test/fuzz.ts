// Hostile requests made from the OpenAPI description (hostile input never gets a 5xx).
// Most requests are nearly right, with a few fields replaced by something hostile, so that they get
// past validation and reach the rules and the database; the rest are wrong from the top.
import { createRng, type Rng } from '../src/db/seed/random';
import {
  HOSTILE_NUMBERS,
  NUL,
  hostileJson,
  hostileString,
  jsonFor,
  textFor,
  type Pools,
  type Schema,
} from './fuzz-values';

export type { Pools } from './fuzz-values';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface Endpoint {
  method: string;
  path: string;
  op: Operation;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** Every operation of the description. */
export const endpointsOf = (doc: unknown): Endpoint[] =>
  Object.entries((doc as OpenApi).paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

/** A request as it is sent, and as a failure prints it. */
export interface FuzzRequest {
  caller: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The generator of request number `i` of a run: each request has its own stream, so one can be replayed. */
export const rngFor = (seed: number, i: number): Rng =>
  createRng((seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0);

const EXTRA_QUERY = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=x',
  '%00=%00',
  'a=%E0%A4%A',
  'toString=1',
  'hasOwnProperty=1',
];
const OTHER_METHODS = [
  ...['PROPFIND', 'OPTIONS', 'TRACE', 'SEARCH', 'PATCH'],
  ...['PUT', 'DELETE', 'POST', 'GET', 'HEAD'],
];

function bodyFor(rng: Rng, op: Operation, pools: Pools, p: number): { payload?: string; type?: string } {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema && rng.chance(0.9)) return {};
  const r = rng.next();
  const json = 'application/json';
  if (r < 0.7 && schema) return { payload: jsonFor(rng, schema, '', pools, p), type: json };
  if (r < 0.8) return { payload: hostileJson(rng), type: json };
  if (r < 0.86) {
    const text = rng.pick([
      '{',
      '{"a":',
      '[1,2',
      '{"a":1}}',
      "{'a':1}",
      `{"a":"${NUL}"}`,
      'nul',
      '{"a":1,}',
      '',
    ]);
    return { payload: text, type: rng.pick([json, 'application/json; charset=utf-8']) };
  }
  if (r < 0.92) {
    const type = rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      'application/jsonx',
      `application/json${NUL}`,
    ]);
    return { payload: rng.pick(['a=1', '--x\r\n\r\n--x--', '<a/>', '{"a":1}']), type };
  }
  if (r < 0.97) return {};
  return { payload: `{"message":"${'x'.repeat(300 * 1024)}"}`, type: json };
}

export interface Caller {
  name: string;
  cookie?: string;
  ftgId?: string;
}

/** Request number `i` of the run with `seed`, for one of `callers`, to one of `endpoints`. */
export function fuzzRequest(seed: number, i: number, endpoints: Endpoint[], callers: Caller[], pools: Pools) {
  const rng = rngFor(seed, i);
  const { method, path, op } = rng.pick(endpoints);
  const caller = rng.pick(callers);
  // How hostile this request is: from all plausible (reaching the handlers) to mostly hostile; a
  // NUL probe is plausible but for one NUL in one place.
  const nulProbe = rng.chance(0.2);
  const p = nulProbe ? 0 : rng.pick([0, 0.05, 0.15, 0.4]);
  const params = op.parameters ?? [];
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = params.find((x) => x.in === 'path' && x.name === name);
    return textFor(rng, param?.schema ?? {}, name, pools, p);
  });
  const query = params
    .filter((x) => x.in === 'query' && (x.required ? rng.chance(0.95) : rng.chance(0.5)))
    .flatMap((x) => {
      const one = () => `${x.name}=${textFor(rng, x.schema ?? {}, x.name, pools, p)}`;
      return rng.chance(0.05) ? [one(), one()] : [one()];
    });
  if (rng.chance(0.08)) query.push(rng.pick(EXTRA_QUERY));
  if (query.length > 0) url += `?${query.join('&')}`;

  const headers: Record<string, string> = {};
  if (rng.chance(0.97)) headers['x-requested-with'] = 'XMLHttpRequest';
  if (caller.cookie) headers.cookie = rng.chance(0.97) ? caller.cookie : `lp_session=${hostileString(rng)}`;
  const ftg = rng.next();
  if (ftg < 0.7 && caller.ftgId) headers['x-ftg-id'] = caller.ftgId;
  else if (ftg < 0.85) headers['x-ftg-id'] = rng.pick(pools.ftgIds);
  else if (ftg < 0.95) headers['x-ftg-id'] = hostileString(rng);
  const year = rng.next();
  if (year < 0.3) headers['x-salary-year'] = rng.pick(['2026', '2025']);
  else if (year < 0.45)
    headers['x-salary-year'] = rng.chance(0.5) ? hostileString(rng) : rng.pick(HOSTILE_NUMBERS);

  const body = bodyFor(rng, op, pools, p);
  if (body.type) headers['content-type'] = body.type;
  const request: FuzzRequest = {
    caller: caller.name,
    method: rng.chance(0.04) ? rng.pick(OTHER_METHODS) : method,
    url,
    headers,
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  };
  if (nulProbe) putNul(rng, path, request);
  return { request, ip: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}` };
}

const withNul = (rng: Rng, text: string, nul: string) => {
  const at = rng.int(0, text.length);
  return text.slice(0, at) + nul + text.slice(at);
};

/** Puts one NUL into one of the request's path parameters, query values, company headers or body strings. */
function putNul(rng: Rng, template: string, r: FuzzRequest): void {
  const [path = '', query] = r.url.split(/\?(.*)/s);
  const segments = path.split('/');
  const pairs = query ? query.split('&') : [];
  const slots: (() => void)[] = [];
  template.split('/').forEach((seg, i) => {
    if (seg.startsWith('{')) slots.push(() => (segments[i] = withNul(rng, segments[i] ?? '', '%00')));
  });
  pairs.forEach((pair, i) => slots.push(() => (pairs[i] = withNul(rng, pair, '%00'))));
  for (const h of ['x-ftg-id', 'x-salary-year'] as const) {
    const v = r.headers[h];
    if (v !== undefined) slots.push(() => (r.headers[h] = withNul(rng, v, NUL)));
  }
  const strings = [...(r.payload?.matchAll(/"(?:[^"\\]|\\.)*"/g) ?? [])];
  for (const m of strings) {
    slots.push(() => {
      const at = m.index + 1 + rng.int(0, m[0].length - 2);
      r.payload = `${r.payload!.slice(0, at)}\\u0000${r.payload!.slice(at)}`;
    });
  }
  if (slots.length === 0) return;
  rng.pick(slots)();
  r.url = segments.join('/') + (pairs.length > 0 ? `?${pairs.join('&')}` : '');
}

/** Why an answer breaks the contract (any 5xx; a 4xx without `Code` = status × 100 + reason), or null. */
export function contractProblem(method: string, status: number, body: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400 || method === 'HEAD') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${status} without a JSON body`;
  }
  const code = (parsed as { Code?: unknown } | null)?.Code;
  if (typeof code !== 'number' || Math.floor(code / 100) !== status)
    return `status ${status} with Code ${String(code)}`;
  if (typeof (parsed as { Message?: unknown }).Message !== 'string')
    return `status ${status} without Message`;
  return null;
}
