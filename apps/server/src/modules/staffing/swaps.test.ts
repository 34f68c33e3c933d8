import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee } from '../../../test/factories';
import { avdelningar, employees, shifts } from '../../db/schema/index';
import { expireDue } from './swap-repository';
import { newPlanningTeam, shift, type Json } from '../../../test/staffing-kit';

// Shift swaps (SPEC §4): offered from /schedule, taken by a qualified colleague, approved by a
// manager after the law is checked for both, or at once under PassbyteTyp D. The clock stands on
// Saturday 21 November 2026.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Team = Awaited<ReturnType<typeof newPlanningTeam>>;

/** A published shift of `anstNr`, planned and published by the team's AVD; its stored id. */
async function published(
  team: Team,
  anstNr: string,
  datum: string,
  from: string,
  to: string,
  extra: Json = {},
) {
  const made = await t.call(team.avd.cookie, 'POST', '/api/bemanna/pass', {
    ...shift(anstNr, datum, from, to),
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(201);
  await t.call(team.avd.cookie, 'POST', '/api/bemanna/publicera', { From: datum, To: datum });
  return (made.json().Pass as { Id: string }[])[0]!.Id;
}

const ownerOf = async (id: string) =>
  (await t.database.db.select({ a: shifts.anstNr }).from(shifts).where(eq(shifts.id, id)))[0]?.a;

describe('shift swaps with approval (PassbyteTyp A)', () => {
  it('an offer, a colleague’s interest, and the manager’s approval after the law check move the shift', async () => {
    const team = await newPlanningTeam(t, { PassbyteTyp: 'A' });
    const id = await published(team, team.anna.anstNr, '2026-12-10', '08:00', '12:00');
    const offer = await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', {
      PassId: id,
      Kommentar: 'Tandläkare',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const swap = offer.json() as { Id: string; Status: string; Version: number };
    expect(swap.Status).toBe('OPPET');
    // Bo is of the same department and the kitchen task needs nothing: he may take it.
    const seen = (await t.call(team.bo.cookie, 'GET', '/api/schedule/passbyten')).json() as Json[];
    expect(seen.find((s) => s.Id === swap.Id)).toMatchObject({ KanTa: true, MittIntresse: false });
    const interest = await t.call(team.bo.cookie, 'POST', `/api/schedule/passbyten/${swap.Id}/intresse`, {
      Version: swap.Version,
    });
    expect(interest.statusCode, interest.body).toBe(200);
    expect(interest.json()).toMatchObject({ Status: 'INTRESSE', MittIntresse: true });
    const listed = (await t.call(team.avd.cookie, 'GET', '/api/bemanna/passbyten')).json() as {
      Id: string;
      Version: number;
      Intressen: { Id: string; AnstNr: string; Varningar: Json[] }[];
    }[];
    const mine = listed.find((s) => s.Id === swap.Id)!;
    expect(mine.Intressen).toEqual([expect.objectContaining({ AnstNr: team.bo.anstNr, Varningar: [] })]);
    const decided = await t.call(team.avd.cookie, 'POST', `/api/bemanna/passbyten/${swap.Id}/beslut`, {
      Beslut: 'GODKANN',
      IntresseId: mine.Intressen[0]!.Id,
      Version: mine.Version,
    });
    expect(decided.statusCode, decided.body).toBe(204);
    expect(await ownerOf(id)).toBe(team.bo.anstNr);
  });

  it('the law is checked for the one who takes it: a rest too short needs the manager’s reason', async () => {
    const team = await newPlanningTeam(t, { PassbyteTyp: 'A' });
    const id = await published(team, team.anna.anstNr, '2026-12-10', '06:00', '10:00');
    await published(team, team.bo.anstNr, '2026-12-09', '16:00', '23:00', { RastMinuter: 30 });
    const swap = (await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId: id })).json();
    await t.call(team.bo.cookie, 'POST', `/api/schedule/passbyten/${swap.Id}/intresse`, {
      Version: swap.Version,
    });
    const listed = (await t.call(team.avd.cookie, 'GET', '/api/bemanna/passbyten')).json() as {
      Id: string;
      Version: number;
      Intressen: { Id: string; Varningar: { Typ: string; Arbetstid?: Json }[] }[];
    }[];
    const one = listed.find((s) => s.Id === swap.Id)!;
    expect(one.Intressen[0]!.Varningar).toEqual([
      expect.objectContaining({
        Typ: 'ARBETSTID',
        Arbetstid: expect.objectContaining({ Regel: 'DYGNSVILA', Minuter: 10 * 60 }),
      }),
    ]);
    const body = { Beslut: 'GODKANN', IntresseId: one.Intressen[0]!.Id, Version: one.Version };
    const refused = await t.call(team.avd.cookie, 'POST', `/api/bemanna/passbyten/${swap.Id}/beslut`, body);
    expect(refused.json().Code).toBe(40950);
    const kept = await t.call(team.avd.cookie, 'POST', `/api/bemanna/passbyten/${swap.Id}/beslut`, {
      ...body,
      Overstyrning: 'Enda möjliga',
    });
    expect(kept.statusCode, kept.body).toBe(204);
    expect(await ownerOf(id)).toBe(team.bo.anstNr);
  });

  it('a colleague of another department may take it once they work its task', async () => {
    const team = await newPlanningTeam(t, { PassbyteTyp: 'A' });
    const carl = await newEmployee(t, { ftgId: team.ftgId });
    await t.database.db
      .insert(avdelningar)
      .values({ ftgId: team.ftgId, avdelning: 'SALJ', namn: 'Sälj' })
      .onConflictDoNothing();
    await t.database.db.update(employees).set({ avdelning: 'SALJ' }).where(eq(employees.anstNr, carl.anstNr));
    const id = await published(team, team.anna.anstNr, '2026-12-10', '08:00', '12:00');
    const swap = (await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId: id })).json();
    const seenBy = async () =>
      ((await t.call(carl.cookie, 'GET', '/api/schedule/passbyten')).json() as Json[]).find(
        (s) => s.Id === swap.Id,
      );
    expect(await seenBy()).toBeUndefined();
    // A kitchen shift of Carl's own, in his department, published: he works the task.
    const own = await t.call(
      team.ftg.cookie,
      'POST',
      '/api/bemanna/pass',
      shift(carl.anstNr, '2026-12-03', '08:00', '12:00'),
    );
    expect(own.statusCode, own.body).toBe(201);
    await t.call(team.ftg.cookie, 'POST', '/api/bemanna/publicera', { From: '2026-12-03', To: '2026-12-03' });
    expect(await seenBy()).toMatchObject({ KanTa: true });
    const interest = await t.call(carl.cookie, 'POST', `/api/schedule/passbyten/${swap.Id}/intresse`, {
      Version: swap.Version,
    });
    expect(interest.statusCode, interest.body).toBe(200);
  });

  it('a colleague without the task’s competence cannot take it; a denied swap leaves the shift', async () => {
    const team = await newPlanningTeam(t, { PassbyteTyp: 'A' });
    const id = await published(team, team.anna.anstNr, '2026-12-10', '08:00', '12:00', {
      Bemuppgift: 'VARD',
    });
    const swap = (await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId: id })).json();
    const seen = (await t.call(team.bo.cookie, 'GET', '/api/schedule/passbyten')).json() as Json[];
    expect(seen.find((s) => s.Id === swap.Id)).toBeUndefined();
    const tried = await t.call(team.bo.cookie, 'POST', `/api/schedule/passbyten/${swap.Id}/intresse`, {
      Version: swap.Version,
    });
    expect(tried.statusCode).toBe(403);
    const denied = await t.call(team.avd.cookie, 'POST', `/api/bemanna/passbyten/${swap.Id}/beslut`, {
      Beslut: 'NEKA',
      Kommentar: 'Behövs',
      Version: swap.Version,
    });
    expect(denied.statusCode, denied.body).toBe(204);
    expect(await ownerOf(id)).toBe(team.anna.anstNr);
  });

  it('an unprocessed swap expires at the cut-off before the shift; a shift too close cannot be offered', async () => {
    const team = await newPlanningTeam(t, { PassbyteTyp: 'A' });
    const soon = await published(team, team.anna.anstNr, '2026-11-22', '08:00', '12:00');
    const late = await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId: soon });
    expect(late.json().Details).toEqual([{ Field: 'PassId', Code: 'validation.staffing.swapTooLate' }]);
    const id = await published(team, team.anna.anstNr, '2026-11-24', '08:00', '12:00');
    const swap = (await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId: id })).json();
    // The job that expires swaps, run a minute before the cut-off (Monday 08:00 less 24 h) and after it.
    expect(await expireDue(t.database.db, new Date('2026-11-23T06:59:00Z'))).toEqual([]);
    expect(await expireDue(t.database.db, new Date('2026-11-23T07:00:00Z'))).toEqual([
      { id: swap.Id, ftgId: team.ftgId },
    ]);
    const after = (await t.call(team.anna.cookie, 'GET', '/api/schedule/passbyten')).json() as Json[];
    expect(after.find((s) => s.Id === swap.Id)).toMatchObject({ Status: 'UTGANGET' });
  });
});

