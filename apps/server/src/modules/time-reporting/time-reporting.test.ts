import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../plugins/realtime/bus';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { DEMO_FTG } from '../../db/seed/demo';

// SPEC §5 Time reporting and §4 Attest status over the real HTTP stack and database.
let t: TestApp;
const cookies: Record<string, string> = {};
const events: BusEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['ftg', 'per', 'avd', 'per.omsorg', 'ftg2', 'bru', 'lss'])
    cookies[login] = await t.login(login);
  t.app.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (
  login: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  ftgId?: string,
) => t.api({ method, url, cookie: cookies[login], body, ...(ftgId ? { ftgId } : {}) });
const row = (over: Json = {}) => ({ AnstNr: '1001', Datum: '2026-11-02', TidKod: 'ARB', Timmar: 8, ...over });
const report = async (login: string, anstNr: string, from: string, to: string) =>
  (await call(login, 'GET', `/api/tidrapport/${anstNr}?From=${from}&To=${to}`)).json() as {
    Dagar: { Datum: string; SchemaTimmar: number; Helgdag: string | null; HelgdagNamn: string }[];
    Rader: (Json & { Id: string; Version: number; Status: string; KanAndras: boolean })[];
  };

describe('the time report of a period', () => {
  it('gives every day with its schedule and days off', async () => {
    const r = await report('per', '1001', '2026-12-20', '2026-12-31');
    expect(r.Dagar).toHaveLength(12);
    const day = (d: string) => r.Dagar.find((x) => x.Datum === d);
    expect(day('2026-12-24')?.Helgdag).toBe('eve');
    expect(day('2026-12-25')?.Helgdag).toBe('public');
    expect(day('2026-12-24')?.SchemaTimmar).toBe(0);
    expect(day('2026-12-20')?.SchemaTimmar).toBe(0); // Sunday
    expect(day('2026-12-21')?.SchemaTimmar).toBeGreaterThan(0);
  });

  it('refuses a period that ends before it starts or is too long', async () => {
    const back = await call('per', 'GET', '/api/tidrapport/1001?From=2026-11-30&To=2026-11-01');
    expect(back.statusCode).toBe(400);
    expect(back.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.endBeforeStart' }]);
    expect((await call('per', 'GET', '/api/tidrapport/1001?From=2026-01-01&To=2026-12-31')).statusCode).toBe(
      400,
    );
  });

  it('keeps PER to their own time and AVD to their department', async () => {
    expect((await call('per', 'GET', '/api/tidrapport/1002?From=2026-11-01&To=2026-11-30')).json().Code).toBe(
      40311,
    );
    expect((await call('per', 'POST', '/api/tidrader', row({ AnstNr: '1002' }))).statusCode).toBe(403);
    expect((await call('avd', 'GET', '/api/tidrapport/1001?From=2026-11-01&To=2026-11-30')).statusCode).toBe(
      200,
    );
    // 1002 works in Lager, not in the AVD's Ekonomi.
    expect((await call('avd', 'GET', '/api/tidrapport/1002?From=2026-11-01&To=2026-11-30')).statusCode).toBe(
      403,
    );
    expect((await call('ftg', 'GET', '/api/tidrapport/1002?From=2026-11-01&To=2026-11-30')).statusCode).toBe(
      200,
    );
  });
});

describe('creating, changing and deleting rows', () => {
  it('creates rows from hours or from start and end, across midnight too', async () => {
    const typed = await call('per', 'POST', '/api/tidrader', row());
    expect(typed.statusCode).toBe(201);
    expect(typed.json()).toMatchObject({
      Timmar: 8,
      Status: 'NOT_APPROVED',
      KanAndras: true,
      Kalla: 'MANUELL',
    });
    const night = await call(
      'per',
      'POST',
      '/api/tidrader',
      row({ Datum: '2026-11-03', Timmar: null, StartTid: '22', SlutTid: '0600' }),
    );
    expect(night.json()).toMatchObject({ Timmar: 8, StartTid: '22:00', SlutTid: '06:00' });
    expect(events.some((e) => e.Event === 'RESOURCE_UPDATED' && e.Payload.Resource === 'timeEntries')).toBe(
      true,
    );
  });

  it.each([
    [{ Timmar: null }, 'Timmar', 'validation.timeEntry.hoursOrTime'],
    [{ Timmar: null, StartTid: '08:00' }, 'SlutTid', 'validation.required'],
    [{ StartTid: '25:00', SlutTid: '10:00' }, 'StartTid', 'validation.time.invalid'],
    [{ Timmar: 30 }, 'Timmar', 'validation.numberBetween'],
    [{ Datum: '2026-02-30' }, 'Datum', 'validation.date.invalid'],
    [{ TidKod: 'ÖT1' }, 'TidKod', 'validation.timeEntry.unknownCode'], // overtime is not offered to tjänstemän
    [{ ResEnhet1: 'NOPE' }, 'ResEnhet1', 'validation.invalid'],
  ])('refuses %j with %s %s', async (over, field, code) => {
    const res = await call('per', 'POST', '/api/tidrader', row(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toContainEqual({ Field: field, Code: code });
  });

  it('requires the brukare where UseLSS and mandatory brukare are set', async () => {
    const [me] = (await call('per.omsorg', 'GET', '/api/perlista')).json() as { AnstNr: string }[];
    const res = await call('per.omsorg', 'POST', '/api/tidrader', row({ AnstNr: me!.AnstNr, TidKod: 'ARB' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toContainEqual({ Field: 'Brukare', Code: 'validation.required' });
    const [b] = (await call('per.omsorg', 'GET', '/api/brukarlista')).json() as { Brukare: string }[];
    const ok = await call(
      'per.omsorg',
      'POST',
      '/api/tidrader',
      row({ AnstNr: me!.AnstNr, Brukare: b!.Brukare }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it("lets a brukare read their assistants' time but not change it", async () => {
    const staff = (await call('bru', 'GET', '/api/perlista')).json() as {
      AnstNr: string;
      PerStatus: { Brukare: string };
    }[];
    expect(staff.length).toBeGreaterThan(0);
    const anstNr = staff[0]!.AnstNr;
    const [b] = (await call('bru', 'GET', '/api/brukarlista')).json() as { Brukare: string }[];
    expect(
      (await call('bru', 'POST', '/api/tidrader', row({ AnstNr: anstNr, Brukare: b!.Brukare }))).json().Code,
    ).toBe(40311);
    // The customer-responsible reports for the brukare's assistants; the brukare only reads.
    const made = await call('lss', 'POST', '/api/tidrader', row({ AnstNr: anstNr, Brukare: b!.Brukare }));
    expect(made.statusCode).toBe(201);
    const r = await report('bru', anstNr, '2026-11-02', '2026-11-02');
    expect(r.Rader).toHaveLength(1);
    expect(r.Rader[0]).toMatchObject({ KanAndras: false, LastOrsak: 'timeReport.locked.readOnly' });
  });

  it('requires a result unit that is open, registered and mandatory', async () => {
    const [first] = (await call('ftg2', 'GET', '/api/perlista', undefined, DEMO_FTG.nordkonsult)).json() as {
      AnstNr: string;
    }[];
    const res = await call(
      'ftg2',
      'POST',
      '/api/tidrader',
      row({ AnstNr: first!.AnstNr }),
      DEMO_FTG.nordkonsult,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toContainEqual({ Field: 'ResEnhet1', Code: 'validation.required' });
  });

  it('gives the second of two concurrent edits a conflict and keeps the first', async () => {
    const created = (await call('per', 'POST', '/api/tidrader', row({ Datum: '2026-11-04' }))).json() as Json;
    const first = await call('per', 'PUT', `/api/tidrader/${created.Id}`, {
      ...row({ Datum: '2026-11-04', Timmar: 7 }),
      Version: created.Version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().Version).toBe((created.Version as number) + 1);
    const second = await call('ftg', 'PUT', `/api/tidrader/${created.Id}`, {
      ...row({ Datum: '2026-11-04', Timmar: 6 }),
      Version: created.Version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().Code).toBe(40900);
    const stale = await call('per', 'DELETE', `/api/tidrader/${created.Id}?Version=${created.Version}`);
    expect(stale.statusCode).toBe(409);
    const r = await report('per', '1001', '2026-11-04', '2026-11-04');
    expect(r.Rader[0]?.Timmar).toBe(7);
    const history = (await call('per', 'GET', `/api/tidrader/${created.Id}/historik`)).json() as Json[];
    expect(history.map((h) => h.Handelse)).toEqual(['CREATE', 'UPDATE']);
    expect(history[1]?.Detaljer).toEqual({ Timmar: { from: 8, to: 7 } });
    expect(
      (await call('per', 'DELETE', `/api/tidrader/${created.Id}?Version=${first.json().Version}`)).statusCode,
    ).toBe(204);
    const after = (await call('per', 'GET', `/api/tidrader/${created.Id}/historik`)).json() as Json[];
    expect(after.map((h) => h.Handelse)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('copies a day and fills a period from the schedule', async () => {
    const copy = await call('per', 'POST', '/api/tidrader/kopiera', {
      AnstNr: '1001',
      FranDatum: '2026-11-02',
      TillDatum: '2026-11-09',
      Dagar: 1,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      Skapade: 1,
      Rader: [{ Datum: '2026-11-09', Kalla: 'KOPIA', Timmar: 8 }],
    });
    const fill = await call('per', 'POST', '/api/tidrader/franschema', {
      AnstNr: '1001',
      From: '2026-11-09',
      To: '2026-11-15',
    });
    expect(fill.statusCode).toBe(201);
    const r = await report('per', '1001', '2026-11-09', '2026-11-15');
    const scheduled = r.Dagar.filter((d) => d.SchemaTimmar > 0).map((d) => d.Datum);
    // Every scheduled day has a row now; the copied Monday kept its own and got no second one.
    expect(new Set(r.Rader.map((x) => x.Datum))).toEqual(new Set(scheduled));
    expect(r.Rader.filter((x) => x.Datum === '2026-11-09')).toHaveLength(1);
    expect(fill.json().Skapade).toBe(scheduled.length - 1);
  });
});

describe('approval and attestation (SPEC §4 Attest status)', () => {
  const period = { From: '2026-11-01', To: '2026-11-30' };

  it('lets PER approve their month, after which they cannot change it', async () => {
    expect(
      (await call('per', 'POST', '/api/godkann', { ...period, Action: 'approve', AnstNr: ['1002'] }))
        .statusCode,
    ).toBe(403);
    const res = await call('per', 'POST', '/api/godkann', { ...period, Action: 'approve', AnstNr: ['1001'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().Andrade).toBeGreaterThan(0);
    const r = await report('per', '1001', period.From, period.To);
    expect(r.Rader.every((x) => x.Status === 'NOT_ATTESTED' && !x.KanAndras)).toBe(true);
    expect(r.Rader[0]?.LastOrsak).toBe('timeReport.locked.approved');
    const target = r.Rader[0]!;
    const edit = await call('per', 'PUT', `/api/tidrader/${target.Id}`, {
      ...row({ Datum: target.Datum }),
      Version: target.Version,
    });
    expect(edit.json().Code).toBe(40310);
    // The manager may still correct an approved row that is not attested.
    const mgr = await report('avd', '1001', period.From, period.To);
    expect(mgr.Rader.every((x) => x.KanAndras)).toBe(true);
  });

  it('lets AVD attest their department only, never themselves, and lists it', async () => {
    expect(
      (await call('per', 'POST', '/api/attest', { ...period, Action: 'attest', AnstNr: ['1001'] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('avd', 'POST', '/api/attest', { ...period, Action: 'attest', AnstNr: ['1002'] })).json()
        .Code,
    ).toBe(40311);
    await call('avd', 'POST', '/api/tidrader', row({ AnstNr: '1006' }));
    await call('avd', 'POST', '/api/godkann', { ...period, Action: 'approve', AnstNr: ['1006'] });
    const res = await call('avd', 'POST', '/api/attest', {
      ...period,
      Action: 'attest',
      AnstNr: ['1001', '1006'],
    });
    expect(res.statusCode).toBe(200);
    const own = await report('avd', '1006', period.From, period.To);
    expect(own.Rader.every((x) => x.Status === 'NOT_ATTESTED')).toBe(true);
    const r = await report('per', '1001', period.From, period.To);
    expect(r.Rader.every((x) => x.Status === 'ATTESTED')).toBe(true);
    expect(res.json()).toEqual({ Andrade: r.Rader.length, Oforandrade: own.Rader.length });
    const list = (
      await call('avd', 'GET', `/api/attestlista?From=${period.From}&To=${period.To}`)
    ).json() as Json[];
    expect(list.every((e) => e.Avdelning === 'EKO')).toBe(true);
    const per = list.find((e) => e.AnstNr === '1001');
    expect(per).toMatchObject({ Antal: { ATTESTED: r.Rader.length, NOT_APPROVED: 0 } });
    expect(per?.SchemaTimmar).toBeGreaterThan(0);
    const history = (await call('per', 'GET', `/api/tidrader/${r.Rader[0]!.Id}/historik`)).json() as Json[];
    expect(history.map((h) => h.Handelse)).toEqual(expect.arrayContaining(['CREATE', 'APPROVE', 'ATTEST']));
    expect(history.find((h) => h.Handelse === 'ATTEST')?.Detaljer).toEqual({
      From: 'NOT_ATTESTED',
      To: 'ATTESTED',
    });
  });

  it('takes an attest and an approval back one step at a time', async () => {
    expect(
      (await call('per', 'POST', '/api/godkann', { ...period, Action: 'unapprove', AnstNr: ['1001'] })).json()
        .Andrade,
    ).toBe(0);
    const back = await call('avd', 'POST', '/api/attest', {
      ...period,
      Action: 'unattest',
      AnstNr: ['1001'],
    });
    expect(back.json().Andrade).toBeGreaterThan(0);
    expect(
      (await call('per', 'POST', '/api/godkann', { ...period, Action: 'unapprove', AnstNr: ['1001'] })).json()
        .Andrade,
    ).toBeGreaterThan(0);
    const r = await report('per', '1001', period.From, period.To);
    expect(r.Rader.every((x) => x.Status === 'NOT_APPROVED' && x.KanAndras)).toBe(true);
  });
});
