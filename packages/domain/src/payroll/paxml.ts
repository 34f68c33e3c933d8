import { z } from 'zod';
import { PeriodSchema } from '../time';
import type { PaxmlTravelEvent } from '../travel';

// The hand-off to payroll as PAXml 2.0 (DOMAIN §12). Pure functions: the server gathers the rows,
// the schedule and the company, this module writes the document. The official schema is the rule:
// every file validates against paxml-2.0.xsd (2012-12) and its 2013-12 revision (shared/paxml/).
//
//   paxml: header, resetransaktioner?, tidtransaktioner?, lonetransaktioner?, schematransaktioner?
//   resetransaktioner/resetrans@postid@anstid@persnr: tidpunkt, resekod, landskod, belopp, moms,
//     deltagarlista, bilnr, kilometer, samlingsid (the travel report's id) …
//   tidtransaktioner: the klar and attesterat markers first, then tidtrans+ (the schema's sequence
//     is (klar*, attesterat*, tidtrans)+, and the 2012 schema needs at least one tidtrans, so a
//     file without time transactions has no markers either)
//   tidtrans@postid@anstid@persnr: tidkod (the closed list), datum, starttid+sluttid or timmar, resenheter
//   lonetrans@postid@anstid@persnr: lonart, benamning, datum, antal, resenheter (time codes that
//     have no PAXml tidkod: their hours go as a quantity of the company's pay code)
//   schematransaktioner/schema@anstid/dag@datum@timmar: every day of the period, 0 included
// A trip goes in one form (ADR 0027): as its pay rows (lonetrans) where the portal computes it, as
// its travel events (resetrans) where the payroll program does; never both, which would pay twice.
// A row's Kommentar is no PAXml element: it stays in the portal.
// This file holds the vocabulary, the rows and the transfer's API shapes; paxml-writer.ts writes the
// document.
//
// Encoding: ISO-8859-1, as the published samples and the schema itself are written, since the
// Swedish payroll programs that import PAXml read it; a character outside Latin-1 (a Polish name)
// goes as a character reference, so every letter survives.

export const PAXML_VERSION = '2.0';
export const PAXML_SCHEMA_LOCATION = `http://www.paxml.se/${PAXML_VERSION}/paxml.xsd`;
/** DOMAIN §12: the file format a payroll system imports ("löneinläsning"). */
export const PAXML_FORMAT = 'LÖNIN';
export const PAXML_PROGRAM = 'Lönportalen';
export const PAXML_ENCODING = 'ISO-8859-1';
/** resenhet@id (dimidTYPE): at most 10 characters. */
export const PAXML_RESENHET_MAX = 10;

/** The schema's closed list of tidkoder (tidkodTYPE of paxml-2.0.xsd, the same in both revisions). */
export const PAXML_TIDKODER = [
  'SJK',
  'SJK_KAR',
  'SJK_LÖN',
  'SJK_ERS',
  'SJK_PEN',
  'ASK',
  'HAV',
  'FPE',
  'VAB',
  'SMB',
  'UTB',
  'MIL',
  'SVE',
  'NÄR',
  'TJL',
  'SEM',
  'SEM_BET',
  'SEM_SPA',
  'SEM_OBE',
  'SEM_FÖR',
  'KOM',
  'PEM',
  'PER',
  'FAC',
  'ATK',
  'KON',
  'PAP',
  'ATF',
  'FR1',
  'FR2',
  'FR3',
  'FR4',
  'FR5',
  'FR6',
  'FR7',
  'FR8',
  'FR9',
  'FLX',
  'TS1',
  'TS2',
  'TS3',
  'TS4',
  'TS5',
  'TS6',
  'TS7',
  'TS8',
  'TS9',
  'TID',
  'ARB',
  'MER',
  'ÖT1',
  'ÖT2',
  'ÖT3',
  'ÖT4',
  'ÖT5',
  'ÖK1',
  'ÖK2',
  'ÖK3',
  'ÖK4',
  'ÖK5',
  'OB1',
  'OB2',
  'OB3',
  'OB4',
  'OB5',
  'OS1',
  'OS2',
  'OS3',
  'OS4',
  'OS5',
  'JR1',
  'JR2',
  'JR3',
  'JS1',
  'JS2',
  'JS3',
  'BE1',
  'BE2',
  'BE3',
  'BS1',
  'BS2',
  'BS3',
  'RE1',
  'RE2',
  'RE3',
  'HLG',
  'SKI',
  'LT1',
  'LT2',
  'LT3',
  'LT4',
  'LT5',
  'LT6',
  'LT7',
  'LT8',
  'LT9',
  'NV1',
  'NV2',
  'NV3',
  'NV4',
  'NV5',
  'NV6',
  'NV7',
  'NV8',
  'NV9',
] as const;
export type PaxmlTidKod = (typeof PAXML_TIDKODER)[number];

