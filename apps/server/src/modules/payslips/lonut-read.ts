// Reads the payroll program's report after a pay run (DOMAIN §12: PAXml format LÖNUT), checked as
// every PAXml file is (shared/paxml-read.ts): each `lonebesked` with its rows and balances, and each
// `saldo`, as the domain's model.
import type { Element } from '@xmldom/xmldom';
import {
  LONETYPER,
  LONUT_IMPORT_MAX_BYTES,
  type Lonetyp,
  type LonebeskedData,
  type Lonerad,
  type Saldo,
} from '@lonportal/domain/payslips/index';
import { attr, child, children, decimal, readPaxmlRoot, text } from '../../shared/paxml-read';

export interface LonutPerson {
  /** `anstid` ('' when the file gives none). */
  AnstNr: string;
  /** `persnr` ('' when the file gives none). */
  PersNr: string;
  Namn: string;
}

export interface LonutFile {
  Orgnr: string;
  Lonebesked: (LonutPerson & { data: LonebeskedData; saldo: Saldo | null })[];
  Saldon: (LonutPerson & { saldo: Saldo })[];
}

/** xs:date or xs:dateTime → 'YYYY-MM-DD'. */
const day = (v: string | undefined) => (v ? v.slice(0, 10) : null);

const lonetyp = (v: string | undefined): Lonetyp | null =>
  (LONETYPER as readonly string[]).includes(v ?? '') ? (v as Lonetyp) : null;

function lonerad(r: Element): Lonerad {
  const font = text(r, 'font');
  return {
    LoneArt: text(r, 'lonart') ?? '',
    Benamning: text(r, 'benamning') ?? text(r, 'lonart') ?? '',
    Kommentar: text(r, 'kommentar') ?? '',
    DatumFrom: day(text(r, 'datumfrom')),
    DatumTom: day(text(r, 'datumtom')),
    Timmar: decimal(r, 'timmar'),
    Dagar: decimal(r, 'dagar') ?? decimal(r, 'arbetsdagar'),
    Antal: decimal(r, 'antal'),
    Enhet: text(r, 'enhet') ?? '',
    APris: decimal(r, 'apris'),
    Belopp: decimal(r, 'belopp'),
    LoneTyp: lonetyp(text(r, 'lonetyp')),
    Fet: font === 'FET',
    Dold: font === 'DOLD',
    KundNr: text(r, 'kundnr') ?? '',
  };
}

/** The balance elements of `lonebesked` and `saldo` (DOMAIN §12). */
export const SALDO_ELEMENTS = [
  'flexsaldo',
  'kompsaldo',
  'tidbanktim',
  'tidbankbel',
  'sembettot',
  'sembetutb',
  'semobetot',
  'semobeutb',
  'semfortot',
  'semforutb',
  'semspatot',
  'semspautb',
  'semlontot',
  'semlonutb',
] as const;

/** Vacation days of a kind: `sem<kind>tot` and `sem<kind>utb`; what remains is the difference. */
function semesterdagar(e: Element, kind: string) {
  const Totalt = decimal(e, `sem${kind}tot`);
  const Uttagna = decimal(e, `sem${kind}utb`);
  const Kvar = Totalt === null ? null : Math.round((Totalt - (Uttagna ?? 0)) * 100) / 100;
  return { Totalt, Uttagna, Kvar };
}

/** The balances an element reports (null when it reports none), as of `datum`. */
function saldoOf(e: Element, datum: string): Saldo | null {
  if (!SALDO_ELEMENTS.some((name) => text(e, name) !== undefined)) return null;
  return {
    Datum: datum,
    FlexSaldo: decimal(e, 'flexsaldo'),
    KompSaldo: decimal(e, 'kompsaldo'),
    TidbankTimmar: decimal(e, 'tidbanktim'),
    TidbankBelopp: decimal(e, 'tidbankbel'),
    Semester: {
      Betalda: semesterdagar(e, 'bet'),
      Obetalda: semesterdagar(e, 'obe'),
      Forskott: semesterdagar(e, 'for'),
      Sparade: semesterdagar(e, 'spa'),
    },
    SemLonTotalt: decimal(e, 'semlontot'),
    SemLonUtbetald: decimal(e, 'semlonutb'),
  };
}

const personOf = (e: Element): LonutPerson => ({
  AnstNr: attr(e, 'anstid'),
  PersNr: attr(e, 'persnr'),
  Namn: [text(e, 'fornamn'), text(e, 'efternamn')].filter(Boolean).join(' '),
});

function lonebeskedOf(e: Element, fileDate: string | null) {
  // A payslip without a pay day is paid the day the file was made.
  const BetalDatum = day(text(e, 'betaldatum')) ?? fileDate ?? '';
  const person = personOf(e);
  const data: LonebeskedData = {
    PeriodId: text(e, 'periodid') ?? BetalDatum,
    PeriodText: text(e, 'periodtext') ?? '',
    BetalDatum,
    Namn: person.Namn,
    ClearingNr: text(e, 'clearingnr') ?? '',
    BankKonto: text(e, 'bankkonto') ?? '',
    Skatt: {
      Procent: decimal(e, 'skattprocent'),
      Tabell: decimal(e, 'skattetabell'),
      Kolumn: decimal(e, 'skattekolumn'),
      JamkningProcent: decimal(e, 'jamkningprc'),
      JamkningBelopp: decimal(e, 'jamkningbel'),
      Tabellskatt: decimal(e, 'tabellskatt'),
      Engangsskatt: decimal(e, 'engangsskatt'),
      Kapitalskatt: decimal(e, 'kapitalskatt'),
      Extraskatt: decimal(e, 'extraskatt'),
    },
    Utbetalt: decimal(e, 'utbetalt'),
    Ackumulerat: {
      Bruttolon: decimal(e, 'ackbruttolon'),
      PrelSkatt: decimal(e, 'ackprelskatt'),
      Nettolon: decimal(e, 'acknettolon'),
    },
    Rader: children(child(e, 'lonerader'), 'lonrad').map(lonerad),
    Info: text(e, 'info') ?? '',
  };
  return { ...person, data, saldo: saldoOf(e, BetalDatum) };
}

/** The payslips and balances of a LÖNUT file, or a 4xx saying why it cannot be imported. */
export async function readLonut(bytes: Uint8Array): Promise<LonutFile> {
  const root = await readPaxmlRoot(bytes, LONUT_IMPORT_MAX_BYTES);
  const header = child(root, 'header');
  const fileDate = day(text(header, 'datum'));
  return {
    Orgnr: text(header, 'foretagorgnr') ?? '',
    Lonebesked: children(child(root, 'loneutbetalning'), 'lonebesked').map((e) => lonebeskedOf(e, fileDate)),
    Saldon: children(child(root, 'saldon'), 'saldo').flatMap((e) => {
      const saldo = saldoOf(e, day(text(e, 'datum')) ?? fileDate ?? '');
      return saldo && saldo.Datum ? [{ ...personOf(e), saldo }] : [];
    }),
  };
}
