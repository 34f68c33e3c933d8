// The open live-event sockets of this server: who may see which event, and closing those whose
// session has ended (ARCHITECTURE.md "Real-time"; ADR 0010 "Live events").
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { ERRORS, type LiveMessage } from '@lonportal/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { anstNrsInScope, type EmployeeFilter } from '../../shared/employee-scope';
import { sessionEndCode } from '../session/index';
import { findSessions } from '../session/store';
import type { BusEvent } from './bus';

/** Close code of a socket whose session ended (4000–4999 are the application's); the reason is the error code. */
export const SESSION_ENDED_CLOSE = 4401;

export interface LiveClient {
  userId: string;
  /** The session's id hash: the socket lives as long as that session. */
  idHash: string;
  ftgId: string;
  /** Whose events about employees this socket may get: the HTTP API's employee scope. */
  scope: EmployeeFilter;
  alive: boolean;
}

interface Entry extends LiveClient {
  /** Deliveries in order, though some wait for a scope query. */
  queue: Promise<void>;
}

const send = (socket: WebSocket, message: LiveMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/** The employees an event is about (Payload.AnstNr, one or a list), or null when it names none. */
const anstNrsOf = (payload: Record<string, unknown>): string[] | null => {
  const a = payload.AnstNr;
  if (a === undefined) return null;
  return [a].flat().filter((x): x is string => typeof x === 'string');
};

export class LiveClients {
  private readonly clients = new Map<WebSocket, Entry>();

  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      config: Pick<Config, 'sessionIdleMinutes'>;
      log: FastifyBaseLogger;
    },
  ) {}

  get size(): number {
    return this.clients.size;
  }

  add(socket: WebSocket, client: LiveClient): Entry {
    const entry = { ...client, queue: Promise.resolve() };
    this.clients.set(socket, entry);
    return entry;
  }

  delete(socket: WebSocket): void {
    this.clients.delete(socket);
  }

  entries(): IterableIterator<[WebSocket, Entry]> {
    return this.clients.entries();
  }

  /**
   * Sends an event to the sockets of its company and users. An event about employees goes only to
   * sockets whose scope holds at least one of them, naming only those (a PER hears of their own
   * time, never a colleague's).
   */
  deliver(event: BusEvent): void {
    const anstNrs = anstNrsOf(event.Payload);
    const visible = new Map<string, Promise<string[]>>(); // one query per company and scope
    for (const [socket, c] of this.clients) {
      if (event.FtgId && event.FtgId !== c.ftgId) continue;
      if (event.UserIds && !event.UserIds.includes(c.userId)) continue;
      const base = { Kind: 'api/v1' as const, Event: event.Event };
      if (!anstNrs) {
        c.queue = c.queue.then(() => send(socket, { ...base, Payload: event.Payload }));
        continue;
      }
      const key = `${c.ftgId} ${JSON.stringify(c.scope)}`;
      let seen = visible.get(key);
      if (!seen) {
        seen = anstNrsInScope(this.deps.db, c.ftgId, c.scope, anstNrs);
        visible.set(key, seen);
      }
      const mine = seen;
      c.queue = c.queue
        .then(async () => {
          const shown = await mine;
          if (shown.length === 0) return;
          const AnstNr = Array.isArray(event.Payload.AnstNr) ? shown : shown[0];
          send(socket, { ...base, Payload: { ...event.Payload, AnstNr } });
        })
        .catch((err: unknown) => this.deps.log.warn({ err }, 'live event not delivered'));
    }
  }

  /**
   * Closes the sockets (of these users, or all) whose session has ended, by the same rule as a
   * request (sessionEndCode): logout, expiry, idle, password change, a forced end.
   */
  async checkSessions(userIds?: readonly string[]): Promise<void> {
    const targets = [...this.clients].filter(([, c]) => !userIds || userIds.includes(c.userId));
    if (targets.length === 0) return;
    const found = await findSessions(this.deps.db, [...new Set(targets.map(([, c]) => c.idHash))]);
    const byHash = new Map(found.map((f) => [f.session.idHash, f]));
    const at = this.deps.now();
    for (const [socket, c] of targets) {
      const f = byHash.get(c.idHash);
      // No row: logged out (deleted), or swept away after its end.
      const code = f ? sessionEndCode(f, at, this.deps.config) : ERRORS.NotAuthenticated.code;
      if (code === null) continue;
      this.clients.delete(socket);
      socket.close(SESSION_ENDED_CLOSE, String(code));
    }
  }
}
