import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { LiveMessage } from '@lonportal/domain';
import type { Config } from '../../config';
import { employeeFilter, type EmployeeFilter } from '../../shared/employee-scope';
import { companyContextFor, requireAuth } from '../access/index';
import { ApiError } from '../errors';
import type { BusEvent, EventBus } from './bus';
import { LiveClients } from './clients';
import { mustChangePassword } from '../session/index';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
    /** This server's live-event sockets (tests ask them to check their sessions at once). */
    liveClients: LiveClients;
  }
}

/** How long a stopping server waits for a browser to answer the websocket's close. */
const CLOSE_GRACE_MS = 1000;
const PING_EVERY_MS = 30_000;
/** Sockets are checked against their sessions this often, besides at once on logout and password change. */
const SESSION_CHECK_MS = 15_000;

/**
 * Only a page of our own may open the socket: a browser always sends Origin on a websocket, and
 * with the session cookie riding along, any other page could otherwise listen in (cross-site
 * websocket hijacking). `null` (sandboxed frames, file: pages) and unparsable values are refused.
 */
function assertOwnOrigin(req: FastifyRequest): void {
  const origin = req.headers.origin;
  if (origin === undefined) return; // not a browser
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new ApiError('Forbidden');
  }
  if (!host || host !== req.host) throw new ApiError('Forbidden');
}

/**
 * Before the server stops listening (the HTTP server's close waits for every socket): each socket is
 * told the server is going (1001), and one whose browser does not answer within CLOSE_GRACE_MS is
 * cut, so a stop never waits on a browser (ADR 0019).
 */
async function closeSockets(this: FastifyInstance): Promise<void> {
  const wss = this.websocketServer;
  await Promise.all(
    [...wss.clients].map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(1001, 'server stopping');
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, CLOSE_GRACE_MS).unref();
        }),
    ),
  );
  await new Promise<void>((resolve) => wss.close(() => resolve()));
}

/**
 * GET /ws (SPEC §7 "A websocket to the same host"): session-authenticated, one company per socket
 * (`?ftgId=`, checked like X-Ftg-Id). It sends the build id first, then the bus's events for that
 * company, user and employee scope, and closes when the session ends.
 */
export default fp(
  async function realtimePlugin(
    app: FastifyInstance,
    opts: { bus: EventBus; buildId: string; config: Pick<Config, 'sessionIdleMinutes'> },
  ) {
    app.decorate('bus', opts.bus);
    await app.register(websocket, { options: { maxPayload: 4096 }, preClose: closeSockets });
    const clients = new LiveClients({ db: app.db, now: app.now, config: opts.config, log: app.log });
    app.decorate('liveClients', clients);
    const check = (userIds?: readonly string[]) =>
      void clients
        .checkSessions(userIds)
        .catch((err: unknown) => app.log.warn({ err }, 'socket check failed'));

    const unsubscribe = opts.bus.subscribe((event: BusEvent) => clients.deliver(event));
    const unsubscribeSessions = opts.bus.onSessionsChanged((userIds) => check(userIds));

    const ping = setInterval(() => {
      for (const [socket, c] of clients.entries()) {
        if (!c.alive) {
          socket.terminate();
          clients.delete(socket);
          continue;
        }
        c.alive = false;
        socket.ping();
      }
    }, PING_EVERY_MS);
    ping.unref();
    const sweep = setInterval(() => check(), SESSION_CHECK_MS);
    sweep.unref();

    // @fastify/websocket frees a refused upgrade's socket only when its own onRequest hook has run;
    // one refused by an earlier hook (no session: 401) stayed open and held up app.close().
    app.addHook('onResponse', (req, _reply, done) => {
      if (req.headers.upgrade?.toLowerCase() === 'websocket') req.raw.socket?.destroy();
      done();
    });

    app.addHook('onClose', async () => {
      clearInterval(ping);
      clearInterval(sweep);
      unsubscribe();
      unsubscribeSessions();
    });

    const scopes = new WeakMap<FastifyRequest, EmployeeFilter>();
    app.route({
      method: 'GET',
      url: '/ws',
      websocket: true,
      // Browsers cannot add headers to a websocket; the Origin check stands in for the marker.
      config: { access: 'session', apiMarker: false },
      preValidation: async (req) => {
        assertOwnOrigin(req);
        // A temporary password opens nothing of the company, its live events neither.
        if (mustChangePassword(requireAuth(req))) throw new ApiError('PasswordChangeRequired');
        const ctx = await companyContextFor(req, (req.query as { ftgId?: string }).ftgId, '');
        req.company = ctx;
        scopes.set(req, await employeeFilter(app.db, ctx));
      },
      handler: (socket, req) => {
        const auth = requireAuth(req);
        const client = clients.add(socket, {
          userId: auth.user.id,
          idHash: auth.idHash,
          ftgId: req.company!.company.ftgId,
          scope: scopes.get(req) ?? { kind: 'self', anstNr: '' },
          alive: true,
        });
        socket.on('pong', () => (client.alive = true));
        socket.on('close', () => clients.delete(socket));
        socket.on('message', () => {}); // the channel is server → browser only
        const hello: LiveMessage = { Kind: 'build-id', BuildId: opts.buildId };
        socket.send(JSON.stringify(hello));
      },
    });
  },
  { name: 'realtime', dependencies: ['session', 'access'] },
);
