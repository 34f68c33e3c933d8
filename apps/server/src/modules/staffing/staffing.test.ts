import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee } from '../../../test/factories';
import { auditLog, messages, scheduleDays } from '../../db/schema/index';
import { newPlanningTeam, shift, type Json } from '../../../test/staffing-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staffing: who may plan (SPEC §6 bemanna routes)', () => {
  it('an AVD with CPBEM in a Plus company plans; an employee and a company without Plus cannot', async () => {
    const { avd, anna } = await newPlanningTeam(t);
    const q = '/api/bemanna/planering?From=2026-12-07&To=2026-12-13';
    expect((await t.call(avd.cookie, 'GET', q)).statusCode).toBe(200);
    expect((await t.call(anna.cookie, 'GET', q)).statusCode).toBe(403);
    const plain = await newEmployee(t, { role: 'AVD', options: ['CPBEM'] } as never);
    expect((await t.call(plain.cookie, 'GET', q)).statusCode).toBe(403);
  });
  it('a period longer than the planner reads, or ending before it starts, is a field error', async () => {
    const { avd } = await newPlanningTeam(t);
    const long = await t.call(avd.cookie, 'GET', '/api/bemanna/planering?From=2026-12-01&To=2027-02-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().Details).toEqual([{ Field: 'To', Code: 'validation.staffing.periodTooLong' }]);
  });
});

describe('needs', () => {
  it('a weekly need is stored as its days; a night need is split at midnight', async () => {
    const { avd } = await newPlanningTeam(t);
    const weekly = await t.call(avd.cookie, 'POST', '/api/bemanna/behov', {
      Bemuppgift: 'VARD',
      Datum: '2026-12-07',
      StartTid: '07:00',
      SlutTid: '15:00',
      Antal: 2,
      Upprepning: { Veckor: 1, Veckodagar: [1, 3], Slutdatum: '2026-12-16' },
    });
    expect(weekly.statusCode, weekly.body).toBe(201);
    expect((weekly.json() as Json[]).map((n) => n.Datum)).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
    ]);
    const night = await t.call(avd.cookie, 'POST', '/api/bemanna/behov', {
      Bemuppgift: 'VARD',
      Datum: '2026-12-07',
      StartTid: '22:00',
      SlutTid: '06:00',
      Antal: 1,
    });
    expect((night.json() as Json[]).map((n) => [n.Datum, n.StartTid, n.SlutTid])).toEqual([
      ['2026-12-07', '22:00', '24:00'],
      ['2026-12-08', '00:00', '06:00'],
    ]);
    const list = await t.call(avd.cookie, 'GET', '/api/bemanna/behov?From=2026-12-07&To=2026-12-08');
    expect((list.json() as Json[]).length).toBe(3);
  });
  it('an end in the past, an unknown task and a repetition without an end are refused on their fields', async () => {
    const { avd } = await newPlanningTeam(t);
    const base = { Bemuppgift: 'VARD', Datum: '2026-11-20', StartTid: '07:00', SlutTid: '15:00', Antal: 1 };
    const past = await t.call(avd.cookie, 'POST', '/api/bemanna/behov', base);
    expect(past.json().Details).toEqual([{ Field: 'Datum', Code: 'validation.staffing.endInPast' }]);
    const unknown = await t.call(avd.cookie, 'POST', '/api/bemanna/behov', {
      ...base,
      Datum: '2026-12-01',
      Bemuppgift: 'NOPE',
    });
    expect(unknown.json().Details).toEqual([
      { Field: 'Bemuppgift', Code: 'validation.register.unknownCode' },
    ]);
    const open = await t.call(avd.cookie, 'POST', '/api/bemanna/behov', {
      ...base,
      Datum: '2026-12-01',
      Upprepning: { Veckor: 1 },
    });
    expect(open.json().Details).toEqual([{ Field: 'Upprepning.Slutdatum', Code: 'validation.required' }]);
  });
  it('deleting a day of a series leaves the rest; deleting onward removes the later days', async () => {
    const { avd } = await newPlanningTeam(t);
    const days = (
      await t.call(avd.cookie, 'POST', '/api/bemanna/behov', {
        Bemuppgift: 'KOK',
        Datum: '2026-12-07',
        StartTid: '10:00',
        SlutTid: '14:00',
        Antal: 1,
        Upprepning: { Veckor: 1, Veckodagar: [1, 2, 3, 4, 5], Slutdatum: '2026-12-11' },
      })
    ).json() as { Id: string; Version: number }[];
    expect(
      (await t.call(avd.cookie, 'DELETE', `/api/bemanna/behov/${days[1]!.Id}?Version=0`)).statusCode,
    ).toBe(204);
    expect(
      (await t.call(avd.cookie, 'DELETE', `/api/bemanna/behov/${days[2]!.Id}?Version=0&Serie=FRAMAT`))
        .statusCode,
    ).toBe(204);
    const left = (
      await t.call(avd.cookie, 'GET', '/api/bemanna/behov?From=2026-12-07&To=2026-12-11')
    ).json() as Json[];
    expect(left.map((n) => n.Datum)).toEqual(['2026-12-07']);
  });
});

