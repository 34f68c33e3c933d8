import { z } from 'zod';

// SPEC §7 reference lists (cached 15 minutes in the web). Field names as SPEC §3 "Small lists".

export const TidKodSchema = z.object({
  TidKod: z.string(),
  BenText: z.string(),
  /** NORMAL, OVERTID, MERTID, FRANVARO, SJUK, VAB, SEMESTER, KOMP, OB, JOUR, BEREDSKAP */
  Typ: z.string(),
  Grupper: z.array(z.string()),
  /** What payroll gets (DOMAIN §12): the PAXml 2.0 tidkod, or '' and then hours of the pay code LonKod. */
  PaxmlKod: z.string(),
  LonKod: z.string(),
});
export const LonKodSchema = z.object({
  LonKod: z.string(),
  BenText: z.string(),
  /** UTLAGG, TRAKTAMENTE, MILERSATTNING, REPRESENTATION, TILLAGG, AVDRAG */
  Typ: z.string(),
  Enhet: z.string(),
  /** Price per unit in kronor, when the code has a fixed one. */
  Apris: z.number().nullable(),
  Grupper: z.array(z.string()),
  /** A row of this code needs a receipt whatever UseMandatoryReceipt says (SPEC §5). */
  KvittoKravs: z.boolean(),
});
/** GET /obregler (Plus): SPEC §3 obregler (OBRegelID, BenText) and what the rule pays when. */
export const ObRegelSchema = z.object({
  OBRegelID: z.string(),
  BenText: z.string(),
  TidKod: z.string(),
  DagTyp: z.enum(['VARDAG', 'HELG', 'STORHELG']),
  FranTid: z.string(),
  TillTid: z.string(),
});
/** GET /varugrupper: SPEC §3 Varugrupper (Namn). */
export const VarugruppSchema = z.object({ Namn: z.string() });
/** GET /kontoreg: the company's accounts a compensation row may be booked to. */
export const KontoSchema = z.object({ Konto: z.string(), Namn: z.string() });
export const BrukareSchema = z.object({ Brukare: z.string(), FoNamn: z.string(), EfNamn: z.string() });
export const ArbetsledareSchema = z.object({ Sign: z.string(), Namn: z.string() });
export const AvdelningSchema = z.object({ Avdelning: z.string(), Namn: z.string() });
/** GET /kompetenser: the company's competences (GLOSSARY Kompetenser), closed ones too for the names they keep. */
export const KompetensSchema = z.object({ Kompetens: z.string(), BenText: z.string() });
/** GET /egenskaper (Plus, SPEC §7): the company's properties, closed ones too. */
export const EgenskapSchema = z.object({ Egenskap: z.string(), BenText: z.string() });
/** GET /bemanna/bemuppgift: the staffing tasks not closed (SPEC §7 Deleted=false). */
export const BemuppgiftSchema = z.object({
  Bemuppgift: z.string(),
  BenText: z.string(),
  /** The department it is staffed from; '' for any. */
  Avdelning: z.string(),
  /** The competences it requires, every one of them. */
  Kompetenser: z.array(z.string()),
  Egenskaper: z.array(z.string()),
});
const ResEnhetItem = z.object({ Kod: z.string(), Namn: z.string() });
export const ResEnheterSchema = z.object({
  ResEnh1: z.array(ResEnhetItem),
  ResEnh2: z.array(ResEnhetItem),
  ResEnh3: z.array(ResEnhetItem),
  ResEnh4: z.array(ResEnhetItem),
  ResEnh5: z.array(ResEnhetItem),
  ResEnh6: z.array(ResEnhetItem),
});
export const ArbSchemaSchema = z.object({
  ArbSchema: z.string(),
  BenText: z.string(),
  /** Scheduled hours Monday..Sunday; a rotation over n weeks holds 7 × n, week after week. */
  Dagar: z.array(z.number()),
  StartTid: z.string(),
  /** The Monday a rotation's first week starts on; '' for one week. */
  RotationStart: z.string(),
  /** Closed in the registers: kept for who follows it, given to no one new. */
  Stangd: z.boolean(),
});
export const HolidaySchema = z.object({
  Datum: z.string(),
  Namn: z.string(),
  Typ: z.enum(['public', 'eve']),
});
export const PerSchemaRowSchema = z.object({
  FromDatum: z.string(),
  UseArbSchema: z.boolean(),
  ArbSchema: z.string(),
});
export const PerRegSchema = z.object({
  AnstNr: z.string(),
  UseArbSchema: z.boolean(),
  ArbSchema: z.string(),
});

export const AnstNrParamsSchema = z.object({ AnstNr: z.string().min(1).max(20) });
export const YearParamsSchema = z.object({ year: z.coerce.number().int().min(1900).max(2200) });
export const CodeGroupQuerySchema = z.object({ Grupp: z.string().max(20).optional() });
