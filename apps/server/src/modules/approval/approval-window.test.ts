import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, type Team } from '../../../test/factories';
import { auditLog } from '../../db/schema/index';

// Approval and attest take what has happened (domain time/approval-window.ts, SPEC §4 Attest
// status): on 6 December, approving December approves the rows up to the 6th; the days after
// wait, but planned absence the request names (IForvag) goes, and the answer names its days. The
// same holds for the employee approving their own time, a manager approving theirs, and the attest.
let t: TestApp;
const DEC = { From: '2026-12-01', To: '2026-12-31' };
const VACATION = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];

beforeAll(async () => {
  t = await createTestApp();
  // The app's clock: 6 December 2026, 10:00 in Stockholm.
  t.clock.advance(new Date('2026-12-06T10:00:00+01:00').getTime() - t.clock.now().getTime());
});
afterAll(() => t.close());

type Row = { Datum: string; TidKod: string; Status: string };
type Answer = {
  Andrade: number;
  Oforandrade: number;
  Anstallda: number;
  Idag: string;
  Framtida: { Datum: string; Antal: number }[];
  Vantar: { Datum: string; Antal: number }[];
  KanIForvag: { Datum: string; Antal: number }[];
  Forhandsvisning: boolean;
};

const report = async (cookie: string, AnstNr: string, Datum: string, TidKod = 'ARB') => {
  const res = await t.call(cookie, 'POST', '/api/tidrader', { AnstNr, Datum, TidKod, Timmar: 8 });
  expect(res.statusCode, res.body).toBe(201);
};
const act = async (
  cookie: string,
  url: '/api/godkann' | '/api/attest',
  Action: string,
  AnstNr: string[],
  more: object = {},
): Promise<Answer> => {
  const res = await t.call(cookie, 'POST', url, { Action, AnstNr, ...DEC, ...more });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const rows = async (cookie: string, anstNr: string): Promise<Row[]> => {
  const res = await t.call(cookie, 'GET', `/api/tidrapport/${anstNr}?From=${DEC.From}&To=${DEC.To}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { Rader: Row[] }).Rader;
};
const statusOn = async (team: Team, anstNr: string) =>
  Object.fromEntries((await rows(team.ftg.cookie, anstNr)).map((r) => [`${r.Datum} ${r.TidKod}`, r.Status]));
const days = (list: { Datum: string }[]) => list.map((d) => d.Datum);

/** A team whose employee worked 1–5 December, plans work on the 7th and vacation on 14–18 December. */
async function plannedTeam() {
  const team = await newTeam(t);
  const { per } = team;
  for (const d of ['01', '02', '03', '04', '05']) await report(per.cookie, per.anstNr, `2026-12-${d}`);
  await report(per.cookie, per.anstNr, '2026-12-07');
  for (const d of VACATION) await report(per.cookie, per.anstNr, d, 'SEM');
  return team;
}

describe('approving a month on its 6th day', () => {
  it('approves the rows up to today and leaves the rest of the month open, naming the days that wait', async () => {
    const team = await plannedTeam();
    const answer = await act(team.per.cookie, '/api/godkann', 'approve', [team.per.anstNr]);
    expect(answer).toMatchObject({ Andrade: 5, Oforandrade: 6, Anstallda: 1, Idag: '2026-12-06' });
    expect(answer.Framtida).toEqual([]);
    expect(days(answer.Vantar)).toEqual(['2026-12-07', ...VACATION]);
    // The vacation may go in advance; the work of the 7th may not.
    expect(days(answer.KanIForvag)).toEqual(VACATION);
    const status = await statusOn(team, team.per.anstNr);
    expect(status['2026-12-05 ARB']).toBe('NOT_ATTESTED');
    expect(status['2026-12-07 ARB']).toBe('NOT_APPROVED');
    for (const d of VACATION) expect(status[`${d} SEM`]).toBe('NOT_APPROVED');
  });

  it('takes the planned vacation when the employee names it, never the work ahead, and says which days', async () => {
    const team = await plannedTeam();
    const answer = await act(team.per.cookie, '/api/godkann', 'approve', [team.per.anstNr], {
      IForvag: true,
    });
    expect(answer).toMatchObject({ Andrade: 10, Oforandrade: 1, Anstallda: 1 });
    expect(answer.Framtida).toEqual(VACATION.map((Datum) => ({ Datum, Antal: 1 })));
    expect(days(answer.Vantar)).toEqual(['2026-12-07']);
    expect(answer.KanIForvag).toEqual([]);
    const status = await statusOn(team, team.per.anstNr);
    expect(status['2026-12-07 ARB']).toBe('NOT_APPROVED');
    for (const d of VACATION) expect(status[`${d} SEM`]).toBe('NOT_ATTESTED');
    const [audit] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, team.company.ftgId), eq(auditLog.action, 'time.status')));
    expect(audit?.details).toMatchObject({ Antal: 10, IForvag: VACATION });
  });

  it('leaves a day with work and vacation to its day: the work is not approved with the vacation', async () => {
    const team = await newTeam(t);
    const { per } = team;
    await report(per.cookie, per.anstNr, '2026-12-14', 'SEM');
    await report(per.cookie, per.anstNr, '2026-12-15', 'SEM');
    await report(per.cookie, per.anstNr, '2026-12-15');
    const answer = await act(per.cookie, '/api/godkann', 'approve', [per.anstNr], { IForvag: true });
    expect(answer.Framtida).toEqual([{ Datum: '2026-12-14', Antal: 1 }]);
    expect(answer.Vantar).toEqual([{ Datum: '2026-12-15', Antal: 2 }]);
  });

  it('holds for a manager approving for an employee', async () => {
    const team = await plannedTeam();
    const answer = await act(team.ftg.cookie, '/api/godkann', 'approve', [team.per.anstNr]);
    expect(answer).toMatchObject({ Andrade: 5, Anstallda: 1 });
    expect(days(answer.Vantar)).toEqual(['2026-12-07', ...VACATION]);
  });

  it('previews without changing anything', async () => {
    const team = await plannedTeam();
    const before = await statusOn(team, team.per.anstNr);
    const preview = await act(team.per.cookie, '/api/godkann', 'approve', [team.per.anstNr], {
      IForvag: true,
      Forhandsvisning: true,
    });
    expect(preview).toMatchObject({ Andrade: 10, Anstallda: 1, Forhandsvisning: true });
    expect(days(preview.Framtida)).toEqual(VACATION);
    expect(await statusOn(team, team.per.anstNr)).toEqual(before);
  });

  it('takes back every day, also those approved in advance', async () => {
    const team = await plannedTeam();
    await act(team.per.cookie, '/api/godkann', 'approve', [team.per.anstNr], { IForvag: true });
    const back = await act(team.per.cookie, '/api/godkann', 'unapprove', [team.per.anstNr]);
    expect(back.Andrade).toBe(10);
  });
});

describe('attesting a month on its 6th day', () => {
  it('states rows and people, attests up to today, and names the approved vacation ahead before taking it', async () => {
    const team = await plannedTeam();
    const { per, other, ftg } = team;
    await report(other.cookie, other.anstNr, '2026-12-02');
    await act(per.cookie, '/api/godkann', 'approve', [per.anstNr], { IForvag: true });
    await act(other.cookie, '/api/godkann', 'approve', [other.anstNr]);
    const preview = await act(ftg.cookie, '/api/attest', 'attest', [per.anstNr, other.anstNr], {
      Forhandsvisning: true,
    });
    expect(preview).toMatchObject({ Andrade: 6, Anstallda: 2, Framtida: [] });
    expect(days(preview.KanIForvag)).toEqual(VACATION);
    const attested = await act(ftg.cookie, '/api/attest', 'attest', [per.anstNr, other.anstNr]);
    expect(attested).toMatchObject({ Andrade: 6, Anstallda: 2 });
    expect(days(attested.Vantar)).toEqual(VACATION);
    const status = await statusOn(team, per.anstNr);
    for (const d of VACATION) expect(status[`${d} SEM`]).toBe('NOT_ATTESTED');
    const named = await act(ftg.cookie, '/api/attest', 'attest', [per.anstNr], { IForvag: true });
    expect(named).toMatchObject({ Andrade: 5, Anstallda: 1 });
    expect(days(named.Framtida)).toEqual(VACATION);
  });

  it('approves no compensation row dated after today: it waits for its day, named', async () => {
    const { per } = await newTeam(t);
    for (const Datum of ['2026-12-04', '2026-12-20']) {
      const res = await t.call(per.cookie, 'POST', '/api/ersattningar', {
        AnstNr: per.anstNr,
        Datum,
        LonKod: 'UTLÄGG',
        Text: 'Kontorsmaterial',
        Belopp: 100,
        Moms: 20,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.call(per.cookie, 'POST', '/api/ersattningar/godkann', {
      Action: 'approve',
      AnstNr: [per.anstNr],
      IForvag: true,
      ...DEC,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Andrade: 1,
      Framtida: [],
      Vantar: [{ Datum: '2026-12-20', Antal: 1 }],
      KanIForvag: [],
    });
  });
});