/** True when `kod` is one of the schema's tidkoder. */
export const isPaxmlTidKod = (kod: string): kod is PaxmlTidKod =>
  (PAXML_TIDKODER as readonly string[]).includes(kod);

/**
 * The PAXml tidkod a company time code is sent as when nobody has said otherwise: the code itself
 * when it is one of the schema's, jour and beredskap as the first of their kind (JR1, BE1), or
 * null: then the row goes as a lonetrans with the company's pay code.
 */
export function defaultPaxmlKod(tidKod: string, typ: string): PaxmlTidKod | null {
  if (isPaxmlTidKod(tidKod)) return tidKod;
  if (typ === 'JOUR') return 'JR1';
  if (typ === 'BEREDSKAP') return 'BE1';
  return null;
}

/** One exported time entry. */
export interface PaxmlTimeRow {
  /** The row's postid: the company's sequence number, unique for good (xs:int). */
  postId: number;
  anstNr: string;
  /** The employee's 12-digit personnummer, or '' when the registry has none. */
  persNr: string;
  /** How the row's code goes: as a PAXml tidkod, or as hours of a company pay code. */
  kod: { tidkod: PaxmlTidKod } | { lonart: string; benamning: string };
  datum: string;
  timmar: number;
  /** 'HH:MM' or '' when the row was typed as hours. */
  startTid: string;
  slutTid: string;
  rastMinuter: number;
  /** ResEnhet1..6 ('' where none). */
  resEnhet: readonly string[];
  /** A VAB day's child: their 12-digit personnummer (PAXml's barn), or '' for any other row. */
  barn: string;
}

/**
 * One exported compensation row: a lonetrans of the company's pay code with what it
 * pays in kronor, its VAT, goods group and account; a row in another currency says so in info.
 */
export interface PaxmlPayRow {
  postId: number;
  anstNr: string;
  persNr: string;
  lonart: string;
  benamning: string;
  /** The row's text. */
  kommentar: string;
  datum: string;
  antal: number;
  /** Price per unit in kronor, or null when the amount was typed. */
  apris: number | null;
  /** What the row pays, in kronor. */
  belopp: number;
  /** The VAT in it, in kronor. */
  moms: number;
  varugrupp: string;
  kontonr: string;
  resEnhet: readonly string[];
  /** The amount in the currency paid and the rate used ('42.00 EUR, kurs 11.520000'), '' in kronor. */
  info: string;
}

/** One employee's scheduled hours per day of the period. */
export interface PaxmlSchedule {
  anstNr: string;
  dagar: readonly { datum: string; timmar: number }[];
}

export interface PaxmlDocument {
  /** orgnr: the 12-digit wire form (SPEC §5). */
  company: { foretagId: string; orgnr: string; namn: string };
  /** When the file was made, written as local Swedish time. */
  skapad: Date;
  rows: readonly PaxmlTimeRow[];
  /** Compensation rows, after the time rows' pay codes in lonetransaktioner. */
  payRows?: readonly PaxmlPayRow[];
  /** The events of the trips the payroll program computes (ADR 0027), the first time their rows go. */
  travelEvents?: readonly PaxmlTravelEvent[];
  schedules: readonly PaxmlSchedule[];
  /**
   * The markers: `attesterat` (a manager attested the time, KalUseAttest) and `klar` (the employee
   * marked it ready, KalUseLonReady), per employee over the dates exported.
   */
  markers: { klar: boolean; attesterat: boolean };
}

/** The download's file name: paxml-<orgnr>-<from>-<to>.xml (characters outside [0-9A-Za-z-] dropped). */
export const paxmlFileName = (orgnr: string, from: string, to: string): string =>
  `paxml-${orgnr.replace(/[^0-9A-Za-z]/g, '')}-${from}-${to}.xml`;

/** The receipts of a transfer as one ZIP: kvitton-<orgnr>-<from>-<to>.zip. */
export const receiptsArchiveName = (orgnr: string, from: string, to: string): string =>
  `kvitton-${orgnr.replace(/[^0-9A-Za-z]/g, '')}-${from}-${to}.zip`;

/** POST /lonexport: the period whose transferable rows go to payroll. */
export const PayrollExportRequestSchema = PeriodSchema;

/** One transfer to payroll, as POST and GET /lonexport answer it (without the file). */
export const PayrollExportSchema = z.object({
  Id: z.uuid(),
  From: z.string(),
  To: z.string(),
  /** Rows transferred (0 when nothing new was ready: then no file was stored and Id is the null id). */
  Antal: z.number().int(),
  /** ISO timestamp. */
  Skapad: z.string(),
  SkapadAv: z.string(),
});
export type PayrollExport = z.infer<typeof PayrollExportSchema>;
export const PayrollExportListSchema = z.array(PayrollExportSchema);
export const PayrollExportIdParamsSchema = z.object({ Id: z.uuid() });
