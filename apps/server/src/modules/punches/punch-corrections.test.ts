import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PortalInfo } from '@lonportal/domain';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { portalSettings } from '../../db/schema/index';
import { iso, punchTestSetup, type Who } from './punch-test-setup';

// Corrections, deletion and the locks of the punch clock (domain punches/punches.ts rules
// 2, 6, 7). Each test's employee (`per`) works DEL30: 08:00–14:00 Monday to Friday.
const { app, call, at, list, anstNr, ftgId } = punchTestSetup();
const press = async (Action: string) =>
  (await call('per', 'POST', '/api/stamplingar', { Action })).json() as Stampling;
const entries = async (datum: string) =>
  (
    (await call('per', 'GET', `/api/tidrapport/${anstNr()}?From=${datum}&To=${datum}`)).json() as {
      Rader: { Id: string; Timmar: number; StartTid: string; SlutTid: string; Kalla: string }[];
    }
  ).Rader;
const correct = (s: Stampling, over: Record<string, unknown>, who: Who = 'per') =>
  call(who, 'PUT', `/api/stamplingar/${s.Id}`, {
    In: s.In,
    Ut: s.Ut,
    RastMinuter: s.RastMinuter,
    Orsak: 'Glömde stämpla',
    Version: s.Version,
    ...over,
  });
const remove = (s: Stampling, who: Who = 'per') =>
  call(who, 'DELETE', `/api/stamplingar/${s.Id}?Version=${s.Version}`);
async function setPortal(info: Partial<PortalInfo>) {
  const db = app().database.db;
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.ftgId, ftgId()));
  const merged = { ...(row?.info ?? {}), ...info };
  await db
    .insert(portalSettings)
    .values({ ftgId: ftgId(), info: merged })
    .onConflictDoUpdate({ target: portalSettings.ftgId, set: { info: merged } });
}

/** The test's employee's punch of Monday 23 November, 08:00–14:00, closed into a time entry. */
async function mondayPunch(): Promise<Stampling> {
  at('2026-11-23 08:00');
  await press('in');
  at('2026-11-23 14:00');
  return press('ut');
}

describe('correcting a punch', () => {
  it('needs a reason and sound times', async () => {
    const monday = await mondayPunch();
    const errors = async (over: Record<string, unknown>) => (await correct(monday, over)).json().Details;
    expect(await errors({ Orsak: '  ' })).toEqual([{ Field: 'Orsak', Code: 'validation.required' }]);
    expect(await errors({ Ut: iso('2026-11-23 07:00') })).toEqual([
      { Field: 'Ut', Code: 'validation.punch.outBeforeIn' },
    ]);
    expect(await errors({ In: iso('2026-11-22 13:59') })).toEqual([
      { Field: 'Ut', Code: 'validation.punch.tooLong' },
    ]);
    expect(await errors({ Ut: iso('2026-11-30 09:00') })).toEqual([
      { Field: 'Ut', Code: 'validation.punch.inFuture' },
    ]);
    expect(await errors({ RastMinuter: 361 })).toEqual([
      { Field: 'RastMinuter', Code: 'validation.punch.breakTooLong' },
    ]);
    expect(await errors({ Ut: null })).toEqual([{ Field: 'Ut', Code: 'validation.required' }]);
  });

  it('removes the time entry of a punch corrected to no worked minute (rule 2)', async () => {
    const monday = await mondayPunch();
    // 08:00–08:30 less a 30-minute break: no worked minute.
    const res = await correct(monday, { Ut: iso('2026-11-23 08:30'), RastMinuter: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Timmar: 0, TidradId: null });
    expect(await entries('2026-11-23')).toEqual([]);
  });

  it('rewrites the punch and its time entry, with the reason', async () => {
    const monday = await mondayPunch();
    const res = await correct(monday, { In: iso('2026-11-23 07:30'), RastMinuter: 45 });
    expect(res.statusCode).toBe(200);
    const fixed = res.json() as Stampling;
    // 07:30–14:00 is 390 min, less 45: 345 min = 5.75 h
    expect(fixed).toMatchObject({
      Timmar: 5.75,
      Orsak: 'Glömde stämpla',
      Korrigerad: true,
      Version: monday.Version + 1,
    });
    expect(fixed.TidradId).toBe(monday.TidradId);
    expect(await entries('2026-11-23')).toEqual([
      expect.objectContaining({
        Id: monday.TidradId,
        Timmar: 5.75,
        StartTid: '07:30',
        SlutTid: '14:00',
        Kalla: 'STAMPLING',
      }),
    ]);
    const history = (await call('per', 'GET', `/api/tidrader/${monday.TidradId}/historik`)).json() as {
      Handelse: string;
    }[];
    expect(history.map((h) => h.Handelse)).toEqual(['CREATE', 'UPDATE']);

    const stale = await correct(monday, { In: iso('2026-11-23 07:45') });
    expect([stale.statusCode, stale.json().Code]).toEqual([409, 40900]);
    expect((await remove(monday)).json().Code).toBe(40900);
  });

  it('corrects an open punch and keeps it open; no overlaps', async () => {
    await mondayPunch();
    at('2026-11-24 08:20');
    const open = await press('in');
    const res = await correct(open, { In: iso('2026-11-24 08:00'), Ut: null, RastMinuter: 0 });
    expect(res.json()).toMatchObject({
      In: iso('2026-11-24 08:00'),
      Ut: null,
      Korrigerad: true,
      TidradId: null,
    });
    const overlap = await correct(res.json(), { In: iso('2026-11-23 13:00') });
    expect(overlap.json().Details).toEqual([{ Field: 'In', Code: 'validation.punch.overlaps' }]);
    at('2026-11-24 14:00');
    expect((await press('ut')).Timmar).toBe(6);
  });
});

