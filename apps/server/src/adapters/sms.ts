import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface SmsMessage {
  to: string;
  text: string;
  /** The login the message was for, so the development sink can be read per user. */
  login: string;
  at: Date;
}

/** Sends text messages: HttpSmsProvider (a gateway) in production, DevSmsProvider in development. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Development sink: writes each message to the server log and keeps the latest per login for the
 * dev-only endpoint GET /api/dev/sms that browser tests read.
 */
export class DevSmsProvider implements SmsProvider {
  private readonly latest = new Map<string, SmsMessage>();
  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.latest.set(message.login.toLowerCase(), message);
    this.log?.info({ to: message.to, login: message.login }, `SMS (development sink): ${message.text}`);
  }

  latestFor(login: string): SmsMessage | undefined {
    return this.latest.get(login.toLowerCase());
  }
}

/** How long a gateway may take before the request that sends the code gives up. */
const SEND_TIMEOUT_MS = 10_000;

/** The gateway refused or could not be reached; the request that sent the code answers 503. */
export class SmsSendError extends Error {
  constructor(detail: string) {
    super(`SMS gateway: ${detail}`);
    this.name = 'SmsSendError';
  }
}

/**
 * A generic SMS gateway over HTTP (SMS_PROVIDER=http): one JSON POST per message,
 * `{ "to": "+46…", "text": "…", "from": "<sender>" }`, with `Authorization: Bearer <token>` when a
 * token is configured. Any 2xx answer counts as sent.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly opts: { url: string; token?: string; sender?: string }) {}

  async send(message: SmsMessage): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.opts.token ? { authorization: `Bearer ${this.opts.token}` } : {}),
        },
        body: JSON.stringify({
          to: message.to,
          text: message.text,
          ...(this.opts.sender ? { from: this.opts.sender } : {}),
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (err) {
      throw new SmsSendError(err instanceof Error ? err.message : String(err));
    }
    // The body is not read: a gateway's error text may echo the message, and the code is secret.
    await res.body?.cancel();
    if (!res.ok) throw new SmsSendError(`answered ${res.status}`);
  }
}

/** The provider the configuration names. */
export function createSmsProvider(config: Config['sms'], log?: FastifyBaseLogger): SmsProvider {
  return config.provider === 'http' ? new HttpSmsProvider(config) : new DevSmsProvider(log);
}
