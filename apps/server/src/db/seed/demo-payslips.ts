// The demo's payslips (SPEC §2.1 /lonebesked; DOMAIN §12 LÖNUT): three pay runs, paid on the 25th
// of the last three months whose pay day has come, with balances, for every demo employee, as the
// payroll program would report them: a monthly salary, evening supplements that vary by month, an
// overtime month, a sick day's deduction, tax at table 33 and a hidden accounting row. The latest
// run's message is in each employee's inbox. Data by position, no random draws.
import type { LonebeskedData, Lonerad, Saldo } from '@lonportal/domain/payslips/index';
import { lonebeskedMeddelande, lonerad as row, summa } from '@lonportal/domain/payslips/index';
import { DATE_NAMES } from '@lonportal/domain/date-names';
import type { balances, messages, payRuns, payslips } from '../schema/index';
import { stableUuid } from './ids';
import type { BuiltCompany } from './staff';

/** The pay day of the month (a common one in Swedish payroll). */
const PAY_DAY = 25;
/** The tax table's rate as the demo applies it (table 33, column 1, roughly). */
const TAX = 0.3;
const OB_RATE = 62.5;

const pad = (n: number) => String(n).padStart(2, '0');
const rounded = (n: number) => Math.round(n * 100) / 100;

/** The last three pay days up to `today` (YYYY-MM-DD), oldest first. */
export function demoPayDays(today: string): string[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const last = y * 12 + (m - 1) - (d < PAY_DAY ? 1 : 0);
  return [2, 1, 0].map((i) => `${Math.floor((last - i) / 12)}-${pad(((last - i) % 12) + 1)}-${PAY_DAY}`);
}

/** A number from 0 to n − 1 fixed by the text (the demo's salaries differ but never change between starts). */
const pick = (text: string, n: number) =>
  [...text].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 9973, 7) % n;

function payslipOf(
  anstNr: string,
  namn: string,
  payDay: string,
  index: number,
  ytd: { brutto: number; skatt: number; netto: number },
): LonebeskedData {
  const month = Number(payDay.slice(5, 7));
  const lon = 28000 + pick(anstNr, 29) * 500;
  const obTimmar = 6 + ((pick(anstNr, 7) + index * 5) % 14);
  const rows: Lonerad[] = [
    row({ LoneArt: '010', Benamning: 'Månadslön', Belopp: lon, Fet: true }),
    row({
      LoneArt: '310',
      Benamning: 'OB-tillägg kväll',
      Timmar: obTimmar,
      Antal: obTimmar,
      Enhet: 'tim',
      APris: OB_RATE,
      Belopp: rounded(obTimmar * OB_RATE),
    }),
  ];
  if (index === 1)
    rows.push(
      row({
        LoneArt: '410',
        Benamning: 'Övertid',
        Timmar: 4,
        Antal: 4,
        Enhet: 'tim',
        APris: rounded(lon / 94),
        Belopp: rounded((4 * lon) / 94),
      }),
    );
  if (index === 2 && pick(anstNr, 3) === 0)
    rows.push(
      row({
        LoneArt: '520',
        Benamning: 'Karensavdrag',
        Kommentar: 'Sjuk en dag',
        Dagar: 1,
        Belopp: -rounded(lon * 0.0364),
      }),
    );
  rows.push(row({ LoneArt: '900', Benamning: 'Kontering', Dold: true, LoneTyp: null, Belopp: 0 }));
  rows.push(
    row({
      LoneArt: '800',
      Benamning: 'Friskvårdsbidrag',
      LoneTyp: 'FÖRMÅN',
      Belopp: 0,
      Kommentar: 'Skattefritt',
    }),
  );
  const brutto = summa(rows.filter((r) => r.LoneTyp === 'BRUTTO').map((r) => r.Belopp)) ?? 0;
  const skatt = Math.round(brutto * TAX);
  const netto = rounded(brutto - skatt);
  rows.push(row({ LoneArt: '950', Benamning: 'Skatt enligt tabell 33', LoneTyp: 'SKATT', Belopp: -skatt }));
  rows.push(row({ LoneArt: '990', Benamning: 'Nettolön', LoneTyp: 'NETTO', Belopp: netto, Fet: true }));
  ytd.brutto += brutto;
  ytd.skatt += skatt;
  ytd.netto += netto;
  return {
    PeriodId: payDay.slice(0, 7),
    PeriodText: `${DATE_NAMES.sv.month[month - 1]} ${payDay.slice(0, 4)}`.replace(/^./, (c) =>
      c.toUpperCase(),
    ),
    BetalDatum: payDay,
    Namn: namn,
    ClearingNr: '8327',
    BankKonto: `9${pad(pick(anstNr, 97))}${pad(pick(`${anstNr}k`, 97))}23`,
    Skatt: {
      Procent: TAX * 100,
      Tabell: 33,
      Kolumn: 1,
      JamkningProcent: null,
      JamkningBelopp: null,
      Tabellskatt: skatt,
      Engangsskatt: 0,
      Kapitalskatt: null,
      Extraskatt: 0,
    },
    Utbetalt: netto,
    Ackumulerat: {
      Bruttolon: rounded(ytd.brutto),
      PrelSkatt: rounded(ytd.skatt),
      Nettolon: rounded(ytd.netto),
    },
    Rader: rows,
    Info: '',
  };
}

