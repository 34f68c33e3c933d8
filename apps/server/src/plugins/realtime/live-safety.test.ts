// ADR 0010's live events on /ws, with a real websocket client against a listening server: only
// our own pages may open it, it closes when its session ends, and an event about employees reaches
// only those who may see them (the HTTP API's employee scope).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { LiveMessageSchema, type LiveMessage } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { userAccounts } from '../../db/schema/index';
import { newEmployee, newTeam, newUser, ROLE } from '../../../test/factories';
import { SESSION_ENDED_CLOSE } from './clients';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
const opened: WebSocket[] = [];
afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await t.close();
});

interface Live {
  ws: WebSocket;
  events: LiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens /ws as a browser page of ours would (or with the given Origin); rejects with the HTTP status. */
function open(cookie: string | undefined, origin: string | null = `http://127.0.0.1:${port}`): Promise<Live> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
  if (origin !== null) headers.origin = origin;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
  opened.push(ws);
  const events: LiveMessage[] = [];
  ws.on('message', (data) => {
    const m = LiveMessageSchema.parse(JSON.parse(String(data)));
    if (m.Kind === 'api/v1') events.push(m);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, events, closed }));
    ws.on('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    ws.on('error', reject);
  });
}

const within = <T>(p: Promise<T>, ms = 3000): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, no) => setTimeout(() => no(new Error(`nothing within ${ms} ms`)), ms)),
  ]);
const isSentinel = (m: LiveMessage) =>
  m.Kind === 'api/v1' && m.Event === 'RESOURCE_UPDATED' && m.Payload.Resource === 'employees';
/**
 * Publishes a company-wide event and waits until each socket has it: a socket gets its events in
 * the order they were published, so whatever was sent to it before has arrived by then.
 */
async function sentinel(ftgId: string, ...lives: Live[]) {
  await t.app.bus.publish({ Event: 'RESOURCE_UPDATED', Payload: { Resource: 'employees' }, FtgId: ftgId });
  for (const l of lives) await expect.poll(() => l.events.some(isSentinel)).toBe(true);
}

describe('who may open /ws', () => {
  it('accepts our own origin (and a client without one, which no browser is)', async () => {
    const { cookie } = await newEmployee(t);
    (await open(cookie)).ws.close();
    (await open(cookie, null)).ws.close();
  });

  it.each([
    ['Origin: null', 'null'],
    ['a foreign origin', 'https://evil.example'],
    ['a look-alike origin', `http://127.0.0.1.evil.example:${port}`],
    ['an unreadable origin', 'not a url'],
  ])('answers 403 to %s', async (_what, origin) => {
    await expect(open((await newEmployee(t)).cookie, origin)).rejects.toThrow('HTTP 403');
  });

  it('answers 401 without a session', async () => {
    await expect(open(undefined)).rejects.toThrow('HTTP 401');
  });
});