describe('shifts and their warnings', () => {
  it('22:00–06:00 is two shifts; a morning shift after it gets 13 § as it is checked, and needs a reason to keep', async () => {
    const { avd, bo, ftgId } = await newPlanningTeam(t);
    const night = await t.call(
      avd.cookie,
      'POST',
      '/api/bemanna/pass',
      shift(bo.anstNr, '2026-12-07', '22:00', '06:00'),
    );
    expect(night.statusCode, night.body).toBe(201);
    expect((night.json().Pass as Json[]).map((p) => [p.Datum, p.StartTid, p.SlutTid])).toEqual([
      ['2026-12-07', '22:00', '24:00'],
      ['2026-12-08', '00:00', '06:00'],
    ]);
    const morning = shift(bo.anstNr, '2026-12-08', '14:00', '20:00');
    const check = await t.call(avd.cookie, 'POST', '/api/bemanna/kontroll', morning);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().Varningar).toEqual([
      expect.objectContaining({
        Typ: 'ARBETSTID',
        Arbetstid: expect.objectContaining({ Regel: 'DYGNSVILA', Niva: 'BROTT', Minuter: 480, Krav: 660 }),
      }),
    ]);
    const refused = await t.call(avd.cookie, 'POST', '/api/bemanna/pass', morning);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Code).toBe(40950);
    const kept = await t.call(avd.cookie, 'POST', '/api/bemanna/pass', {
      ...morning,
      Overstyrning: 'Ingen annan kan',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, ftgId), eq(auditLog.action, 'shift.overridden')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ Overstyrning: 'Ingen annan kan', AnstNr: bo.anstNr });
  });
  it('a task’s competence the person lacks, and absence, are warnings; who can take it ranks the qualified first', async () => {
    const { avd, anna, bo } = await newPlanningTeam(t);
    const vard = shift(bo.anstNr, '2026-12-09', '07:00', '15:00', { Bemuppgift: 'VARD' });
    const check = await t.call(avd.cookie, 'POST', '/api/bemanna/kontroll', vard);
    expect(check.json().Varningar).toEqual([{ Typ: 'KOMPETENS', Kod: 'DELEG' }]);
    const who = await t.call(
      avd.cookie,
      'GET',
      '/api/bemanna/kandidater?Datum=2026-12-09&StartTid=07:00&SlutTid=15:00&Bemuppgift=VARD',
    );
    expect(who.statusCode, who.body).toBe(200);
    const ranked = who.json() as { AnstNr: string; Lamplig: boolean }[];
    expect(ranked[0], who.body).toMatchObject({ AnstNr: anna.anstNr, Lamplig: true });
    expect(ranked.find((k) => k.AnstNr === bo.anstNr)).toMatchObject({ Lamplig: false });
  });
  it('the planner shows each shift with its warnings, and the people with their planned minutes', async () => {
    const { avd, anna } = await newPlanningTeam(t);
    await t.call(avd.cookie, 'POST', '/api/bemanna/pass', shift(anna.anstNr, '2026-12-07', '08:00', '12:00'));
    await t.call(avd.cookie, 'POST', '/api/bemanna/pass', {
      ...shift(anna.anstNr, '2026-12-07', '11:00', '13:00', { RastMinuter: 0 }),
      Overstyrning: 'Dubbelbokad med flit',
    });
    const plan = (
      await t.call(avd.cookie, 'GET', '/api/bemanna/planering?From=2026-12-07&To=2026-12-13')
    ).json();
    const hers = (plan.Pass as { AnstNr: string; Varningar: Json[] }[]).filter(
      (p) => p.AnstNr === anna.anstNr,
    );
    expect(hers).toHaveLength(2);
    for (const p of hers) expect(p.Varningar).toContainEqual(expect.objectContaining({ Typ: 'OVERLAPP' }));
    expect((plan.Personal as Json[]).find((p) => p.AnstNr === anna.anstNr)).toMatchObject({
      Minuter: 210 + 120,
    });
    const overview = (
      await t.call(avd.cookie, 'GET', '/api/bemanna/oversikt?From=2026-12-07&To=2026-12-13')
    ).json();
    // Cover counts people: her two shifts that day are one person planned, for 6 hours.
    expect(overview.Tackning).toEqual([
      expect.objectContaining({ Datum: '2026-12-07', Bemuppgift: 'KOK', Planerat: 1, PlaneratTimmar: 6 }),
    ]);
    expect((overview.Konflikter as Json[]).length).toBe(2);
  });
});

