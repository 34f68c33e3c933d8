// LÖNUT files (DOMAIN §12: the payroll program's report after a pay run) for the payslips' tests and
// bench, written as the payroll programs write them (ISO-8859-1): every element the schemas allow
// in `lonebesked`, `lonrad` and `saldo`, with the values the test gives.
import type { Lonetyp } from '@lonportal/domain/payslips/index';
import { SALDO_ELEMENTS } from './lonut-read';

export interface LonradXml {
  lonart?: string;
  benamning: string;
  lonetyp?: Lonetyp;
  font?: 'DOLD' | 'FET';
  timmar?: number;
  antal?: number;
  apris?: number;
  belopp: number;
  /** Every other element `lonrad` allows (but `regiona`, which only the 2012 schema knows). */
  alla?: boolean;
}

export interface LonebeskedXml {
  anstid?: string;
  persnr?: string;
  fornamn?: string;
  efternamn?: string;
  periodid?: string;
  periodtext?: string;
  /** Left out when null. */
  betaldatum?: string | null;
  utbetalt?: number;
  rader?: LonradXml[];
  /** The balances in the payslip (every balance element); none when absent. */
  saldo?: Partial<Record<SaldoElement, number>>;
}

export interface SaldoXml {
  anstid?: string;
  persnr?: string;
  datum: string;
  saldo: Partial<Record<SaldoElement, number>>;
}

