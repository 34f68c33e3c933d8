import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mail: HttpEmailProvider (a mail service's HTTP API) where one is configured, the
 * development sink outside production, and none in production without one (the channel is then
 * not offered).
 */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

/** Development sink: logs each message and keeps the latest per address for the tests. */
export class DevEmailProvider implements EmailProvider {
  private readonly latest = new Map<string, EmailMessage>();
  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: EmailMessage): Promise<void> {
    this.latest.set(message.to.toLowerCase(), message);
    this.log?.info({ to: message.to }, `E-mail (development sink): ${message.subject}`);
  }

  latestFor(address: string): EmailMessage | undefined {
    return this.latest.get(address.toLowerCase());
  }
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * A mail service over HTTP (EMAIL_HTTP_URL): one JSON POST per message, `{ "to", "subject", "text",
 * "from" }`, with `Authorization: Bearer <token>` when configured. Any 2xx answer counts as sent.
 */
export class HttpEmailProvider implements EmailProvider {
  constructor(private readonly opts: { url: string; token?: string; sender?: string }) {}

  async send(message: EmailMessage): Promise<void> {
    const res = await fetch(this.opts.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.opts.token ? { authorization: `Bearer ${this.opts.token}` } : {}),
      },
      body: JSON.stringify({ ...message, ...(this.opts.sender ? { from: this.opts.sender } : {}) }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`mail service answered ${res.status}`);
  }
}

/** The provider the configuration names, or null when e-mail is not configured. */
export function createEmailProvider(config: Config['email'], log?: FastifyBaseLogger): EmailProvider | null {
  if (config.provider === 'http') return new HttpEmailProvider(config);
  return config.provider === 'dev' ? new DevEmailProvider(log) : null;
}
