// The registers at a real company's size: a new company made over the API imports its 5,000
// employees (PAXml `personal` and `koder`) and a year of schedule days for 500 of them
// (`schematransaktioner`), each file validated against both PAXml schemas by the request; a file
// over the documented size is refused with its own error; and the register's lists are timed with
// the 5,000 employees in place.
import { luhnCheckDigit, PAXML_IMPORT_MAX_BYTES } from '@lonportal/domain';
import { API_MARKER, analyze, loginCookie, openDemoDatabase, startApp } from './app';
import { request } from './http';
import { withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';

const EMPLOYEES = Number(process.env.BENCH_REG_EMPLOYEES ?? 5000);
const SCHEDULED = Number(process.env.BENCH_REG_SCHEDULED ?? 500);
const ROUNDS = 100;
/** The targets: the import of the people and codes, of a year of schedule days, and a list page. */
const TARGETS = { employeesMs: 10_000, scheduleMs: 30_000, listP95Ms: 40 };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => n.toFixed(0);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid organisation number (digits 3–4 at least 20, DOMAIN §6). */
const ORGNR_STEM = '559123456';
export const ORGNR = `${ORGNR_STEM}${luhnCheckDigit(ORGNR_STEM)}`;

/**
 * The n-th person's personal identity number: born on one of 300 days in one of the years 1960–1999
 * (a different birth day for each n below 12,000), a serial of 100–899, the Luhn digit.
 */
export function persnr(n: number): string {
  const year = 60 + (n % 40);
  const day = Math.floor(n / 40) % 300;
  const month = 1 + Math.floor(day / 28);
  const nine = `${pad(year, 2)}${pad(month, 2)}${pad(1 + (day % 28), 2)}${100 + (n % 800)}`;
  return `19${nine}${luhnCheckDigit(nine)}`;
}

const header = `<?xml version="1.0" encoding="ISO-8859-1"?>
<paxml><header><format>LÖNUT</format><version>2.0</version><foretagorgnr>${ORGNR}</foretagorgnr><programnamn>Bench</programnamn></header>`;

export function personalFile(n: number): Buffer {
  const koder = Array.from({ length: 50 }, (_, i) => `<kod id="L${500 + i}" namn="Lönekod ${i}"/>`).join('');
  const people = Array.from(
    { length: n },
    (_, i) =>
      `<person anstid="B${pad(i, 5)}" persnr="${persnr(i)}"><fornamn>Förnamn${i}</fornamn><efternamn>Efternamnsson</efternamn><mobiltelefon>+4670${pad(i, 7)}</mobiltelefon><epostarb>p${i}@example.se</epostarb><anstdatum>2024-01-01</anstdatum><bankclearing>8327</bankclearing><bankkonto>9${pad(i, 8)}</bankkonto><resenheter><resenhet dim="1" id="K${i % 20}"/></resenheter></person>`,
  ).join('\n');
  return Buffer.from(`${header}<koder>${koder}</koder><personal>${people}</personal></paxml>`, 'latin1');
}

function scheduleFile(n: number, year: number): Buffer {
  const days: string[] = [];
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1))
    days.push(d.toISOString().slice(0, 10));
  const schemas = Array.from({ length: n }, (_, i) => {
    const dag = days
      .map((datum, j) =>
        j % 7 < 5
          ? `<dag datum="${datum}" starttid="08:00:00" sluttid="16:30:00" timmar="8"/>`
          : `<dag datum="${datum}" timmar="0"/>`,
      )
      .join('');
    return `<schema anstid="B${pad(i, 5)}">${dag}</schema>`;
  }).join('\n');
  return Buffer.from(`${header}<schematransaktioner>${schemas}</schematransaktioner></paxml>`, 'latin1');
}

