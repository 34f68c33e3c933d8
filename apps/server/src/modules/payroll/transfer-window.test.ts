import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, type Team } from '../../../test/factories';
import { timeEntries } from '../../db/schema/index';

// Payroll gets what has happened (domain payroll/transfer-window.ts, time/approval-window.ts): a
// transfer on 6 December sends no row dated after the 6th, but for planned absence an approval and
// an attest named in advance; a company's cut-off day (brytdatum) sends the days after it with the
// next month's transfer; the preview and the answer state rows and people and name every day
// after today that goes and every row that waits.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Days = { Datum: string; Antal: number }[];
type Transfer = {
  Id: string;
  From: string;
  To: string;
  Antal: number;
  Anstallda: number;
  Framtida: Days;
  Vantar: Days;
  Brytdatum: number | null;
  Idag: string;
};
const DEC = { From: '2026-12-01', To: '2026-12-31' };
const VACATION = ['2026-12-14', '2026-12-15', '2026-12-16'];

/** Sets the app's clock to 10:00 in Stockholm on `date`. */
const on = (date: string) =>
  t.clock.advance(new Date(`${date}T10:00:00+01:00`).getTime() - t.clock.now().getTime());
const report = async (cookie: string, AnstNr: string, Datum: string, TidKod = 'ARB') => {
  const res = await t.call(cookie, 'POST', '/api/tidrader', { AnstNr, Datum, TidKod, Timmar: 8 });
  expect(res.statusCode, res.body).toBe(201);
};
const act = async (
  cookie: string,
  url: '/api/godkann' | '/api/attest',
  Action: string,
  AnstNr: string[],
  period: { From: string; To: string },
  more: object = {},
) => {
  const res = await t.call(cookie, 'POST', url, { Action, AnstNr, ...period, ...more });
  expect(res.statusCode, res.body).toBe(200);
};
const preview = async (cookie: string, p: { From: string; To: string }) => {
  const res = await t.call(cookie, 'GET', `/api/lonexport/forhandsvisning?From=${p.From}&To=${p.To}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Omit<Transfer, 'Id'>;
};
const transfer = async (cookie: string, p: { From: string; To: string }) => {
  const res = await t.call(cookie, 'POST', '/api/lonexport', p);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json() as Transfer;
};
/** The dates of the file's time and pay rows. */
const fileDates = async (cookie: string, id: string) => {
  const res = await t.api({ url: `/download/lonexport/${id}`, cookie });
  expect(res.statusCode).toBe(200);
  const root = new DOMParser().parseFromString(
    res.rawPayload.toString('latin1'),
    'text/xml',
  ).documentElement!;
  const rows = [
    ...Array.from(root.getElementsByTagName('tidtrans')),
    ...Array.from(root.getElementsByTagName('lonetrans')),
  ];
  return rows
    .map((el) =>
      Array.from(el.childNodes).find(
        (n): n is Element => n.nodeType === 1 && (n as Element).tagName === 'datum',
      ),
    )
    .map((d) => d?.textContent ?? '')
    .sort();
};

/** On 6 December: the employee worked 1–5 December and has work on 14–18 and vacation on 14–16 planned. */
async function decemberTeam(): Promise<Team> {
  on('2026-12-06');
  const team = await newTeam(t);
  const { per } = team;
  for (const d of ['01', '02', '03', '04', '05']) await report(per.cookie, per.anstNr, `2026-12-${d}`);
  for (const d of ['17', '18']) await report(per.cookie, per.anstNr, `2026-12-${d}`);
  for (const d of VACATION) await report(per.cookie, per.anstNr, d, 'SEM');
  return team;
}

describe('a transfer on 6 December', () => {
  it('after the month was approved and attested sends no row dated after the 6th', async () => {
    const team = await decemberTeam();
    const { per, avd, ftg } = team;
    await act(per.cookie, '/api/godkann', 'approve', [per.anstNr], DEC);
    await act(avd.cookie, '/api/attest', 'attest', [per.anstNr], DEC);
    const sent = await transfer(ftg.cookie, DEC);
    expect(sent).toMatchObject({ Antal: 5, Anstallda: 1, Framtida: [], Vantar: [], Idag: '2026-12-06' });
    expect(await fileDates(ftg.cookie, sent.Id)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('leaves rows attested ahead of their day (before this rule) to their day, and names them', async () => {
    const team = await decemberTeam();
    const { ftg, company } = team;
    // Rows that reached payroll's door before approval took only what has happened.
    await t.database.db
      .update(timeEntries)
      .set({ status: 'ATTESTED' })
      .where(eq(timeEntries.ftgId, company.ftgId));
    const before = await preview(ftg.cookie, DEC);
    expect(before).toMatchObject({ From: DEC.From, To: DEC.To, Antal: 8, Anstallda: 1, Brytdatum: null });
    // The vacation went through no approval that named it, but it is planned absence of a company
    // with approval: it goes; the work of the 17th and 18th waits.
    expect(before.Framtida.map((d) => d.Datum)).toEqual(VACATION);
    expect(before.Vantar).toEqual([
      { Datum: '2026-12-17', Antal: 1 },
      { Datum: '2026-12-18', Antal: 1 },
    ]);
    const sent = await transfer(ftg.cookie, DEC);
    expect(sent).toMatchObject({ Antal: 8, Anstallda: 1, Vantar: before.Vantar, Framtida: before.Framtida });
    const dates = await fileDates(ftg.cookie, sent.Id);
    expect(dates.filter((d) => d > '2026-12-06')).toEqual(VACATION);
    const left = await t.database.db
      .select({ datum: timeEntries.datum, status: timeEntries.status })
      .from(timeEntries)
      .where(and(eq(timeEntries.ftgId, company.ftgId), gt(timeEntries.datum, '2026-12-16')));
    expect(left.map((r) => r.status)).toEqual(['ATTESTED', 'ATTESTED']);
  });

  it('sends the vacation approved and attested in advance, and the preview names its days first', async () => {
    const team = await decemberTeam();
    const { per, avd, ftg } = team;
    await act(per.cookie, '/api/godkann', 'approve', [per.anstNr], DEC, { IForvag: true });
    await act(avd.cookie, '/api/attest', 'attest', [per.anstNr], DEC, { IForvag: true });
    const before = await preview(ftg.cookie, DEC);
    expect(before).toMatchObject({ Antal: 8, Anstallda: 1, Vantar: [] });
    expect(before.Framtida).toEqual(VACATION.map((Datum) => ({ Datum, Antal: 1 })));
    const sent = await transfer(ftg.cookie, DEC);
    expect(sent.Framtida).toEqual(before.Framtida);
    const dates = await fileDates(ftg.cookie, sent.Id);
    expect(dates.filter((d) => d > '2026-12-06')).toEqual(VACATION);
  });

  it('sends nothing ahead where no step approves it: with both switches off reported time waits for its day', async () => {
    on('2026-12-06');
    const team = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: false } });
    const { per, ftg } = team;
    await report(per.cookie, per.anstNr, '2026-12-02');
    await report(per.cookie, per.anstNr, '2026-12-14', 'SEM');
    const sent = await transfer(ftg.cookie, DEC);
    expect(sent).toMatchObject({ Antal: 1, Framtida: [], Vantar: [{ Datum: '2026-12-14', Antal: 1 }] });
    expect(await fileDates(ftg.cookie, sent.Id)).toEqual(['2026-12-02']);
  });
});

describe("a company's cut-off day", () => {
  it('with brytdatum 20 sends 21 November–20 December with December, and 21–31 December wait for January', async () => {
    on('2026-12-31');
    const team = await newTeam(t, { settings: { brytdatum: 20 } });
    const { per, avd, ftg } = team;
    const both = { From: '2026-11-01', To: '2026-12-31' };
    for (const d of ['2026-11-20', '2026-11-25', '2026-12-18', '2026-12-21', '2026-12-31'])
      await report(per.cookie, per.anstNr, d);
    await act(per.cookie, '/api/godkann', 'approve', [per.anstNr], both);
    await act(avd.cookie, '/api/attest', 'attest', [per.anstNr], both);
    const before = await preview(ftg.cookie, DEC);
    expect(before).toMatchObject({ From: '2026-11-21', To: '2026-12-20', Antal: 2, Brytdatum: 20 });
    expect(before.Vantar.map((d) => d.Datum)).toEqual(['2026-12-21', '2026-12-31']);
    const december = await transfer(ftg.cookie, DEC);
    expect(december).toMatchObject({ From: '2026-11-21', To: '2026-12-20', Antal: 2, Anstallda: 1 });
    expect(await fileDates(ftg.cookie, december.Id)).toEqual(['2026-11-25', '2026-12-18']);
    const january = await transfer(ftg.cookie, { From: '2027-01-01', To: '2027-01-31' });
    expect(january).toMatchObject({ From: '2026-12-21', To: '2027-01-20', Antal: 2 });
    expect(await fileDates(ftg.cookie, january.Id)).toEqual(['2026-12-21', '2026-12-31']);
    // November's own transfer (21 October–20 November) still has the 20th.
    const november = await transfer(ftg.cookie, { From: '2026-11-01', To: '2026-11-30' });
    expect(november).toMatchObject({ From: '2026-10-21', To: '2026-11-20', Antal: 1 });
  });
});
