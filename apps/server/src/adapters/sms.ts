import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  to: string;
  text: string;
  /** The login the message was for, so the development sink can be read per user. */
  login: string;
  at: Date;
}

/** Sends text messages. Production plugs in an operator's API; development uses DevSmsProvider. */
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