export const registersSection: Section = {
  title: `Registers: import of ${EMPLOYEES} employees and a year of schedule days for ${SCHEDULED}`,
  run: (ctx: BenchContext): Promise<Report> =>
    withCleanup(async (cleanup) => {
      const server = await loadServer();
      const today = new Date();
      const database = await openDemoDatabase(server, cleanup, today);
      const port = await startApp(server, database, cleanup);
      const cookie = await loginCookie(port, 'lic', server.DEMO_PASSWORD);
      const headers = (ftgId?: string) => ({
        ...API_MARKER,
        cookie,
        ...(ftgId ? { 'x-ftg-id': ftgId } : {}),
      });
      const made = await request(port, '/api/admin/companies', {
        method: 'POST',
        headers: headers(),
        body: { Namn: 'Storbolaget AB', Orgnr: ORGNR, FtgKey: 'STOR', StandardRegister: true },
      });
      if (made.status !== 201)
        throw new Error(`company not created: ${made.status} ${made.body.slice(0, 300)}`);
      const ftgId = (JSON.parse(made.body) as { FtgId: string }).FtgId;
      const post = async (path: string, file: Buffer) => {
        const start = performance.now();
        const res = await request(port, path, {
          method: 'POST',
          headers: headers(ftgId),
          body: {
            Filnamn: 'bench.xml',
            Innehall: file.toString('base64'),
            TidKodGrupp: 'TJM',
            LonKodGrupp: 'TJM',
          },
          timeoutMs: 300_000,
        });
        return { took: performance.now() - start, res };
      };
      const failures: string[] = [];
      const fail = (bad: boolean, message: string) => void (bad && failures.push(message));

      const people = personalFile(EMPLOYEES);
      ctx.progress(
        `previewing and importing ${EMPLOYEES} employees (${(people.byteLength / 1e6).toFixed(1)} MB)…`,
      );
      const peoplePreview = await post('/api/registers/import/paxml/preview', people);
      const peopleImport = await post('/api/registers/import/paxml', people);
      const imported =
        peopleImport.res.status === 200
          ? (JSON.parse(peopleImport.res.body) as { Antal: { Nya: number } }).Antal.Nya
          : 0;
      fail(
        peopleImport.res.status !== 200,
        `the import of ${EMPLOYEES} employees answered ${peopleImport.res.status}: ${peopleImport.res.body.slice(0, 300)}`,
      );
      fail(
        imported !== EMPLOYEES + 50,
        `the import of ${EMPLOYEES} employees made ${imported} new rows, not ${EMPLOYEES + 50}`,
      );
      fail(
        peopleImport.took > TARGETS.employeesMs,
        `the import of ${EMPLOYEES} employees took ${ms(peopleImport.took)} ms, over the ${TARGETS.employeesMs} ms target`,
      );
      const again = await post('/api/registers/import/paxml', people);

      const year = today.getUTCFullYear() + 1;
      const schedule = scheduleFile(SCHEDULED, year);
      ctx.progress(
        `importing a year of schedule days for ${SCHEDULED} (${(schedule.byteLength / 1e6).toFixed(1)} MB)…`,
      );
      const scheduleImport = await post('/api/registers/import/paxml', schedule);
      const days =
        scheduleImport.res.status === 200
          ? (JSON.parse(scheduleImport.res.body) as { Antal: { SchemadagarAndrade: number } }).Antal
              .SchemadagarAndrade
          : 0;
      fail(
        scheduleImport.res.status !== 200,
        `the schedule import answered ${scheduleImport.res.status}: ${scheduleImport.res.body.slice(0, 300)}`,
      );
      fail(
        scheduleImport.took > TARGETS.scheduleMs,
        `the schedule import took ${ms(scheduleImport.took)} ms, over the ${TARGETS.scheduleMs} ms target`,
      );

      ctx.progress('sending a file over the size limit…');
      const tooLarge = await post(
        '/api/registers/import/paxml/preview',
        Buffer.alloc(PAXML_IMPORT_MAX_BYTES + 1, 0x20),
      );
      const tooLargeCode = (JSON.parse(tooLarge.res.body || '{}') as { Code?: number }).Code;
      fail(
        tooLarge.res.status !== 413 || tooLargeCode !== 41305,
        `a file over ${PAXML_IMPORT_MAX_BYTES} bytes answered ${tooLarge.res.status} ${tooLargeCode}, not 413 ImportTooLarge`,
      );

      await analyze(database);
      const timed = async (path: string) => {
        const times: number[] = [];
        for (let i = 0; i <= ROUNDS; i++) {
          const start = performance.now();
          const res = await request(port, path, { headers: headers(ftgId) });
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`);
          if (i > 0) times.push(performance.now() - start);
        }
        return { p50: percentile(times, 50), p95: percentile(times, 95) };
      };
      ctx.progress(`timing the register's lists with ${EMPLOYEES} employees…`);
      const lists = [
        ['employees, first page', '/api/registers/employees?PerPage=25'],
        ['employees, a search', '/api/registers/employees?Sok=nsson&PerPage=25&Page=40'],
        ['employees, /perlista (all)', '/api/perlista'],
        ['departments', '/api/registers/departments'],
        ['result units', '/api/registers/resultunits'],
      ] as const;
      const rows: string[][] = [
        ['import: preview of the people and codes', ms(peoplePreview.took), '', ''],
        [
          'import: the people and codes',
          ms(peopleImport.took),
          String(TARGETS.employeesMs),
          `${imported} new`,
        ],
        ['import: the same file again', ms(again.took), '', 'changes nothing'],
        [
          'import: a year of schedule days',
          ms(scheduleImport.took),
          String(TARGETS.scheduleMs),
          `${days} days`,
        ],
        ['import: a file over the limit', ms(tooLarge.took), '', `${tooLarge.res.status} ${tooLargeCode}`],
      ];
      for (const [label, path] of lists) {
        const t = await timed(path);
        const target = label === 'employees, /perlista (all)' ? '' : String(TARGETS.listP95Ms);
        rows.push([`list: ${label} (p50 / p95)`, `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`, target, '']);
        fail(
          target !== '' && t.p95 > TARGETS.listP95Ms,
          `${label} p95 ${t.p95.toFixed(1)} ms, over the ${TARGETS.listP95Ms} ms target`,
        );
      }
      return {
        columns: ['measure', 'ms', 'target ms', ''],
        rows,
        notes: [
          `PGlite in a folder; files of ${(people.byteLength / 1e6).toFixed(1)} MB and ${(schedule.byteLength / 1e6).toFixed(1)} MB sent as base64 JSON; each is validated against both PAXml 2.0 schemas before anything is stored. The size limit is ${PAXML_IMPORT_MAX_BYTES / 1024 / 1024} MiB.`,
        ],
        failures,
      };
    }),
};