function saldoOf(anstNr: string, payDay: string, index: number): Saldo {
  const taken = [0, 5, 12][index]! + pick(anstNr, 4);
  return {
    Datum: payDay,
    FlexSaldo: rounded(((pick(anstNr, 21) - 8) * 1.5 + index * 2.25) % 30),
    KompSaldo: rounded(4 + pick(anstNr, 5) * 2 + index),
    TidbankTimmar: null,
    TidbankBelopp: null,
    Semester: {
      Betalda: { Totalt: 25, Uttagna: taken, Kvar: 25 - taken },
      Obetalda: { Totalt: 0, Uttagna: 0, Kvar: 0 },
      Forskott: { Totalt: null, Uttagna: null, Kvar: null },
      Sparade: { Totalt: 5, Uttagna: index === 2 ? 2 : 0, Kvar: index === 2 ? 3 : 5 },
    },
    SemLonTotalt: rounded((25 * 0.0043 * (28000 + pick(anstNr, 29) * 500) * 12) / 25),
    SemLonUtbetald: null,
  };
}

export interface DemoPayslips {
  runs: (typeof payRuns.$inferInsert)[];
  payslips: (typeof payslips.$inferInsert)[];
  balances: (typeof balances.$inferInsert)[];
  /** The latest payslip's message to each employee's accounts. */
  messages: (typeof messages.$inferInsert)[];
}

/** The demo company's three pay runs, paid out by `today`, for every employee. */
export function demoPayslips(
  c: BuiltCompany,
  today: string,
  at: Date,
  accountsOf: (anstNr: string) => readonly string[],
): DemoPayslips {
  const out: DemoPayslips = { runs: [], payslips: [], balances: [], messages: [] };
  if (c.employees.length === 0) return out;
  const days = demoPayDays(today);
  const ytd = new Map(c.employees.map((e) => [e.anstNr, { brutto: 0, skatt: 0, netto: 0 }]));
  days.forEach((payDay, index) => {
    const runId = stableUuid(`payrun:${c.ftgKey}:${payDay}`);
    const periodId = payDay.slice(0, 7);
    out.runs.push({
      id: runId,
      ftgId: c.ftgId,
      periodId,
      periodText: '',
      betalDatum: payDay,
      filnamn: `lonut-${periodId}.xml`,
      importedAt: at,
    });
    for (const e of c.employees) {
      const data = payslipOf(e.anstNr, `${e.foNamn} ${e.efNamn}`, payDay, index, ytd.get(e.anstNr)!);
      out.runs[out.runs.length - 1]!.periodText = data.PeriodText;
      out.payslips.push({
        id: stableUuid(`payslip:${c.ftgKey}:${payDay}:${e.anstNr}`),
        ftgId: c.ftgId,
        payRunId: runId,
        anstNr: e.anstNr,
        betalDatum: payDay,
        data,
        announcedAt: at,
      });
      out.balances.push({
        ftgId: c.ftgId,
        anstNr: e.anstNr,
        datum: payDay,
        data: saldoOf(e.anstNr, payDay, index),
      });
      if (index === days.length - 1)
        for (const recipientId of accountsOf(e.anstNr))
          out.messages.push({
            ftgId: c.ftgId,
            recipientId,
            ...lonebeskedMeddelande(data.PeriodText),
            createdAt: at,
          });
    }
  });
  return out;
}
