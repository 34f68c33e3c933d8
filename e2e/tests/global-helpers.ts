import { expect, type Page, type WebSocket } from '@playwright/test';
import { API_HEADERS } from './helpers';

// Helpers of the global-behaviour tests (offline, live events, new version, inactivity).

/** Publishes a live event through the development endpoint (POST /api/dev/events). */
export async function publishEvent(
  page: Page,
  Event: string,
  Payload: Record<string, unknown> = {},
  FtgId: string | null = null,
) {
  const res = await page.request.post('/api/dev/events', {
    headers: API_HEADERS,
    data: { Event, Payload, FtgId },
  });
  expect(res.status()).toBe(204);
}

/** Keeps the page's latest /ws socket and every frame it received, from before the page opens it. */
export function watchLiveSocket(page: Page) {
  const frames: string[] = [];
  let socket: WebSocket | null = null;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ws?ftgId=')) return;
    socket = ws;
    ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  return {
    frames,
    /** Resolves when a frame containing `text` has arrived (waiting for the socket if needed). */
    async received(text: string) {
      await expect.poll(() => frames.some((f) => f.includes(text)), { timeout: 10_000 }).toBe(true);
    },
    get socket() {
      return socket;
    },
  };
}

/**
 * Records, inside the page, the messages its live sockets hand to the app, from before the page
 * opens one; `handled(text)` resolves once a message containing `text` has been dispatched to the
 * page's own handlers (which this recorder precedes), so what they start has started.
 */
export async function recordLiveMessages(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __liveMessages: string[] };
    w.__liveMessages = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', (e) => w.__liveMessages.push(String(e.data)));
      }
    };
  });
  return {
    async handled(text: string) {
      await expect
        .poll(() =>
          page.evaluate(
            (t) =>
              (window as unknown as { __liveMessages: string[] }).__liveMessages.some((m) => m.includes(t)),
            text,
          ),
        )
        .toBe(true);
    },
  };
}

/** The company the browser's session works in. */
export async function currentFtgId(page: Page): Promise<string> {
  const res = await page.request.get('/api/me', { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  return (await res.json()).FtgInfo.FtgId;
}

/** Stops the browser's time (after clock.install), so that only runFor moves it. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-C';
