import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { auditLog, shifts } from '../../db/schema/index';
import { newPlanningTeam, shift, type Json } from '../../../test/staffing-kit';

// The test clock stands on Saturday 21 November 2026 (staffing-kit.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = (ftgId: string, from: string, to: string) =>
  t.database.db
    .select()
    .from(shifts)
    .where(and(eq(shifts.ftgId, ftgId), gte(shifts.datum, from), lte(shifts.datum, to)))
    .orderBy(asc(shifts.datum), asc(shifts.startTid));

/** A team with a planned week 7–13 December 2026: needs, shifts, one kept despite its warning. */
async function plannedWeek() {
  const team = await newPlanningTeam(t);
  const { avd, anna, bo } = team;
  const post = async (path: string, body: Json) => {
    const res = await t.call(avd.cookie, 'POST', path, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json;
  };
  // A care need on both Mondays; a kitchen need on the first Tuesday only.
  const vard = (await post('/api/bemanna/behov', {
    Bemuppgift: 'VARD',
    Datum: '2026-12-07',
    StartTid: '07:00',
    SlutTid: '15:00',
    Antal: 1,
    Upprepning: { Veckor: 1, Veckodagar: [1], Slutdatum: '2026-12-14' },
  })) as unknown as { Id: string; Datum: string }[];
  const kok = (await post('/api/bemanna/behov', {
    Bemuppgift: 'KOK',
    Datum: '2026-12-08',
    StartTid: '10:00',
    SlutTid: '14:00',
    Antal: 1,
  })) as unknown as { Id: string }[];
  await post(
    '/api/bemanna/pass',
    shift(anna.anstNr, '2026-12-07', '07:00', '15:00', { Bemuppgift: 'VARD', BehovId: vard[0]!.Id }),
  );
  await post(
    '/api/bemanna/pass',
    shift(anna.anstNr, '2026-12-08', '10:00', '14:00', { BehovId: kok[0]!.Id }),
  );
  await post('/api/bemanna/pass', shift(bo.anstNr, '2026-12-09', '08:00', '12:00'));
  // Bo lacks the task's competence: a warning, kept with a reason.
  await post('/api/bemanna/pass', {
    ...shift(bo.anstNr, '2026-12-10', '07:00', '15:00', { Bemuppgift: 'VARD' }),
    Overstyrning: 'Ingen annan kan',
  });
  // Already in the target week: Bo 11–13 on Wednesday 16 December.
  await post('/api/bemanna/pass', shift(bo.anstNr, '2026-12-16', '11:00', '13:00'));
  const pub = await t.call(avd.cookie, 'POST', '/api/bemanna/publicera', {
    From: '2026-12-07',
    To: '2026-12-13',
  });
  expect(pub.json()).toMatchObject({ Publicerade: 4 });
  return { ...team, nextMonday: vard[1]!.Id };
}

describe('POST /bemanna/kopiera (SPEC §5 Shifts and staffing)', () => {
  it('copies a week as drafts, skips a copy its person already has a shift under, keeps a need only where one matches', async () => {
    const { avd, anna, bo, ftgId, nextMonday } = await plannedWeek();
    const res = await t.call(avd.cookie, 'POST', '/api/bemanna/kopiera', {
      From: '2026-12-07',
      To: '2026-12-13',
      Till: '2026-12-14',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Kopierade: 3, Hoppade: 1, Varningar: 1 });
    const target = await stored(ftgId, '2026-12-14', '2026-12-20');
    expect(target.map((s) => [s.anstNr, s.datum, s.startTid, s.slutTid, s.bemuppgift, s.publicerad])).toEqual(
      [
        [anna.anstNr, '2026-12-14', '07:00', '15:00', 'VARD', false],
        [anna.anstNr, '2026-12-15', '10:00', '14:00', 'KOK', false],
        [bo.anstNr, '2026-12-16', '11:00', '13:00', 'KOK', false],
        [bo.anstNr, '2026-12-17', '07:00', '15:00', 'VARD', false],
      ],
    );
    // The next Monday has the same care need; the next Tuesday has no kitchen need.
    expect(target.map((s) => s.behovId)).toEqual([nextMonday, null, null, null]);
    expect(target[0]).toMatchObject({ rastMinuter: 30, typ: 'ARBETE', avdelning: 'EKO', version: 0 });
    // Nothing else changed: the shift already there and the source week are as they were.
    expect(target[2]).toMatchObject({ version: 0, startTid: '11:00' });
    const source = await stored(ftgId, '2026-12-07', '2026-12-13');
    expect(source.every((s) => s.publicerad && s.version === 1)).toBe(true);
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, ftgId), eq(auditLog.action, 'shifts.copied')));
    expect(logged.map((l) => l.details)).toEqual([
      { From: '2026-12-07', To: '2026-12-13', Till: '2026-12-14', Avdelning: '', Kopierade: 3, Hoppade: 1 },
    ]);
  });

  it('copies a day to another; copying it again doubles nothing', async () => {
    const { avd, anna, ftgId } = await plannedWeek();
    const day = { From: '2026-12-07', To: '2026-12-07', Till: '2026-12-21' };
    const first = await t.call(avd.cookie, 'POST', '/api/bemanna/kopiera', day);
    expect(first.json()).toEqual({ Kopierade: 1, Hoppade: 0, Varningar: 0 });
    const again = await t.call(avd.cookie, 'POST', '/api/bemanna/kopiera', day);
    expect(again.json()).toEqual({ Kopierade: 0, Hoppade: 1, Varningar: 0 });
    const copied = await stored(ftgId, '2026-12-21', '2026-12-21');
    expect(copied.map((s) => [s.anstNr, s.startTid, s.behovId])).toEqual([[anna.anstNr, '07:00', null]]);
  });

  it('refuses a target in the past, an end before the start and more than a week; an employee may not copy', async () => {
    const { avd, anna } = await newPlanningTeam(t);
    const copy = (body: Json, cookie = avd.cookie) => t.call(cookie, 'POST', '/api/bemanna/kopiera', body);
    const past = await copy({ From: '2026-12-07', To: '2026-12-07', Till: '2026-11-20' });
    expect(past.statusCode).toBe(400);
    expect(past.json().Details).toEqual([{ Field: 'Till', Code: 'validation.staffing.endInPast' }]);
    // Today is no past: a copy may land on it.
    expect((await copy({ From: '2026-12-07', To: '2026-12-07', Till: '2026-11-21' })).statusCode).toBe(200);
    const backwards = await copy({ From: '2026-12-07', To: '2026-12-06', Till: '2026-12-14' });
    expect(backwards.json().Details).toEqual([{ Field: 'To', Code: 'validation.staffing.endBeforeStart' }]);
    const long = await copy({ From: '2026-12-07', To: '2026-12-14', Till: '2026-12-21' });
    expect(long.json().Details).toEqual([{ Field: 'To', Code: 'validation.staffing.periodTooLong' }]);
    expect(
      (await copy({ From: '2026-12-07', To: '2026-12-13', Till: '2026-12-14' }, anna.cookie)).statusCode,
    ).toBe(403);
  });
});