describe('direct swaps (PassbyteTyp D) and swaps turned off (X)', () => {
  it('under D an interest with no warning is the swap at once, a shift given back too', async () => {
    const team = await newPlanningTeam(t, { PassbyteTyp: 'D' });
    const hers = await published(team, team.anna.anstNr, '2026-12-10', '08:00', '12:00');
    const his = await published(team, team.bo.anstNr, '2026-12-11', '08:00', '12:00');
    const swap = (await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId: hers })).json();
    const taken = await t.call(team.bo.cookie, 'POST', `/api/schedule/passbyten/${swap.Id}/intresse`, {
      MotPassId: his,
      Version: swap.Version,
    });
    expect(taken.json()).toMatchObject({ Status: 'GODKANT' });
    expect([await ownerOf(hers), await ownerOf(his)]).toEqual([team.bo.anstNr, team.anna.anstNr]);
  });
  it('under X nobody offers a shift, and the managers’ swap route is closed', async () => {
    const team = await newPlanningTeam(t, { PassbyteTyp: 'X' });
    const id = await published(team, team.anna.anstNr, '2026-12-10', '08:00', '12:00');
    expect(
      (await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId: id })).statusCode,
    ).toBe(403);
    expect((await t.call(team.avd.cookie, 'GET', '/api/bemanna/passbyten')).statusCode).toBe(403);
    const stranger = await newEmployee(t, {});
    expect((await t.call(stranger.cookie, 'GET', '/api/schedule/passbyten')).statusCode).toBe(403);
  });
});
