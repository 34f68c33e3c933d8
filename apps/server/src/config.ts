import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, productionProblems, type TrustProxy } from './config-production';
import { serverFile } from './paths';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Idle expiry when the user has no InactivityTimer of their own (minutes). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  /** How long a server may answer a session lookup from memory (plugins/session/context-cache.ts); 0: never. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Absolute session lifetime, whatever the activity (hours). */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  /** Send the cookie with Secure; on by default in production. */
  COOKIE_SECURE: bool.optional(),
  /**
   * SMS provider: 'dev' writes codes to the log and a dev-only endpoint (the default outside
   * production, refused in production); 'http' POSTs each message to an SMS gateway.
   */
  SMS_PROVIDER: z.enum(['dev', 'http']).optional(),
  /** The gateway's URL, its bearer token and the sender name shown on the phone ('http' provider). */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_HTTP_SENDER: z.string().min(1).max(11).optional(),
  /** E-mail (reminders): a mail service's HTTP API; without it, the development sink outside production. */
  EMAIL_HTTP_URL: z.string().url().optional(),
  EMAIL_HTTP_TOKEN: z.string().min(1).optional(),
  EMAIL_HTTP_SENDER: z.string().email().optional(),
  /**
   * The proxies whose X-Forwarded-For is believed: addresses/CIDRs (comma-separated) or a hop count.
   * Default: none, in every mode (ARCHITECTURE.md "Modes").
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * The forgot-password form the login page links to and the reset link sends. Without it the
   * login page shows no link: a link to a form that does not exist is worse than none.
   */
  PASSWORD_RESET_URL: z.string().url().optional(),
  /** Store pages of the mobile apps; the login page shows a button only for those set. */
  APP_STORE_URL: z.string().url().optional(),
  PLAY_STORE_URL: z.string().url().optional(),
  /** simulator (default outside production), test or production BankID (RP API v6.0). */
  BANKID_MODE: z.enum(['simulator', 'test', 'production']).optional(),
  /** The relying party's certificate (PKCS#12) and passphrase for test/production BankID. */
  BANKID_PFX: z.string().optional(),
  BANKID_PASSPHRASE: z.string().optional(),
  /** BankID's CA certificate (PEM), when Node's store does not hold it. */
  BANKID_CA: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data into an empty database (default on, except in production where it is refused). */
  SEED_DEMO: bool.optional(),
  BUILD_ID: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Worker threads that render print PDFs; default one fewer than the CPUs (at least one). */
  PRINT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Seconds an attest list is kept for the next caller (0: built for every request). */
  ATTEST_LIST_KEEP_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /** Origins an administrator may load normalbelopp from by address (comma-separated). */
  NORMALBELOPP_ORIGINS: z.string().max(2000).default('https://skatteverket.entryscape.net'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  sessionCacheMs: number;
  cookieSecure: boolean;
  sms: { provider: 'dev' } | { provider: 'http'; url: string; token?: string; sender?: string };
  /** E-mail: none in production unless a mail service is configured. */
  email:
    | { provider: 'dev' }
    | { provider: 'none' }
    | { provider: 'http'; url: string; token?: string; sender?: string };
  /** Fastify's trustProxy: false (the socket's address is the client's), a hop count or addresses. */
  trustProxy: TrustProxy;
  /** PASSWORD_RESET_URL, or null where none is configured. */
  passwordResetUrl: string | null;
  /** The only origins the server fetches a normalbelopp table from (Skatteverket's data by default). */
  normalbeloppOrigins: string[];
  bankid: {
    mode: 'simulator' | 'test' | 'production';
    pfxPath?: string;
    passphrase?: string;
    caPath?: string;
  };
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  production: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Size of the print render pool; the event loop keeps a CPU of its own. */
  printWorkers: number;
  attestListKeepMs: number;
  seedDemo: boolean;
  buildId: string;
  /** Folder of the built web app, served at / when it exists. */
  webDist: string;
  /**
   * Exposes development-only endpoints (the SMS sink, the BankID simulator page), to the loopback
   * address only. Never on in production.
   */
  devEndpoints: boolean;
}

/**
 * Reads the configuration from the environment; a bad value stops the start with a clear message,
 * and so does production asked to run demo data, a simulator or a sink (ARCHITECTURE.md "Modes").
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (typeof trustProxy === 'string') issues.push(`  TRUST_PROXY: ${trustProxy}`);
  if (!parsed.success || typeof trustProxy === 'string') {
    throw new Error(`Invalid configuration:\n${issues.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(e);
    if (problems.length > 0) {
      throw new Error(
        `Refusing to start with NODE_ENV=production:\n${problems.map((p) => `  ${p}`).join('\n')}\n` +
          'See docs/operations/production.md.',
      );
    }
  } else if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    throw new Error('Invalid configuration:\n  SMS_HTTP_URL: SMS_PROVIDER=http needs the gateway URL');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    cookieSecure: e.COOKIE_SECURE ?? production,
    sms:
      e.SMS_PROVIDER === 'http' && e.SMS_HTTP_URL
        ? {
            provider: 'http',
            url: e.SMS_HTTP_URL,
            ...(e.SMS_HTTP_TOKEN ? { token: e.SMS_HTTP_TOKEN } : {}),
            ...(e.SMS_HTTP_SENDER ? { sender: e.SMS_HTTP_SENDER } : {}),
          }
        : { provider: 'dev' },
    email: e.EMAIL_HTTP_URL
      ? {
          provider: 'http',
          url: e.EMAIL_HTTP_URL,
          ...(e.EMAIL_HTTP_TOKEN ? { token: e.EMAIL_HTTP_TOKEN } : {}),
          ...(e.EMAIL_HTTP_SENDER ? { sender: e.EMAIL_HTTP_SENDER } : {}),
        }
      : production
        ? { provider: 'none' }
        : { provider: 'dev' },
    trustProxy,
    passwordResetUrl: e.PASSWORD_RESET_URL ?? null,
    normalbeloppOrigins: e.NORMALBELOPP_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    bankid: {
      mode: e.BANKID_MODE ?? (production ? 'production' : 'simulator'),
      ...(e.BANKID_PFX ? { pfxPath: path.resolve(e.BANKID_PFX) } : {}),
      ...(e.BANKID_PASSPHRASE !== undefined ? { passphrase: e.BANKID_PASSPHRASE } : {}),
      ...(e.BANKID_CA ? { caPath: path.resolve(e.BANKID_CA) } : {}),
    },
    appStoreUrl: e.APP_STORE_URL ?? null,
    playStoreUrl: e.PLAY_STORE_URL ?? null,
    production,
    logLevel: e.LOG_LEVEL,
    printWorkers: e.PRINT_WORKERS ?? Math.max(1, os.availableParallelism() - 1),
    attestListKeepMs: (e.ATTEST_LIST_KEEP_SECONDS ?? 10) * 1000,
    seedDemo: e.SEED_DEMO ?? !production,
    buildId: e.BUILD_ID ?? `dev-${Date.now().toString(36)}`,
    webDist: path.resolve(e.WEB_DIST ?? fileURLToPath(serverFile('../web/dist'))),
    devEndpoints: !production,
  };
}
