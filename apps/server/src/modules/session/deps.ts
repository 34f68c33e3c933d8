import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsProvider } from '../../adapters/sms';

/** What the session use cases need from outside: the service and its SMS codes take it alike. */
export interface SessionDeps {
  db: Db;
  sms: SmsProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}