describe('publishing and changes (ATL 12 §)', () => {
  it('publishing tells each person; a published shift changed within two weeks needs a reason, and its person is told', async () => {
    const { avd, anna } = await newPlanningTeam(t);
    const made = await t.call(
      avd.cookie,
      'POST',
      '/api/bemanna/pass',
      shift(anna.anstNr, '2026-11-24', '08:00', '12:00'),
    );
    const id = (made.json().Pass as { Id: string }[])[0]!.Id;
    const pub = await t.call(avd.cookie, 'POST', '/api/bemanna/publicera', {
      From: '2026-11-23',
      To: '2026-11-29',
    });
    expect(pub.json()).toEqual({ Publicerade: 1, Meddelade: 1 });
    const edit = { ...shift(anna.anstNr, '2026-11-24', '09:00', '12:00'), Version: 1 };
    const noReason = await t.call(avd.cookie, 'PUT', `/api/bemanna/pass/${id}`, edit);
    expect(noReason.json().Details).toEqual([{ Field: 'Orsak', Code: 'validation.staffing.reasonRequired' }]);
    const changed = await t.call(avd.cookie, 'PUT', `/api/bemanna/pass/${id}`, {
      ...edit,
      Orsak: 'Sjukdom i personalen',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await t.call(avd.cookie, 'PUT', `/api/bemanna/pass/${id}`, { ...edit, Orsak: 'x' });
    expect(stale.json().Code).toBe(40900);
    const inbox = await t.database.db.select().from(messages).where(eq(messages.recipientId, anna.userId!));
    expect(inbox.map((m) => m.nyckel).sort()).toEqual([
      'messages.portal.schedule.CHANGED',
      'messages.portal.schedule.PUBLISHED',
    ]);
    // The published shift is her schedule for the day wherever it is read (ADR 0031): 09–12, 2.5 h.
    const scheduled = () =>
      t.database.db
        .select()
        .from(scheduleDays)
        .where(and(eq(scheduleDays.anstNr, anna.anstNr), eq(scheduleDays.datum, '2026-11-24')));
    expect(await scheduled()).toEqual([
      expect.objectContaining({ startTid: '09:00', slutTid: '12:00', timmar: 2.5, kalla: 'BEMANNING' }),
    ]);
    const gone = await t.call(avd.cookie, 'DELETE', `/api/bemanna/pass/${id}?Version=2&Orsak=Inst%C3%A4llt`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await scheduled()).toEqual([]);
  });
});

describe('the company’s working-time rules', () => {
  it('FTG chooses the personal-assistance agreement; its 9 h rest is then a debt, not a breach; AVD only reads', async () => {
    const { avd, ftg, bo } = await newPlanningTeam(t);
    const read = await t.call(ftg.cookie, 'GET', '/api/bemanna/installningar');
    expect(read.json()).toEqual({
      Avtal: 'ATL',
      Dygnsbryt: '00:00',
      SnittVeckor: 1,
      SammanlagdTid: false,
      BytesgransTimmar: 24,
      Version: 0,
    });
    const body = {
      Avtal: 'VARDFORETAGARNA_PA',
      Dygnsbryt: '00:00',
      SnittVeckor: 1,
      SammanlagdTid: false,
      BytesgransTimmar: 24,
      Version: 0,
    };
    expect((await t.call(avd.cookie, 'PUT', '/api/bemanna/installningar', body)).statusCode).toBe(403);
    const saved = await t.call(ftg.cookie, 'PUT', '/api/bemanna/installningar', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.call(ftg.cookie, 'PUT', '/api/bemanna/installningar', body)).statusCode).toBe(200);
    expect((await t.call(ftg.cookie, 'PUT', '/api/bemanna/installningar', body)).json().Code).toBe(40900);
    await t.call(avd.cookie, 'POST', '/api/bemanna/pass', shift(bo.anstNr, '2026-12-07', '14:00', '22:00'));
    const check = await t.call(
      avd.cookie,
      'POST',
      '/api/bemanna/kontroll',
      shift(bo.anstNr, '2026-12-08', '07:00', '15:00'),
    );
    expect(check.json().Varningar).toEqual([
      expect.objectContaining({ Arbetstid: expect.objectContaining({ Regel: 'DYGNSVILA', Niva: 'SKULD' }) }),
    ]);
  });
});

describe('one person in two companies (DOMAIN §4)', () => {
  it('where both companies count time together, a shift with the other employer is an overlap and counts for the rest', async () => {
    const here = await newPlanningTeam(t);
    const there = await newPlanningTeam(t);
    // Anna also works for the other company, under the same personal identity number.
    const second = await newEmployee(t, { ftgId: there.ftgId, person: here.anna.person });
    const elsewhere = await t.call(there.avd.cookie, 'POST', '/api/bemanna/pass', {
      ...shift(second.anstNr, '2026-12-09', '14:00', '22:00'),
      Overstyrning: '',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const morning = shift(here.anna.anstNr, '2026-12-09', '18:00', '20:00', { RastMinuter: 0 });
    const apart = await t.call(here.avd.cookie, 'POST', '/api/bemanna/kontroll', morning);
    expect(apart.json().Varningar).toEqual([]);
    const on = {
      Avtal: 'ATL',
      Dygnsbryt: '00:00',
      SnittVeckor: 1,
      SammanlagdTid: true,
      BytesgransTimmar: 24,
      Version: 0,
    };
    for (const team of [here, there])
      expect((await t.call(team.ftg.cookie, 'PUT', '/api/bemanna/installningar', on)).statusCode).toBe(200);
    const together = await t.call(here.avd.cookie, 'POST', '/api/bemanna/kontroll', morning);
    // The other employer is named no further: no times, no company.
    expect(together.json().Varningar).toContainEqual({
      Typ: 'OVERLAPP',
      Datum: '2026-12-09',
      StartTid: '',
      SlutTid: '',
      AnnanArbetsgivare: true,
    });
    const next = shift(here.anna.anstNr, '2026-12-10', '06:00', '10:00', { RastMinuter: 0 });
    const rest = await t.call(here.avd.cookie, 'POST', '/api/bemanna/kontroll', next);
    expect(rest.json().Varningar).toEqual([
      expect.objectContaining({
        Typ: 'ARBETSTID',
        Arbetstid: expect.objectContaining({ Regel: 'DYGNSVILA' }),
      }),
    ]);
  });
});