describe('a socket lives as long as its session', () => {
  it('closes on logout', async () => {
    const { cookie } = await newEmployee(t);
    const live = await open(cookie);
    expect((await t.api({ url: '/api/logout', cookie })).statusCode).toBe(204);
    expect(await within(live.closed)).toEqual({ code: SESSION_ENDED_CLOSE, reason: '40101' });
  });

  it("closes the user's other sessions' sockets on a password change, not this one's", async () => {
    const ftg = await newUser(t, { role: ROLE.FTG });
    const mine = ftg.cookie;
    const other = await t.login(ftg.login, ftg.password);
    const [mineLive, otherLive] = [await open(mine), await open(other)];
    const changed = await t.api({
      method: 'POST',
      url: '/api/changepassword',
      cookie: mine,
      body: { CurrentPassword: ftg.password, NewPassword: 'Tr4nsit-Gr0und' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await within(otherLive.closed)).toEqual({ code: SESSION_ENDED_CLOSE, reason: '40103' });
    const me = (await t.api({ url: '/api/me', cookie: mine })).json() as { FtgInfo: { FtgId: string } };
    await sentinel(me.FtgInfo.FtgId, mineLive);
    expect(mineLive.ws.readyState).toBe(WebSocket.OPEN);
    mineLive.ws.close();
  });

  it('closes at expiry and at a forced end (role changed), found by the periodic check', async () => {
    const expiring = await open((await newUser(t, { role: ROLE.LIC })).cookie);
    const avd = await newEmployee(t, { role: ROLE.AVD });
    const demoted = await open(avd.cookie);
    await t.database.db.update(userAccounts).set({ roll: 'PER' }).where(eq(userAccounts.id, avd.userId!));
    await t.app.liveClients.checkSessions(); // what the 15-second sweep runs
    expect(await within(demoted.closed)).toEqual({ code: SESSION_ENDED_CLOSE, reason: '40105' });
    expect(expiring.ws.readyState).toBe(WebSocket.OPEN);
    t.clock.advance(t.config.sessionMaxHours * 3_600_000);
    await t.app.liveClients.checkSessions();
    expect(await within(expiring.closed)).toEqual({ code: SESSION_ENDED_CLOSE, reason: '40102' });
  });
});

describe('events about employees reach only those who may see them', () => {
  // newTeam: per works in Ekonomi, avd administers Ekonomi, other works in Lager.
  const timeOf = (ftgId: string, AnstNr: string[]) =>
    t.app.bus.publish({
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: 'timeEntries', AnstNr },
      FtgId: ftgId,
    });

  it('sends a PER only their own, an AVD their department, an FTG everyone', async () => {
    const team = await newTeam(t);
    const ftgId = team.company.ftgId;
    const [mine, theirs] = [team.per.anstNr, team.other.anstNr];
    const [per, avd, ftg] = [
      await open(team.per.cookie),
      await open(team.avd.cookie),
      await open(team.ftg.cookie),
    ];
    await timeOf(ftgId, [theirs]);
    await timeOf(ftgId, [mine, theirs]);
    await sentinel(ftgId, per, avd, ftg);
    const payloads = (l: Live) => l.events.map((e) => (e.Kind === 'api/v1' ? e.Payload : null));
    expect(payloads(per)).toEqual([{ Resource: 'timeEntries', AnstNr: [mine] }, { Resource: 'employees' }]);
    expect(payloads(avd)).toEqual([{ Resource: 'timeEntries', AnstNr: [mine] }, { Resource: 'employees' }]);
    expect(payloads(ftg)).toEqual([
      { Resource: 'timeEntries', AnstNr: [theirs] },
      { Resource: 'timeEntries', AnstNr: [mine, theirs] },
      { Resource: 'employees' },
    ]);
    for (const l of [per, avd, ftg]) l.ws.close();
  });

  it("does not tell a PER of a colleague's punch made through the API", async () => {
    const team = await newTeam(t);
    const ftgId = team.company.ftgId;
    const theirs = team.other.anstNr;
    const [per, ftg] = [await open(team.per.cookie), await open(team.ftg.cookie)];
    const ftgCookie = await t.login(team.ftg.login, team.ftg.password);
    const punched = await t.api({
      method: 'POST',
      url: '/api/stamplingar',
      cookie: ftgCookie,
      ftgId,
      body: { Action: 'in', AnstNr: theirs },
    });
    expect(punched.statusCode).toBe(201);
    await sentinel(ftgId, per, ftg);
    const news = (l: Live) => l.events.filter((e) => !isSentinel(e));
    expect(news(ftg).length).toBeGreaterThan(0);
    expect(
      news(ftg).every(
        (e) => e.Kind === 'api/v1' && JSON.stringify(e.Payload.AnstNr) === JSON.stringify([theirs]),
      ),
    ).toBe(true);
    expect(news(per)).toEqual([]);
    for (const l of [per, ftg]) l.ws.close();
  });
});
