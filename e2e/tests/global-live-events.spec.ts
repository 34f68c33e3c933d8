import { expect, test, type WebSocketRoute } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { currentFtgId, publishEvent, watchLiveSocket } from './global-helpers';

// SPEC §4 Live events over /ws: the page gets its own company's events and refetches what they name.
// Each test publishes to a company of its own (fixtures.ts), so no other spec's page refetches.

const OTHER_COMPANY = '00000000-0000-4000-8000-000000000001';

test('RESOURCE_UPDATED for the company makes the page refetch it; other companies stay quiet', async ({
  page,
  request,
}) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  const live = watchLiveSocket(page);
  await loginAs(page, ftg);
  await live.received('"build-id"');
  const ftgId = await currentFtgId(page);

  await publishEvent(page, 'RESOURCE_UPDATED', { Resource: 'portalInfo', Marker: 'other' }, OTHER_COMPANY);
  const refetched = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/me');
  await publishEvent(page, 'RESOURCE_UPDATED', { Resource: 'companyInfo' }, ftgId);
  await live.received('companyInfo');
  await refetched;
  expect(live.frames.some((f) => f.includes('"Marker":"other"'))).toBe(false);
});

test('the socket comes back after the connection drops', async ({ page, request }) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  // Route the socket through the test, so that the test can cut it like a failing network would.
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws\?ftgId=/, (ws) => {
    sockets.push(ws);
    ws.connectToServer();
  });
  await loginAs(page, ftg);
  await expect.poll(() => sockets.length).toBe(1);
  await sockets[0]?.close({ code: 1001, reason: 'e2e: connection lost' });
  // The first retry comes within 1 s (backoff with jitter).
  await expect.poll(() => sockets.length, { timeout: 5_000 }).toBe(2);

  const ftgId = await currentFtgId(page);
  const refetched = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/me');
  await publishEvent(page, 'RESOURCE_UPDATED', { Resource: 'companyInfo' }, ftgId);
  await refetched;
});
