// What production refuses and whose forwarded addresses the server believes (ARCHITECTURE.md
// "Modes"; ADR 0010).
import net from 'node:net';

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses / CIDRs / proxy-addr names. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted as TRUST_PROXY entries. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrCidr = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset, empty or "false" trusts no proxy (the socket's address is the client's); a
 * whole number trusts that many hops; otherwise comma-separated addresses or CIDRs. "true" is
 * refused: it would let any client name its own address and so escape the per-address limits.
 * Returns the problem as a string when the value is not usable.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true')
    return 'name the proxies (addresses, CIDRs or a hop count); "true" would trust every client';
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((s) => !isAddressOrCidr(s));
  if (bad.length > 0) return `not an address, CIDR or hop count: ${bad.join(', ')}`;
  return entries;
}

interface ProductionEnv {
  SEED_DEMO?: boolean | undefined;
  BANKID_MODE?: 'simulator' | 'test' | 'production' | undefined;
  SMS_PROVIDER?: 'dev' | 'http' | undefined;
  SMS_HTTP_URL?: string | undefined;
}

/** Why NODE_ENV=production may not start with this environment (empty: it may). */
export function productionProblems(e: ProductionEnv): string[] {
  const problems: string[] = [];
  if (e.SEED_DEMO === true) problems.push('SEED_DEMO=true: production never seeds demo data (unset it)');
  if (e.BANKID_MODE === 'simulator')
    problems.push('BANKID_MODE=simulator: production needs BANKID_MODE=production (or test) and BANKID_PFX');
  if (e.SMS_PROVIDER !== 'http')
    problems.push(
      `SMS_PROVIDER=${e.SMS_PROVIDER ?? 'dev (the default)'}: the development sink only logs codes; ` +
        'set SMS_PROVIDER=http and SMS_HTTP_URL (and SMS_HTTP_TOKEN) for your SMS gateway',
    );
  else if (!e.SMS_HTTP_URL) problems.push('SMS_PROVIDER=http needs SMS_HTTP_URL (the gateway URL)');
  return problems;
}

/** TRUST_PROXY as Fastify's option (its types name no hop count: a count is "the first n hops"). */
export const fastifyTrustProxy = (
  t: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof t === 'number' ? (_address: string, hop: number) => hop < t : t;
