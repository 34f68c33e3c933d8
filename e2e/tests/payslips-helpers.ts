import { expect, type APIRequestContext } from '@playwright/test';
import { API_HEADERS } from './helpers';
import type { FixtureUser } from './fixtures';

// Helpers of the payslips' specs: the payroll program's LÖNUT file after a pay run (DOMAIN §12;
// ISO-8859-1 and valid against both PAXml 2.0 schemas, as the server's lonut-test-kit.ts writes it),
// and its import through the API. The pay days are the 25th of months before this one by the real
// clock, so every payslip is paid out (a payslip shows from its pay day).

const MONTHS = [
  'Januari',
  'Februari',
  'Mars',
  'April',
  'Maj',
  'Juni',
  'Juli',
  'Augusti',
  'September',
  'Oktober',
  'November',
  'December',
];

/** The pay period `back` months before this one: its id, its text and its pay day, the 25th. */
export function payPeriod(back: number) {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 25));
  const id = d.toISOString().slice(0, 7);
  return { id, text: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`, payDay: `${id}-25` };
}
type Period = ReturnType<typeof payPeriod>;

interface Row {
  lonart: string;
  benamning: string;
  lonetyp?: string;
  font?: 'FET' | 'DOLD';
  timmar?: number;
  dagar?: number;
  apris?: number;
  belopp: number;
}

const KONTERING: Row = { lonart: '900', benamning: 'Kontering', font: 'DOLD', belopp: 0 };

/**
 * The older month: salary, ten hours of evening supplement, a sick day's deduction, a hidden
 * accounting row, tax and net pay (22 000,80 kr).
 */
export const OLDER_ROWS: readonly Row[] = [
  { lonart: '010', benamning: 'Månadslön', lonetyp: 'BRUTTO', font: 'FET', belopp: 32000 },
  { lonart: '310', benamning: 'OB-tillägg kväll', lonetyp: 'BRUTTO', timmar: 10, apris: 62, belopp: 620 },
  { lonart: '520', benamning: 'Karensavdrag', lonetyp: 'BRUTTO', dagar: 1, belopp: -1019.2 },
  KONTERING,
  { lonart: '950', benamning: 'Skatt', lonetyp: 'SKATT', belopp: -9600 },
  { lonart: '990', benamning: 'Nettolön', lonetyp: 'NETTO', font: 'FET', belopp: 22000.8 },
];

/**
 * The newer month: 12 more hours of evening supplement, overtime new, no deduction, more tax, and
 * 24 608 kr paid out.
 */
export const NEWER_ROWS: readonly Row[] = [
  { lonart: '010', benamning: 'Månadslön', lonetyp: 'BRUTTO', font: 'FET', belopp: 32000 },
  { lonart: '310', benamning: 'OB-tillägg kväll', lonetyp: 'BRUTTO', timmar: 22, apris: 62, belopp: 1364 },
  { lonart: '410', benamning: 'Övertid', lonetyp: 'BRUTTO', timmar: 4, apris: 340.5, belopp: 1362 },
  KONTERING,
  { lonart: '950', benamning: 'Skatt', lonetyp: 'SKATT', belopp: -10118 },
  { lonart: '990', benamning: 'Nettolön', lonetyp: 'NETTO', font: 'FET', belopp: 24608 },
];

const el = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : `<${name}>${value}</${name}>`;

const lonrad = (r: Row, i: number) =>
  `<lonrad radnr="${i + 1}">${el('lonart', r.lonart)}${el('font', r.font)}${el('benamning', r.benamning)}` +
  `${el('timmar', r.timmar)}${el('dagar', r.dagar)}${el('apris', r.apris)}${el('belopp', r.belopp.toFixed(2))}` +
  `${el('lonetyp', r.lonetyp)}</lonrad>`;

/** Balances: flex hours, paid vacation days (total and taken), saved days, comp time and vacation pay. */
const balances = (s: { flex: number; taken: number }) =>
  `<flexsaldo>${s.flex}</flexsaldo><kompsaldo>6</kompsaldo><sembettot>25</sembettot>` +
  `<sembetutb>${s.taken}</sembetutb><semspatot>5</semspatot><semspautb>0</semspautb>` +
  '<semlontot>14448.00</semlontot>';

interface Person {
  anstid: string;
  persnr: string;
  fornamn: string;
  efternamn: string;
}

function lonebesked(who: Person, p: Period, rows: readonly Row[], saldo: string): string {
  const sum = (type: string) => rows.filter((r) => r.lonetyp === type).reduce((a, r) => a + r.belopp, 0);
  return (
    `<lonebesked anstid="${who.anstid}" persnr="${who.persnr}">` +
    `<periodid>${p.id}</periodid><periodtext>${p.text}</periodtext><betaldatum>${p.payDay}</betaldatum>` +
    `<fornamn>${who.fornamn}</fornamn><efternamn>${who.efternamn}</efternamn>` +
    '<clearingnr>8327</clearingnr><bankkonto>9417923</bankkonto><skattprocent>30</skattprocent>' +
    `<skattetabell>33</skattetabell><skattekolumn>1</skattekolumn><tabellskatt>${(-sum('SKATT')).toFixed(2)}</tabellskatt>` +
    `<utbetalt>${sum('NETTO').toFixed(2)}</utbetalt><lonerader>${rows.map(lonrad).join('')}</lonerader>` +
    '<ackbruttolon>358000.00</ackbruttolon><ackprelskatt>107400.00</ackprelskatt>' +
    `<acknettolon>250600.00</acknettolon>${saldo}</lonebesked>`
  );
}

/** Someone the portal does not know: the preview lists them as not found. */
export const STRANGER: Person = {
  anstid: 'X9999',
  persnr: '198001019999',
  fornamn: 'Okänd',
  efternamn: 'Okändsson',
};

/**
 * A LÖNUT file of two pay runs, the two months before this one, for each of `people` (named Per
 * Persson on the payslip): OLDER_ROWS then NEWER_ROWS, with the balances of each pay day and of the
 * two months before; and with `stranger`, a payslip of someone the portal does not know.
 */
export function lonutFile(people: readonly FixtureUser[], { stranger = false } = {}): Buffer {
  const [older, newer] = [payPeriod(2), payPeriod(1)];
  const slips: string[] = [];
  const earlier: string[] = [];
  for (const u of people) {
    const who = { anstid: u.anstNr!, persnr: u.persNr!, fornamn: 'Per', efternamn: 'Persson' };
    slips.push(lonebesked(who, older, OLDER_ROWS, balances({ flex: 4.5, taken: 10 })));
    slips.push(lonebesked(who, newer, NEWER_ROWS, balances({ flex: 7.25, taken: 12 })));
    [payPeriod(4), payPeriod(3)].forEach((p, i) =>
      earlier.push(
        `<saldo anstid="${who.anstid}" persnr="${who.persnr}"><datum>${p.payDay}</datum>` +
          `${balances({ flex: -2 + i * 3, taken: 2 + i * 3 })}</saldo>`,
      ),
    );
  }
  if (stranger) slips.push(lonebesked(STRANGER, newer, NEWER_ROWS, ''));
  const xml =
    '<?xml version="1.0" encoding="ISO-8859-1"?>' +
    '<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">' +
    '<header><format>LÖNUT</format><version>2.0</version><programnamn>Lönesystemet</programnamn></header>' +
    `<loneutbetalning>${slips.join('')}</loneutbetalning>` +
    `<saldon>${earlier.join('')}</saldon>` +
    '</paxml>';
  return Buffer.from(xml, 'latin1');
}

/**
 * Publishes lonutFile(people) as the session of `api` (one who may import pay runs: LIC, ADM, FTG),
 * as the dialog's Publicera does.
 */
export async function publishPayRun(api: APIRequestContext, people: readonly FixtureUser[]): Promise<void> {
  const res = await api.post('/api/lonebesked/import', {
    headers: API_HEADERS,
    data: { Filnamn: 'lonut.xml', Innehall: lonutFile(people).toString('base64') },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).Publicerad).toBe(true);
}
