import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { punchRequests, punches } from '../../db/schema/index';
import type { BusEvent } from '../../plugins/realtime/bus';
import { newTeam } from '../../../test/factories';
import { iso, punchTestSetup, type Who } from './punch-test-setup';

// Presses sent later with a key (domain punches.ts rule 9, ADR 0018): the installed app queues a
// press made offline and sends it when the connection returns, with the time of the press (Tid)
// and a key of its own (Nyckel). `per` works DEL30 (08:00–14:00 on weekdays).
const events: BusEvent[] = [];
const { app, call, at, list, anstNr, ftgId } = punchTestSetup((t) =>
  t.app.bus.subscribe((e) => events.push(e)),
);
const press = (body: Record<string, unknown>, who: Who = 'per') =>
  call(who, 'POST', '/api/stamplingar', body);
/** The keyed presses stored for the test's company. */
const storedKeys = () =>
  app().database.db.select().from(punchRequests).where(eq(punchRequests.ftgId, ftgId()));
const punchesOf = (anstNrOf: string) =>
  app()
    .database.db.select()
    .from(punches)
    .where(and(eq(punches.ftgId, ftgId()), eq(punches.anstNr, anstNrOf)));

describe('a press sent later', () => {
  it('takes the time of the press: a day punched offline arrives in the evening', async () => {
    at('2026-11-23 17:05');
    const keyIn = randomUUID();
    const punchIn = await press({ Action: 'in', Nyckel: keyIn, Tid: iso('2026-11-23 07:58') });
    expect(punchIn.statusCode, punchIn.body).toBe(201);
    expect(punchIn.json()).toMatchObject({ Datum: '2026-11-23', In: iso('2026-11-23 07:58'), Ut: null });
    await press({ Action: 'rastStart', Nyckel: randomUUID(), Tid: iso('2026-11-23 12:00') });
    await press({ Action: 'rastSlut', Nyckel: randomUUID(), Tid: iso('2026-11-23 12:30') });
    const out = await press({ Action: 'ut', Nyckel: randomUUID(), Tid: iso('2026-11-23 16:31') });
    expect(out.statusCode, out.body).toBe(200);
    // 07:58–16:31 less a 30-minute break: 8.05 h, with its time entry of the real times.
    expect(out.json()).toMatchObject({ Ut: iso('2026-11-23 16:31'), RastMinuter: 30, Timmar: 8.05 });
    const entry = await call('per', 'GET', `/api/tidrapport/${anstNr()}?From=2026-11-23&To=2026-11-23`);
    expect(entry.json().Rader).toEqual([
      expect.objectContaining({ StartTid: '07:58', SlutTid: '16:31', RastMinuter: 30, Timmar: 8.05 }),
    ]);
    // Both times are kept: when the press was made and when it arrived.
    const stored = (await storedKeys()).find((r) => r.nyckel === keyIn);
    expect(stored).toMatchObject({
      action: 'in',
      status: 201,
      punchedAt: new Date(iso('2026-11-23 07:58')),
      receivedAt: new Date(iso('2026-11-23 17:05')),
    });
  });

  it('answers the same key with the first punch and makes nothing more', async () => {
    at('2026-11-24 09:00');
    const body = { Action: 'in', Nyckel: randomUUID(), Tid: iso('2026-11-24 08:02') };
    const first = await press(body);
    expect(first.statusCode).toBe(201);
    events.length = 0;
    const again = await press(body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Not a PunchAlreadyOpen: the first answer, and nobody is told of a change.
    expect(events).toEqual([]);
    expect(await punchesOf(anstNr())).toHaveLength(1);

    at('2026-11-24 15:00');
    const outBody = { Action: 'ut', Nyckel: randomUUID(), Tid: iso('2026-11-24 14:00') };
    const out = await press(outBody);
    expect(out.statusCode).toBe(200);
    // A replay after the punch changed answers the punch as it is now, with the first status.
    const [outAgain, inAgain] = [await press(outBody), await press(body)];
    expect([outAgain.statusCode, inAgain.statusCode]).toEqual([200, 201]);
    expect(inAgain.json()).toMatchObject({ Id: first.json().Id, Ut: iso('2026-11-24 14:00'), Timmar: 5.97 });
    expect(await punchesOf(anstNr())).toHaveLength(1);
    const rows = await call('per', 'GET', `/api/tidrapport/${anstNr()}?From=2026-11-24&To=2026-11-24`);
    expect(rows.json().Rader).toHaveLength(1);
  });

  it('lets only one of two presses with the same key sent at once through', async () => {
    at('2026-11-25 08:00');
    const body = { Action: 'in', Nyckel: randomUUID() };
    const both = await Promise.all([press(body), press(body)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json().Id).toBe(both[1]!.json().Id);
    expect(await punchesOf(anstNr())).toHaveLength(1);
  });

  it('takes a key without Tid at the server clock, and refuses Tid without a key', async () => {
    at('2026-11-25 08:03');
    const keyed = await press({ Action: 'in', Nyckel: randomUUID() });
    expect(keyed.json().In).toBe(iso('2026-11-25 08:03'));
    const noKey = await press({ Action: 'ut', Tid: iso('2026-11-25 08:04') });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().Details).toEqual([{ Field: 'Nyckel', Code: 'validation.required' }]);
    const badKey = await press({ Action: 'ut', Nyckel: 'not-a-uuid' });
    expect(badKey.json().Details).toEqual([{ Field: 'Nyckel', Code: 'validation.invalid' }]);
  });

  it('refuses the same key for another press', async () => {
    at('2026-11-25 08:00');
    const Nyckel = randomUUID();
    expect((await press({ Action: 'in', Nyckel })).statusCode).toBe(201);
    const reused = await press({ Action: 'ut', Nyckel });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      Code: 40000,
      Details: [{ Field: 'Nyckel', Code: 'validation.punch.keyReused' }],
    });
    expect((await list('2026-11-25', '2026-11-25'))[0]?.Ut).toBeNull();
  });

  it.each([
    ['more than 2 minutes ahead', '2026-11-26 12:02:01', 'validation.punch.inFuture'],
    ['older than 7 days', '2026-11-19 11:59', 'validation.punch.tooOld'],
  ])('refuses a Tid %s with a translated field error', async (_, tid, code) => {
    at('2026-11-26 12:00');
    const res = await press({ Action: 'in', Nyckel: randomUUID(), Tid: iso(tid) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 40000, Details: [{ Field: 'Tid', Code: code }] });
    expect(await punchesOf(anstNr())).toHaveLength(0);
    expect(await storedKeys()).toHaveLength(0);
  });

  it('takes a device a little ahead at the server clock, and a press 7 days old', async () => {
    at('2026-11-26 12:00');
    const ahead = await press({ Action: 'in', Nyckel: randomUUID(), Tid: iso('2026-11-26 12:01:30') });
    expect(ahead.json().In).toBe(iso('2026-11-26 12:00'));
    await call('per', 'DELETE', `/api/stamplingar/${ahead.json().Id}?Version=${ahead.json().Version}`);
    const old = await press({ Action: 'in', Nyckel: randomUUID(), Tid: iso('2026-11-19 12:01') });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json()).toMatchObject({ Datum: '2026-11-19', Glomd: true });
  });

  it('keeps the order of presses: nothing before the punch-in or the start of the break', async () => {
    at('2026-11-27 18:00');
    await press({ Action: 'in', Nyckel: randomUUID(), Tid: iso('2026-11-27 08:00') });
    const early = await press({ Action: 'rastStart', Nyckel: randomUUID(), Tid: iso('2026-11-27 07:59') });
    expect(early.json().Details).toEqual([{ Field: 'Tid', Code: 'validation.punch.beforeLast' }]);
    await press({ Action: 'rastStart', Nyckel: randomUUID(), Tid: iso('2026-11-27 12:00') });
    const endBefore = await press({ Action: 'rastSlut', Nyckel: randomUUID(), Tid: iso('2026-11-27 11:00') });
    expect(endBefore.json().Details).toEqual([{ Field: 'Tid', Code: 'validation.punch.beforeLast' }]);
    const outBefore = await press({ Action: 'ut', Nyckel: randomUUID(), Tid: iso('2026-11-27 11:30') });
    expect(outBefore.json().Details).toEqual([{ Field: 'Tid', Code: 'validation.punch.beforeLast' }]);
    // Out during the break: the break counts to the punch-out.
    const out = await press({ Action: 'ut', Nyckel: randomUUID(), Tid: iso('2026-11-27 14:00') });
    expect(out.json()).toMatchObject({ RastMinuter: 120, Timmar: 4 });
    // A punch-in sent later may not reach back into the punch that has ended since.
    const into = await press({ Action: 'in', Nyckel: randomUUID(), Tid: iso('2026-11-27 13:00') });
    expect(into.json().Details).toEqual([{ Field: 'Tid', Code: 'validation.punch.overlaps' }]);
    const after = await press({ Action: 'in', Nyckel: randomUUID(), Tid: iso('2026-11-27 14:00') });
    expect(after.statusCode).toBe(201);
  });

  it('refuses a punch-out sent later past 24 h of the punch, as the clock does', async () => {
    at('2026-11-30 09:00');
    await press({ Action: 'in', Nyckel: randomUUID(), Tid: iso('2026-11-28 08:00') });
    const out = await press({ Action: 'ut', Nyckel: randomUUID(), Tid: iso('2026-11-29 08:01') });
    expect(out.json().Code).toBe(40924);
  });

  it('answers a replay of a deleted punch with 404 and makes it no more', async () => {
    at('2026-12-01 08:00');
    const body = { Action: 'in', Nyckel: randomUUID() };
    const s = (await press(body)).json() as Stampling;
    expect((await call('per', 'DELETE', `/api/stamplingar/${s.Id}?Version=${s.Version}`)).statusCode).toBe(
      204,
    );
    const again = await press(body);
    expect([again.statusCode, again.json().Code]).toEqual([404, 40401]);
    expect(await punchesOf(anstNr())).toHaveLength(0);
  });

  it('forgets keys after 8 days', async () => {
    at('2026-12-01 08:00');
    await press({ Action: 'in', Nyckel: randomUUID() });
    at('2026-12-09 08:01');
    await press({ Action: 'in', Nyckel: randomUUID(), AnstNr: anstNr('other') }, 'ftg');
    expect((await storedKeys()).map((r) => r.receivedAt)).toEqual([new Date(iso('2026-12-09 08:01'))]);
  });
});

