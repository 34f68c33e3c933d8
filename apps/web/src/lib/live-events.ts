import { LiveMessageSchema, type LiveMessage } from '@lonportal/domain/live-events';
import { reportToServer } from './frontend-logger';

// ARCHITECTURE "Real-time": /ws on the same host, authenticated by the session cookie, one
// company per socket. The client reconnects with exponential backoff; what changed meanwhile is
// refetched by the handler (it invalidates the caches the events name).

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0, 1, …): 1 s doubling up to 30 s, with jitter
 * (between half and all of it, never under 1 s) so that a restarted server is not hit by every
 * browser in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.max(RECONNECT_MIN_MS, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}

/** ws(s)://<this host>/ws?ftgId=… */
export function liveEventsUrl(ftgId: string, page: Pick<Location, 'protocol' | 'host'> = location): string {
  const protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${page.host}/ws?ftgId=${encodeURIComponent(ftgId)}`;
}

/** Reads one /ws message; null (and a report to the server) when it breaks the contract. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  try {
    const parsed = LiveMessageSchema.safeParse(JSON.parse(String(data)));
    if (parsed.success) return parsed.data;
    reportToServer(new Error('Unexpected /ws message'), { issues: parsed.error.issues.slice(0, 5) });
  } catch (err) {
    reportToServer(err, { source: '/ws' });
  }
  return null;
}

/**
 * Keeps a socket to /ws open for company `ftgId` and hands each message to `onMessage`, until the
 * returned function is called.
 */
export function connectLiveEvents(ftgId: string, onMessage: (message: LiveMessage) => void): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    clearTimeout(timer);
    if (stopped || socket) return;
    const ws = new WebSocket(liveEventsUrl(ftgId));
    socket = ws;
    ws.onmessage = (event) => {
      attempt = 0; // a greeting arrived: the connection works
      const message = parseLiveMessage(event.data);
      if (message) onMessage(message);
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      if (!stopped) timer = setTimeout(open, reconnectDelay(attempt++));
    };
  };
  // Back online: no reason to wait out the backoff.
  const onOnline = () => {
    attempt = 0;
    open();
  };

  window.addEventListener('online', onOnline);
  // In a task of its own: the effect that connects runs as React commits a page, and opening a
  // socket there lengthens that task on a phone.
  timer = setTimeout(open, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    socket?.close(1000);
    socket = null;
  };
}
