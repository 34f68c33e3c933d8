import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { LiveMessage } from '@lonportal/domain';
import { companyContextFor, requireAuth } from '../access/index';
import { ApiError } from '../errors';
import type { BusEvent, EventBus } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
  }
}

interface Client {
  userId: string;
  ftgId: string;
  alive: boolean;
}

const PING_EVERY_MS = 30_000;

const send = (socket: WebSocket, message: LiveMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * GET /ws (SPEC §7 "A websocket to the same host"): session-authenticated, one company per socket
 * (`?ftgId=`, checked like X-Ftg-Id). It sends the build id first, then the bus's events for that
 * company and user.
 */
export default fp(
  async function realtimePlugin(app: FastifyInstance, opts: { bus: EventBus; buildId: string }) {
    app.decorate('bus', opts.bus);
    await app.register(websocket, { options: { maxPayload: 4096 } });
    const clients = new Map<WebSocket, Client>();

    const unsubscribe = opts.bus.subscribe((event: BusEvent) => {
      const message: LiveMessage = { Kind: 'api/v1', Event: event.Event, Payload: event.Payload };
      for (const [socket, c] of clients) {
        if (event.FtgId && event.FtgId !== c.ftgId) continue;
        if (event.UserIds && !event.UserIds.includes(c.userId)) continue;
        send(socket, message);
      }
    });

    const ping = setInterval(() => {
      for (const [socket, c] of clients) {
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

    app.addHook('onClose', async () => {
      clearInterval(ping);
      unsubscribe();
      for (const socket of clients.keys()) socket.close(1001, 'server stopping');
      clients.clear();
    });

    app.route({
      method: 'GET',
      url: '/ws',
      websocket: true,
      // Browsers cannot add headers to a websocket; the Origin check below stands in for the marker.
      config: { access: 'session', apiMarker: false },
      preValidation: async (req) => {
        const origin = req.headers.origin;
        if (origin && new URL(origin).host !== req.headers.host) throw new ApiError('Forbidden');
        const ctx = await companyContextFor(req, (req.query as { ftgId?: string }).ftgId, '');
        req.company = ctx;
      },
      handler: (socket, req) => {
        const auth = requireAuth(req);
        const client: Client = { userId: auth.user.id, ftgId: req.company!.company.ftgId, alive: true };
        clients.set(socket, client);
        socket.on('pong', () => (client.alive = true));
        socket.on('close', () => clients.delete(socket));
        socket.on('message', () => {}); // the channel is server → browser only
        send(socket, { Kind: 'build-id', BuildId: opts.buildId });
      },
    });
  },
  { name: 'realtime', dependencies: ['session', 'access'] },
);