describe('keys of other users and companies', () => {
  it("never answers another user's press: the same key is a new press of theirs", async () => {
    at('2026-12-02 08:00');
    const Nyckel = randomUUID();
    const own = (await press({ Action: 'in', Nyckel })).json() as Stampling;
    // Another employee with the same key: a punch of their own, not per's.
    const colleague = await press({ Action: 'in', Nyckel }, 'other');
    expect(colleague.statusCode).toBe(201);
    expect(colleague.json()).toMatchObject({ AnstNr: anstNr('other') });
    expect(colleague.json().Id).not.toBe(own.Id);
    // The manager punches per out with the same key: a real punch-out, not the answer to per's in.
    at('2026-12-02 14:00');
    const out = await press({ Action: 'ut', Nyckel, AnstNr: anstNr() }, 'ftg');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ Id: own.Id, Ut: iso('2026-12-02 14:00') });
    // The manager's own key, used again for another press, is refused.
    const reused = await press({ Action: 'in', Nyckel, AnstNr: anstNr('other') }, 'ftg');
    expect(reused.json().Details).toEqual([{ Field: 'Nyckel', Code: 'validation.punch.keyReused' }]);
    expect((await storedKeys()).map((r) => r.nyckel)).toEqual([Nyckel, Nyckel, Nyckel]);
  });

  it("never answers another company's press with the same key", async () => {
    at('2026-12-03 08:00');
    const Nyckel = randomUUID();
    const own = (await press({ Action: 'in', Nyckel })).json() as Stampling;
    const t = app();
    const elsewhere = await newTeam(t);
    const theirs = await t.api({
      method: 'POST',
      url: '/api/stamplingar',
      cookie: elsewhere.per.cookie,
      body: { Action: 'in', Nyckel },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()).toMatchObject({ AnstNr: elsewhere.per.anstNr });
    expect(theirs.json().Id).not.toBe(own.Id);
    expect(await punchesOf(anstNr())).toHaveLength(1);
  });
});
