// Payslips at a real company's size (DOMAIN §12 LÖNUT): a company of 5,000 employees (imported from
// PAXml as the registers' section does) imports a month's pay run for all of them, each file
// validated against both PAXml schemas by the request; then, with three years of monthly payslips
// and balances for everyone in place, an employee's /lonebesked and one payslip are timed.
import { API_MARKER, analyze, loginCookie, openDemoDatabase, startApp } from './app';
import { request } from './http';
import { ORGNR, personalFile, persnr } from './registers';
import { withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';

const EMPLOYEES = Number(process.env.BENCH_PAY_EMPLOYEES ?? 5000);
/** Three years of monthly pay runs, the imported one included. */
const MONTHS = 36;
const ROUNDS = 100;
const TARGETS = { importMs: 10_000, readP95Ms: 50 };

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** A month's payslip as payroll programs write it: ten rows, tax, year to date and balances. */
function lonebesked(i: number, periodId: string, betaldatum: string): string {
  const lon = 28000 + (i % 30) * 500;
  const ob = 10 + (i % 12);
  const rows = [
    ['010', 'Månadslön', 'BRUTTO', lon],
    ['310', 'OB-tillägg kväll', 'BRUTTO', ob * 62.5],
    ['320', 'OB-tillägg helg', 'BRUTTO', 4 * 95],
    ['410', 'Övertid', 'BRUTTO', 2 * 340],
    ['510', 'Sjuklön', 'BRUTTO', 0],
    ['520', 'Karensavdrag', 'BRUTTO', 0],
    ['800', 'Friskvård', 'FÖRMÅN', 0],
    ['950', 'Skatt', 'SKATT', -Math.round(lon * 0.3)],
    ['990', 'Nettolön', 'NETTO', Math.round(lon * 0.7)],
  ] as const;
  const rader = rows
    .map(
      ([lonart, benamning, typ, belopp], n) =>
        `<lonrad radnr="${n + 1}"><lonart>${lonart}</lonart><benamning>${benamning}</benamning><belopp>${belopp.toFixed(2)}</belopp><lonetyp>${typ}</lonetyp></lonrad>`,
    )
    .join('');
  return (
    `<lonebesked anstid="B${pad(i, 5)}" persnr="${persnr(i)}"><periodid>${periodId}</periodid><periodtext>${periodId}</periodtext>` +
    `<betaldatum>${betaldatum}</betaldatum><fornamn>Förnamn${i}</fornamn><efternamn>Efternamnsson</efternamn>` +
    `<clearingnr>8327</clearingnr><bankkonto>9${pad(i, 8)}</bankkonto><skattetabell>33</skattetabell><skattekolumn>1</skattekolumn>` +
    `<tabellskatt>${Math.round(lon * 0.3)}</tabellskatt><utbetalt>${Math.round(lon * 0.7)}</utbetalt>` +
    `<lonerader>${rader}<lonrad radnr="99"><lonart>900</lonart><font>DOLD</font><benamning>Kontering</benamning><belopp>0</belopp></lonrad></lonerader>` +
    `<ackbruttolon>${lon * 11}</ackbruttolon><ackprelskatt>${lon * 3}</ackprelskatt><acknettolon>${lon * 8}</acknettolon>` +
    `<flexsaldo>${(i % 40) - 10}</flexsaldo><kompsaldo>${i % 20}</kompsaldo><sembettot>25</sembettot><sembetutb>${i % 25}</sembetutb>` +
    `<semspatot>5</semspatot><semspautb>0</semspautb><semlontot>14000</semlontot></lonebesked>`
  );
}

function lonutFile(n: number, periodId: string, betaldatum: string): Buffer {
  const slips = Array.from({ length: n }, (_, i) => lonebesked(i, periodId, betaldatum)).join('\n');
  return Buffer.from(
    `<?xml version="1.0" encoding="ISO-8859-1"?><paxml><header><format>LÖNUT</format><version>2.0</version>` +
      `<foretagorgnr>${ORGNR}</foretagorgnr><programnamn>Bench</programnamn></header>` +
      `<loneutbetalning>${slips}</loneutbetalning></paxml>`,
    'latin1',
  );
}

/** The 25th of the month `back` months before today's (YYYY-MM-DD). */
function payDay(today: Date, back: number): string {
  const k = today.getUTCFullYear() * 12 + today.getUTCMonth() - back;
  return `${Math.floor(k / 12)}-${pad((k % 12) + 1, 2)}-25`;
}

export const payslipsSection: Section = {
  title: `Payslips: a LÖNUT pay run for ${EMPLOYEES} employees, and /lonebesked with ${MONTHS} months of theirs`,
  run: (ctx: BenchContext): Promise<Report> =>
    withCleanup(async (cleanup) => {
      const server = await loadServer();
      const today = new Date();
      const database = await openDemoDatabase(server, cleanup, today);
      const port = await startApp(server, database, cleanup);
      const cookie = await loginCookie(port, 'lic', server.DEMO_PASSWORD);
      const headers = (c: string, ftgId: string) => ({ ...API_MARKER, cookie: c, 'x-ftg-id': ftgId });
      const made = await request(port, '/api/admin/companies', {
        method: 'POST',
        headers: { ...API_MARKER, cookie },
        body: { Namn: 'Lönebolaget AB', Orgnr: ORGNR, FtgKey: 'LON', StandardRegister: true },
      });
      if (made.status !== 201)
        throw new Error(`company not created: ${made.status} ${made.body.slice(0, 300)}`);
      const ftgId = (JSON.parse(made.body) as { FtgId: string }).FtgId;
      const post = async (path: string, file: Buffer, extra: Record<string, string> = {}) => {
        const start = performance.now();
        const res = await request(port, path, {
          method: 'POST',
          headers: headers(cookie, ftgId),
          body: { Filnamn: 'bench.xml', Innehall: file.toString('base64'), ...extra },
          timeoutMs: 300_000,
        });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 300)}`);
        return { took: performance.now() - start, body: res.body };
      };
      ctx.progress(`importing ${EMPLOYEES} employees…`);
      await post('/api/registers/import/paxml', personalFile(EMPLOYEES), {
        TidKodGrupp: 'TJM',
        LonKodGrupp: 'TJM',
      });

      const latest = payDay(today, 1);
      const file = lonutFile(EMPLOYEES, latest.slice(0, 7), latest);
      ctx.progress(
        `previewing and importing a pay run of ${EMPLOYEES} payslips (${(file.byteLength / 1e6).toFixed(1)} MB)…`,
      );
      const preview = await post('/api/lonebesked/import/preview', file);
      const imported = await post('/api/lonebesked/import', file);
      const again = await post('/api/lonebesked/import', file);
      const matched = (JSON.parse(imported.body) as { Matchade: unknown[] }).Matchade.length;

      // The years before, copied in the database from the imported month (the import is timed above).
      ctx.progress(`adding ${MONTHS - 1} earlier months for everyone…`);
      const sql = (text: string, values: unknown[] = []) => database.executeSql(text, values);
      for (let back = 2; back <= MONTHS; back++) {
        const day = payDay(today, back);
        // $2 and $3 are the period and the pay day as text; each use casts them the same way.
        await sql(
          `with run as (insert into pay_runs (ftg_id, period_id, period_text, betal_datum, imported_at)
             values ($1, $2::text, $2::text, $3::text::date, now()) returning id)
           insert into payslips (ftg_id, pay_run_id, anst_nr, betal_datum, data, announced_at)
           select p.ftg_id, run.id, p.anst_nr, $3::text::date,
             jsonb_set(jsonb_set(p.data, '{PeriodId}', to_jsonb($2::text)), '{BetalDatum}', to_jsonb($3::text)), now()
           from payslips p, run where p.ftg_id = $1 and p.betal_datum = $4::text::date`,
          [ftgId, day.slice(0, 7), day, latest],
        );
        await sql(
          `insert into balances (ftg_id, anst_nr, datum, data)
           select ftg_id, anst_nr, $2::text::date, jsonb_set(data, '{Datum}', to_jsonb($2::text)) from balances
           where ftg_id = $1 and datum = $3::text::date`,
          [ftgId, day, latest],
        );
      }
      await analyze(database);
      const employee = await server.createUser(database.db, { ftgId, anstNr: 'B02500', role: 'PER' });
      const perCookie = await loginCookie(port, employee.login, employee.password);
      const timed = async (path: string) => {
        const times: number[] = [];
        for (let i = 0; i <= ROUNDS; i++) {
          const start = performance.now();
          const res = await request(port, path, { headers: headers(perCookie, ftgId) });
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`);
          if (i > 0) times.push(performance.now() - start);
        }
        return { p50: percentile(times, 50), p95: percentile(times, 95) };
      };
      ctx.progress('timing /lonebesked…');
      const listed = await request(port, '/api/lonebesked', { headers: headers(perCookie, ftgId) });
      const slips = (JSON.parse(listed.body) as { Lonebesked: { Id: string }[] }).Lonebesked;
      const list = await timed('/api/lonebesked');
      const one = await timed(`/api/lonebesked/${slips[0]!.Id}`);

      const failures: string[] = [];
      const fail = (bad: boolean, message: string) => void (bad && failures.push(message));
      fail(matched !== EMPLOYEES, `the pay run matched ${matched} employees, not ${EMPLOYEES}`);
      fail(slips.length !== MONTHS, `the employee has ${slips.length} payslips, not ${MONTHS}`);
      fail(
        imported.took > TARGETS.importMs,
        `the import took ${imported.took.toFixed(0)} ms, over the ${TARGETS.importMs} ms target`,
      );
      for (const [label, t] of [
        ['/lonebesked', list],
        ['/lonebesked/:Id', one],
      ] as const)
        fail(
          t.p95 > TARGETS.readP95Ms,
          `${label} p95 ${t.p95.toFixed(1)} ms, over the ${TARGETS.readP95Ms} ms target`,
        );
      return {
        columns: ['measure', 'ms', 'target ms', ''],
        rows: [
          ['import: preview of the pay run', preview.took.toFixed(0), '', ''],
          ['import: the pay run', imported.took.toFixed(0), String(TARGETS.importMs), `${matched} matched`],
          ['import: the same pay run again', again.took.toFixed(0), '', 'replaces it'],
          [
            'GET /lonebesked (p50 / p95)',
            `${list.p50.toFixed(1)} / ${list.p95.toFixed(1)}`,
            String(TARGETS.readP95Ms),
            `${slips.length} payslips`,
          ],
          [
            'GET /lonebesked/:Id (p50 / p95)',
            `${one.p50.toFixed(1)} / ${one.p95.toFixed(1)}`,
            String(TARGETS.readP95Ms),
            'with its changes',
          ],
        ],
        notes: [
          `PGlite in a folder; a LÖNUT file of ${(file.byteLength / 1e6).toFixed(1)} MB sent as base64 JSON and validated against both PAXml 2.0 schemas; ${EMPLOYEES} × ${MONTHS} payslips and balances in place for the reads.`,
        ],
        failures,
      };
    }),
};
