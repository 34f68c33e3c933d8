import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LiveMessageSchema, type LiveMessage } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Opens /ws and collects its messages. */
async function connect(cookie: string | undefined, query = '', headers: Record<string, string> = {}) {
  const received: LiveMessage[] = [];
  const ws: WebSocket = await t.app.injectWS(
    `/ws${query}`,
    { headers: { ...(cookie ? { cookie } : {}), ...headers } },
    {
      onInit: (socket) =>
        socket.on('message', (data) => received.push(LiveMessageSchema.parse(JSON.parse(String(data))))),
    },
  );
  return { ws, received };
}

type Received = ReturnType<typeof LiveMessageSchema.parse>[];
const apiEvents = (received: Received) => received.filter((m) => m.Kind === 'api/v1');
/**
 * Publishes an event every socket gets and waits until each has it: a socket gets its events in the
 * order they were published, so whatever was sent to it before has arrived by then.
 */
async function sentinel(...sockets: { received: Received }[]) {
  await t.app.bus.publish({ Event: 'APP_VERSION_UPDATED', Payload: { BuildId: 'sentinel' }, FtgId: null });
  for (const s of sockets)
    await expect
      .poll(() => s.received.some((m) => m.Kind === 'api/v1' && m.Payload.BuildId === 'sentinel'))
      .toBe(true);
}
const withoutSentinel = (received: Received) =>
  apiEvents(received).filter((m) => !(m.Kind === 'api/v1' && m.Payload.BuildId === 'sentinel'));

describe('GET /ws live events', () => {
  it('sends the build id first, then the events for the socket company', async () => {
    const per = await newEmployee(t);
    const other = await newCompany(t);
    const { ws, received } = await connect(per.cookie);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    expect(received[0]).toEqual({ Kind: 'build-id', BuildId: 'test-build' });
    await t.app.bus.publish({
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: 'employees' },
      FtgId: per.ftgId,
    });
    await t.app.bus.publish({
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: 'employees' },
      FtgId: other.ftgId,
    });
    await t.app.bus.publish({ Event: 'APP_VERSION_UPDATED', Payload: { BuildId: 'next' }, FtgId: null });
    await expect.poll(() => received.length).toBe(3);
    expect(received.slice(1)).toEqual([
      { Kind: 'api/v1', Event: 'RESOURCE_UPDATED', Payload: { Resource: 'employees' } },
      { Kind: 'api/v1', Event: 'APP_VERSION_UPDATED', Payload: { BuildId: 'next' } },
    ]);
    ws.terminate();
  });

  it('delivers user-addressed events to that user only', async () => {
    const perUser = await newEmployee(t);
    const avdUser = await newEmployee(t, { ftgId: perUser.ftgId, role: ROLE.AVD });
    const per = await connect(perUser.cookie);
    const avd = await connect(avdUser.cookie);
    await t.app.bus.publish({
      Event: 'NEW_UNREAD_MESSAGE_RECEIVED',
      Payload: {},
      FtgId: perUser.ftgId,
      UserIds: [avdUser.userId!],
    });
    await sentinel(per, avd);
    expect(withoutSentinel(per.received)).toEqual([]);
    expect(withoutSentinel(avd.received)).toHaveLength(1);
    per.ws.terminate();
    avd.ws.terminate();
  });

  it('follows ?ftgId= for a company the user may see', async () => {
    const { ftgId } = await newCompany(t);
    const ftg = await newUser(t, { role: ROLE.FTG, access: [ftgId] });
    const { ws, received } = await connect(ftg.cookie, `?ftgId=${ftgId}`);
    await t.app.bus.publish({ Event: 'RESOURCE_UPDATED', Payload: {}, FtgId: ftgId });
    await expect.poll(() => apiEvents(received)).toHaveLength(1);
    ws.terminate();
  });

  // 'OTHER' stands for a company the employee may not see.
  it.each([
    ['no session', false, '', {}],
    ['another company', true, '?ftgId=OTHER', {}],
    ['a foreign origin', true, '', { origin: 'https://evil.example' }],
  ] as const)('refuses %s', async (_what, loggedIn, query, headers) => {
    const cookie = loggedIn ? (await newEmployee(t)).cookie : undefined;
    const q = query.replace('OTHER', (await newCompany(t)).ftgId);
    await expect(connect(cookie, q, { ...headers, host: 'localhost:80' })).rejects.toThrow();
  });

  it('publishes through the dev endpoint (development only)', async () => {
    const { ws, received } = await connect((await newEmployee(t)).cookie);
    const res = await t.api({
      method: 'POST',
      url: '/api/dev/events',
      body: { Event: 'APP_VERSION_UPDATED', Payload: { BuildId: 'x' } },
    });
    expect(res.statusCode).toBe(204);
    await expect
      .poll(() => received.at(-1))
      .toEqual({
        Kind: 'api/v1',
        Event: 'APP_VERSION_UPDATED',
        Payload: { BuildId: 'x' },
      });
    ws.terminate();
  });
});