describe('locks', () => {
  it('keeps employees from correcting or deleting under LockStamplingEdit / LockStamplingDelete', async () => {
    await mondayPunch();
    await setPortal({ LockStamplingEdit: true, LockStamplingDelete: true });
    const [s] = await list('2026-11-23', '2026-11-23');
    expect(s).toMatchObject({ AndraLast: 'errors.punchEditLocked', TaBortLast: 'errors.punchDeleteLocked' });
    const edit = await correct(s!, { RastMinuter: 30 });
    expect([edit.statusCode, edit.json().Code]).toEqual([403, 40312]);
    expect((await remove(s!)).json().Code).toBe(40313);
    // A manager is not held by the locks.
    expect((await correct(s!, { RastMinuter: 30 }, 'ftg')).statusCode).toBe(200);
    await setPortal({ LockStamplingEdit: false, LockStamplingDelete: false });
    expect((await list('2026-11-23', '2026-11-23'))[0]).toMatchObject({ AndraLast: '', TaBortLast: '' });
  });

  it('lets an employee close a forgotten punch from the schedule under LockStamplingEdit', async () => {
    await setPortal({ LockStamplingEdit: true });
    at('2026-11-25 08:00');
    const open = await press('in');
    at('2026-11-25 18:00');
    const closed = await call('per', 'POST', `/api/stamplingar/${open.Id}/stangfranschema`, {
      Version: open.Version,
    });
    expect(closed.json()).toMatchObject({ Ut: iso('2026-11-25 14:00'), Timmar: 6 });
  });

  it("refuses to change a punch whose time entry is approved, with the entry's reason", async () => {
    await mondayPunch();
    const approve = await call('per', 'POST', '/api/godkann', {
      Action: 'approve',
      AnstNr: [anstNr()],
      From: '2026-11-23',
      To: '2026-11-23',
    });
    expect(approve.statusCode).toBe(200);
    const [s] = await list('2026-11-23', '2026-11-23');
    expect(s).toMatchObject({
      AndraLast: 'timeReport.locked.approved',
      TaBortLast: 'timeReport.locked.approved',
    });
    const edit = await correct(s!, { RastMinuter: 15 });
    expect([edit.statusCode, edit.json().Code, edit.json().Details]).toEqual([
      403,
      40310,
      [{ Field: 'TidradId', Code: 'timeReport.locked.approved' }],
    ]);
    expect((await remove(s!)).json().Code).toBe(40310);
    // A manager may still change approved rows that are not attested yet: 08:00–14:00 less 15 min.
    expect((await correct(s!, { RastMinuter: 15 }, 'ftg')).json()).toMatchObject({ Timmar: 5.75 });
  });
});

describe('deleting a punch', () => {
  it('deletes the punch and the time entry it became', async () => {
    at('2026-11-24 08:00');
    await press('in');
    at('2026-11-24 14:00');
    await press('ut');
    const [s] = await list('2026-11-24', '2026-11-24');
    expect(await entries('2026-11-24')).toHaveLength(1);
    const res = await remove(s!);
    expect(res.statusCode).toBe(204);
    expect(await list('2026-11-24', '2026-11-24')).toEqual([]);
    expect(await entries('2026-11-24')).toEqual([]);
  });

  it('answers 404 for an unknown punch', async () => {
    const res = await call(
      'per',
      'DELETE',
      '/api/stamplingar/5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00?Version=0',
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('the portal switch', () => {
  it('closes the punch clock when EnableStamplingView is off', async () => {
    await setPortal({ EnableStamplingView: false });
    const res = await call('per', 'GET', '/api/stamplingar/oppen');
    expect([res.statusCode, res.json().Code]).toEqual([403, 40303]);
  });
});
