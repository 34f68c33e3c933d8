// Values for the hostile requests of test/fuzz.ts: plausible ones by field name and schema, and hostile
// ones (NUL, huge and odd unicode strings, impossible dates, prototype keys, traversal, bad numbers).
import type { Rng } from '../src/db/seed/random';

/** The parts of an OpenAPI schema the generator reads. */
export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

/** Real values of the seed, so that a nearly right request reaches the database. */
export interface Pools {
  ftgIds: string[];
  anstNrs: string[];
  tidKoder: string[];
  /** Ids of rows (time entries, punches, pictures) seen in answers. */
  ids: string[];
  /** Logins an anonymous request may try: never a caller's, whose failures would lock it out. */
  logins: string[];
  /** The password of those logins. */
  password: string;
}

export const NUL = '\u0000';
const HOSTILE_STRINGS = [
  ...['', ' ', '\t\n', NUL, `a${NUL}b`, `${NUL}1001`, `1001${NUL}`, `__proto__${NUL}`],
  ...['åäöÅÄÖ', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '👩‍👩‍👧‍👦', '\u202eevil', '\ud800', '\udfff', 'e\u0301', '\u200b', '\ufeff'],
  ...['\u2028\u2029', '\uffff', '\u0001\u001f\u007f', 'Ǆǆ', 'ß'.repeat(30)],
  ...["' OR 1=1 --", "'; DROP TABLE users; --", '%', '_', '\\', '"', '%00', '%25', '%E0%A4%A'],
  ...['../../../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd', '....//....//', '%2e%2e%2f'],
  ...['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'],
  ...['1e309', 'NaN', 'Infinity', '-Infinity', '-0', '0x1F', '9'.repeat(40), '-1', '1.5', ' 1 ', '0'],
  ...['2147483648', '-2147483649', '9223372036854775808', '1e-7'],
  ...['2026-02-30', '2026-13-01', '0000-00-00', '9999-12-31', '1899-12-30', '2026-1-1', '20261121'],
  ...['2026-11-21T25:00:00Z', '-001-01-01', '+275760-09-13', '1970-01-01', '2026-02-29', '2024-02-29'],
  ...['0001-01-01', '2026-11-01T00:00:00.000+14:00', '2026-03-29T02:30:00+01:00', '2026-11-21T10:00:00'],
  ...['24:00', '25:61', '23:59', '7', '0730', '-01:00', '12:00:00', '99:99', '00:00'],
  ...['%s%s%n', '{{7*7}}', '${7*7}', '<script>alert(1)</script>', 'null', 'undefined', 'true', '[]'],
  ...['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ...['FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF', '00000000-0000-4000-8000-00000000000g'],
];
export const HOSTILE_NUMBERS = [
  ...['-1', '0', '1', '-0', '0.1', '1.23456789', '1e-10', '24.0001', '-24.0001', '2200', '1899'],
  ...['2147483647', '2147483648', '-2147483649', '4294967296', '9007199254740991', '9007199254740993'],
  ...['1e308', '-1e308', '1e400', '-1e400', '99999999999999999999999'],
];
const HOSTILE_JSON = [
  ...['null', 'true', 'false', '[]', '{}', '[null]', '[1,"a",null,{}]', '""', '"\\u0000"', '{"":""}'],
  ...['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"toString":1}'],
];
/** Path and query fragments sent without encoding: bad escapes, encoded dots, NUL. */
const RAW_URL_PARTS = [
  ...['..', '.', '%', '%E0%A4%A', '%00', '%2e%2e%2f'],
  ...['..%2F..%2F', '%25', '%C0%AE', '%FF', '~'],
];
const pad = (n: number) => String(n).padStart(2, '0');
const uuid = (rng: Rng) =>
  Array.from({ length: 32 }, (_, i) => (i === 12 ? '4' : rng.int(0, 15).toString(16)))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
const longString = (rng: Rng) => rng.pick(['x', 'å', NUL, '𝔘', '%']).repeat(rng.int(101, 20_000));

export function hostileString(rng: Rng): string {
  const r = rng.next();
  if (r < 0.08) return longString(rng);
  // A NUL somewhere in an otherwise ordinary value: PostgreSQL text cannot hold one.
  if (r < 0.2) {
    const base = rng.pick(['1001', 'per', '2026-11-02', 'ARB', 'abc']);
    const at = rng.int(0, base.length);
    return base.slice(0, at) + NUL + base.slice(at);
  }
  return rng.pick(HOSTILE_STRINGS);
}

export const hostileJson = (rng: Rng): string => {
  const r = rng.next();
  if (r < 0.5) return JSON.stringify(hostileString(rng));
  if (r < 0.75) return rng.pick(HOSTILE_NUMBERS);
  if (r < 0.97) return rng.pick(HOSTILE_JSON);
  const depth = rng.int(100, 20_000);
  return '['.repeat(depth) + ']'.repeat(depth);
};

/** A value of the right kind for a field of this name (the wire names of SPEC §7). */
function plausibleString(rng: Rng, name: string, s: Schema, pools: Pools): string {
  if (s.format === 'uuid' || /Id$|^orderRef$/.test(name))
    return rng.pick([...pools.ids, ...pools.ftgIds, uuid(rng)]);
  if (s.format === 'date-time') {
    const day = `2026-${rng.pick(['10', '11', '12'])}-${pad(rng.int(1, 30))}`;
    return `${day}T${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:00${rng.pick(['Z', '+01:00', '.5+02:00'])}`;
  }
  if (/Datum|^From$|^To$/.test(name)) return `2026-${rng.pick(['10', '11', '12'])}-${pad(rng.int(1, 31))}`;
  if (/Tid$/.test(name)) return `${pad(rng.int(0, 23))}:${pad(rng.pick([0, 15, 30, 45]))}`;
  if (name === 'AnstNr') return rng.pick(pools.anstNrs);
  if (name === 'TidKod') return rng.pick(pools.tidKoder);
  if (name === 'Login') return rng.pick(pools.logins);
  if (name === 'Password') return pools.password;
  // Never the right password: a changed password would end the callers' sessions for good.
  if (name === 'CurrentPassword') return 'not-the-password';
  if (name === 'year') return rng.pick(['2026', '2025', '2027']);
  if (name === 'PersNr') return rng.pick(['199001011234', '19900101-1234', '1990010112']);
  const min = s.minLength ?? 1;
  const max = Math.max(min, Math.min(s.maxLength ?? 12, 12));
  const len = rng.int(min, max);
  return Array.from({ length: len }, () => rng.pick([...'abcXYZ019åö -'])).join('');
}

function plausibleNumber(rng: Rng, name: string, s: Schema, integer: boolean): number {
  if (name === 'SalaryYear') return rng.pick([2025, 2026, 2027]);
  if (name === 'Version') return rng.int(0, 3);
  const min = s.minimum ?? -10;
  const max = Math.min(s.maximum ?? 100, min + 1000);
  const n = min + rng.next() * (max - min);
  return integer ? Math.round(n) : Math.round(n * 4) / 4;
}

/** JSON text for a value of schema `s`: mostly plausible, any node hostile with probability `p`. */
export function jsonFor(rng: Rng, s: Schema, name: string, pools: Pools, p = 0.1, depth = 0): string {
  if (rng.chance(p)) return hostileJson(rng);
  const alt = s.anyOf ?? s.oneOf;
  if (alt && alt.length > 0) return jsonFor(rng, rng.pick(alt), name, pools, p, depth);
  if (s.enum && s.enum.length > 0) return JSON.stringify(rng.pick(s.enum));
  if (s.nullable && rng.chance(0.1)) return 'null';
  const type = Array.isArray(s.type) ? rng.pick(s.type) : s.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(s.properties ?? {})
        .filter(([k]) => (s.required?.includes(k) ? rng.chance(0.95) : rng.chance(0.6)))
        .map(([k, v]) => [k, jsonFor(rng, v, k, pools, p, depth + 1)] as const);
      if (rng.chance(0.05)) entries.push([hostileString(rng), hostileJson(rng)]);
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
    }
    case 'array': {
      const n = depth > 4 ? 0 : rng.int(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3));
      const items = Array.from({ length: n }, () => jsonFor(rng, s.items ?? {}, name, pools, p, depth + 1));
      return `[${items.join(',')}]`;
    }
    case 'integer':
    case 'number':
      return String(plausibleNumber(rng, name, s, type === 'integer'));
    case 'boolean':
      return String(rng.chance(0.5));
    case 'string':
      return JSON.stringify(plausibleString(rng, name, s, pools));
    default:
      return hostileJson(rng);
  }
}

/** URL-encoded text; a lone surrogate (no UTF-8 form) goes as the bytes of its invalid UTF-8 encoding. */
const encode = (text: string) =>
  text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part, i) => (i % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** A query or path value, URL-encoded: plausible, or with probability `p` hostile. */
export function textFor(rng: Rng, s: Schema, name: string, pools: Pools, p: number): string {
  if (!rng.chance(p)) {
    if (s.enum && s.enum.length > 0) return encode(String(rng.pick(s.enum)));
    if (s.type === 'integer' || s.type === 'number') return String(plausibleNumber(rng, name, s, true));
    return encode(plausibleString(rng, name, s, pools));
  }
  const r = rng.next();
  if (r < 0.1) return rng.pick(RAW_URL_PARTS);
  return encode(r < 0.75 ? hostileString(rng) : rng.pick(HOSTILE_NUMBERS));
}