export type SaldoElement = (typeof SALDO_ELEMENTS)[number];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const el = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null ? '' : `<${name}>${esc(String(value))}</${name}>`;
const attrs = (a: Record<string, string | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join('');

/** A typical month's rows: salary, evening supplement, a hidden accounting row, tax and net. */
export const typicalRows = (opts: { lon?: number; obTimmar?: number } = {}): LonradXml[] => {
  const lon = opts.lon ?? 32000;
  const ob = (opts.obTimmar ?? 10) * 62;
  const skatt = Math.round((lon + ob) * 0.3);
  return [
    { lonart: '010', benamning: 'Månadslön', lonetyp: 'BRUTTO', belopp: lon, font: 'FET' },
    {
      lonart: '310',
      benamning: 'OB-tillägg kväll',
      lonetyp: 'BRUTTO',
      timmar: opts.obTimmar ?? 10,
      apris: 62,
      belopp: ob,
      alla: true,
    },
    { lonart: '900', benamning: 'Kontering', font: 'DOLD', belopp: 0 },
    { lonart: '950', benamning: 'Skatt', lonetyp: 'SKATT', belopp: -skatt },
    { lonart: '990', benamning: 'Nettolön', lonetyp: 'NETTO', belopp: lon + ob - skatt, font: 'FET' },
  ];
};

function lonrad(r: LonradXml, radnr: number): string {
  return (
    `<lonrad radnr="${radnr}">` +
    el('lonart', r.lonart) +
    el('font', r.font) +
    el('benamning', r.benamning) +
    el('timmar', r.timmar) +
    el('antal', r.antal) +
    el('apris', r.apris) +
    el('belopp', r.belopp.toFixed(2)) +
    el('lonetyp', r.lonetyp) +
    (r.alla
      ? '<kommentar>Vecka 45-48</kommentar><datumfrom>2026-11-01T00:00:00</datumfrom>' +
        '<datumtom>2026-11-30T00:00:00</datumtom><arbetsdagar>21</arbetsdagar><dagar>2</dagar><enhet>tim</enhet>' +
        '<skattetyp>TABELL</skattetyp><skattprocent>30</skattprocent><avgifttyp>FULL</avgifttyp>' +
        '<avgiftprocent>31.42</avgiftprocent><kontonr>7010</kontonr><kundnr info="Brukare">B1</kundnr>' +
        '<resenheter><resenhet dim="1" id="100"/></resenheter><statistikkod>S1</statistikkod>' +
        '<kontrolluppgift>011</kontrolluppgift><info>Rad</info>'
      : '') +
    '</lonrad>'
  );
}

const saldoElements = (s: Partial<Record<SaldoElement, number>>) =>
  SALDO_ELEMENTS.map((name) => el(name, s[name])).join('');

/**
 * Every element `lonebesked` allows, those the test does not give with fixed values (tax table 33,
 * column 1, a Stockholm address), the rows in `lonerader` and the balances in the payslip.
 */
function lonebesked(p: LonebeskedXml): string {
  const rows = p.rader ?? typicalRows();
  return (
    `<lonebesked${attrs({ anstid: p.anstid, persnr: p.persnr })}>` +
    el('periodid', p.periodid ?? '2026-11') +
    el('periodtext', p.periodtext ?? 'November 2026') +
    (p.betaldatum === null ? '' : el('betaldatum', p.betaldatum ?? '2026-11-25')) +
    el('fornamn', p.fornamn ?? 'Anna') +
    el('efternamn', p.efternamn ?? 'Andersson') +
    '<extraadress>c/o Berg</extraadress><postadress>Storgatan 1</postadress><postnr>11122</postnr>' +
    '<ort>Stockholm</ort><land>Sverige</land><clearingnr>8327</clearingnr><bankkonto>9417923</bankkonto>' +
    '<skattprocent>30</skattprocent><skattetabell>33</skattetabell><jamkningprc>0</jamkningprc>' +
    '<jamkningbel>0</jamkningbel><skattekolumn>1</skattekolumn><tabellskatt>9786.00</tabellskatt>' +
    '<engangsskatt>0</engangsskatt><kapitalskatt>0</kapitalskatt><extraskatt>0</extraskatt>' +
    el(
      'utbetalt',
      (p.utbetalt ?? rows.filter((r) => r.lonetyp === 'NETTO').reduce((a, r) => a + r.belopp, 0)).toFixed(2),
    ) +
    '<arbavgiftprc>31.42</arbavgiftprc><arbavgiftbel>10249.20</arbavgiftbel>' +
    `<lonerader>${rows.map((r, i) => lonrad(r, i + 1)).join('')}</lonerader>` +
    '<ackbruttolon>358000.00</ackbruttolon><ackprelskatt>107400.00</ackprelskatt><acknettolon>250600.00</acknettolon>' +
    saldoElements(p.saldo ?? {}) +
    '<kontering><transaktion kontonr="7010" belopp="32620.00"><kundnr>B1</kundnr>' +
    '<resenheter><resenhet dim="1" id="100"/></resenheter></transaktion></kontering>' +
    '<info>Lönebesked från lönesystemet</info>' +
    '</lonebesked>'
  );
}

const saldo = (s: SaldoXml) =>
  `<saldo${attrs({ anstid: s.anstid, persnr: s.persnr })}>${el('datum', s.datum)}` +
  '<ackbruttolon>358000.00</ackbruttolon><ackprelskatt>107400.00</ackprelskatt><acknettolon>250600.00</acknettolon>' +
  `${saldoElements(s.saldo)}<info>Saldo</info></saldo>`;

/** A LÖNUT file with these payslips and balances, as ISO-8859-1 bytes. */
export function lonutFile(opts: {
  orgnr?: string;
  lonebesked?: LonebeskedXml[];
  saldon?: SaldoXml[];
  /** Replaces the whole document (hostile files). */
  raw?: string;
}): Buffer {
  if (opts.raw !== undefined) return Buffer.from(opts.raw, 'latin1');
  const xml =
    '<?xml version="1.0" encoding="ISO-8859-1"?>' +
    '<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">' +
    '<header><format>LÖNUT</format><version>2.0</version><datum>2026-11-24T18:00:00</datum>' +
    `<foretagid>1</foretagid>${el('foretagorgnr', opts.orgnr)}<foretagnamn>Testbolaget AB</foretagnamn>` +
    '<programnamn>Lönesystemet</programnamn></header>' +
    (opts.lonebesked?.length
      ? `<loneutbetalning>${opts.lonebesked.map(lonebesked).join('')}</loneutbetalning>`
      : '') +
    (opts.saldon?.length ? `<saldon>${opts.saldon.map(saldo).join('')}</saldon>` : '') +
    '</paxml>';
  return Buffer.from(xml, 'latin1');
}

/** The request body of POST /lonebesked/import(/preview) for a file. */
export const importBody = (file: Buffer, Filnamn = 'lonut.xml') => ({
  Filnamn,
  Innehall: file.toString('base64'),
});
