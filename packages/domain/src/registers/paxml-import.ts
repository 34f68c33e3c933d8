import { z } from 'zod';
import { isPaxmlTidKod } from '../payroll/index';
import type { TID_KOD_TYPER } from './codes';

// The import of the registers from the payroll program (DOMAIN §12): a PAXml file's `personal`,
// `koder`, `resultatenheter`, `dimensioner` and `schematransaktioner`, compared with the portal's
// registers before anything is stored. The payroll program is the master of what it sends, but a
// change made in the portal that payroll has not yet received is never overwritten: each field is
// merged three ways, between the portal's value, the value the last import brought (what payroll
// had then) and the file's.

/** The largest PAXml file the portal reads: a year of schedule days for 500 employees is about 15 MB. */
export const PAXML_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The result-unit dimensions the portal keeps (PAXml allows 1–99). */
export const PORTAL_DIMENSIONS = 6;

/** A person of `personal` (personTYPE), the fields the portal keeps. '' or absent: the file says nothing. */
export interface PaxmlPerson {
  AnstNr: string;
  PersNr: string;
  FoNamn?: string;
  EfNamn?: string;
  Email?: string;
  Phone?: string;
  AnstDatum?: string;
  SlutDatum?: string;
  /** delete="true": the person has left payroll. */
  Delete: boolean;
  /** resenheter/resenhet@dim@id (the person's own result units). */
  ResEnheter: { Dim: number; Id: string }[];
}
export interface PaxmlKod {
  Id: string;
  Namn: string;
}
export interface PaxmlUnit {
  Dim: number;
  Id: string;
  Namn: string;
  Delete: boolean;
}
export interface PaxmlDimension {
  Dim: number;
  Namn: string;
}
/** schematransaktioner/schema/dag: a scheduled day of one person, as payroll has it. */
export interface PaxmlScheduleDay {
  Datum: string;
  StartTid: string | null;
  SlutTid: string | null;
  Timmar: number | null;
}
export interface PaxmlSchedule {
  AnstNr: string;
  PersNr: string;
  Dagar: PaxmlScheduleDay[];
}
/** What a PAXml file says about the registers. */
export interface PaxmlRegisters {
  Orgnr: string;
  Personal: PaxmlPerson[];
  Koder: PaxmlKod[];
  Resultatenheter: PaxmlUnit[];
  Dimensioner: PaxmlDimension[];
  Scheman: PaxmlSchedule[];
}

/** How a value merges (three ways): as it is, the file's taken, the portal's kept, or both changed. */
export type MergeOutcome = 'SAME' | 'TAKE_FILE' | 'KEEP_PORTAL' | 'CONFLICT';

/**
 * One field, three ways. `synced` is what the last import brought (undefined: never imported).
 * The file saying nothing changes nothing; payroll's change is taken where the portal has none of
 * its own; the portal's own change is kept while payroll still sends what it had; both changed
 * differently is a conflict for a person to decide.
 */
export function mergeField(
  portal: string,
  synced: string | undefined,
  file: string | undefined,
): MergeOutcome {
  if (file === undefined || file === portal) return 'SAME';
  if (synced === undefined) return portal === '' ? 'TAKE_FILE' : 'CONFLICT';
  if (portal === synced) return 'TAKE_FILE';
  if (file === synced) return 'KEEP_PORTAL';
  return 'CONFLICT';
}

/** The kinds of preview rows. */
export const IMPORT_ROW_KINDS = ['NY', 'ANDRAD', 'AVSLUTAD', 'KONFLIKT', 'FEL'] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];
export const IMPORT_SECTIONS = [
  'personal',
  'koder',
  'resultatenheter',
  'dimensioner',
  'schematransaktioner',
] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

/**
 * Why a row is as it is (ImportRow.Orsak; the web's `registers.import.reasons.*`): a wrong row's
 * fault, a new code's register, and 'same' for a row the import leaves as it is.
 */
export const IMPORT_REASONS = [
  'noAnstNr',
  'duplicateInFile',
  'persNrInvalid',
  'duplicatePersNr',
  'persNrOfAnother',
  'namesMissing',
  'codeGroupsMissing',
  'dimensionNotUsed',
  'unknownEmployee',
  'newTimeCode',
  'newPayCode',
  'same',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];

/** A field of a row: its value in the portal and in the file, and how they merge. */
export const ImportFieldSchema = z.object({
  Falt: z.string(),
  Portal: z.string(),
  Fil: z.string(),
  Utfall: z.enum(['TAKE_FILE', 'KEEP_PORTAL', 'CONFLICT']),
});
export type ImportField = z.infer<typeof ImportFieldSchema>;

/** A row of the preview: what the import would do with one person, code, unit, dimension or schedule. */
export const ImportRowSchema = z.object({
  Sektion: z.enum(IMPORT_SECTIONS),
  /** The row's key: AnstNr, a code, `dim:id`, a dimension. */
  Nyckel: z.string(),
  Namn: z.string(),
  Typ: z.enum(IMPORT_ROW_KINDS),
  Falt: z.array(ImportFieldSchema),
  /** Why a row is wrong, or which register a new code goes to (IMPORT_REASONS); '' otherwise. */
  Orsak: z.union([z.enum(IMPORT_REASONS), z.literal('')]),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportCountsSchema = z.object({
  Nya: z.int(),
  Andrade: z.int(),
  Avslutade: z.int(),
  Konflikter: z.int(),
  Fel: z.int(),
  Oforandrade: z.int(),
  /** Schedule days: new or changed, and as they were. */
  SchemadagarAndrade: z.int(),
  SchemadagarOforandrade: z.int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/** The answer of a preview and of an import: the counts and the rows that change or need a decision. */
export const ImportResultSchema = z.object({
  Antal: ImportCountsSchema,
  Rader: z.array(ImportRowSchema),
  /** True once stored (an import), false for a preview. */
  Sparad: z.boolean(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The key of a conflict's decision: section, row key and field. */
export const decisionKey = (sektion: ImportSection, nyckel: string, falt: string) =>
  `${sektion}:${nyckel}:${falt}`;

/** POST /registers/import/paxml(/preview): the file, the code groups new employees get, and the decisions. */
export const PaxmlImportRequestSchema = z
  .object({
    Filnamn: z.string().trim().max(255).default(''),
    /** The file's bytes in base64. */
    Innehall: z.string().min(1, { error: 'validation.required' }),
    /** The code groups a new employee gets (PAXml does not carry them; set in the portal). */
    TidKodGrupp: z.string().trim().max(20).default(''),
    LonKodGrupp: z.string().trim().max(20).default(''),
    /** Each conflict's decision, by decisionKey: the file's value or the portal's. */
    Beslut: z.record(z.string().max(200), z.enum(['FIL', 'PORTAL'])).default({}),
    /** Store the right rows and leave the wrong ones (they are listed). */
    HoppaOverFel: z.boolean().default(false),
  })
  .strict();
export type PaxmlImportRequest = z.output<typeof PaxmlImportRequestSchema>;

/** The time-code type a PAXml tidkod brings (its meaning in DOMAIN §12); a code made from `koder`. */
export function tidKodTypOf(id: string): (typeof TID_KOD_TYPER)[number] {
  if (id.startsWith('SEM')) return 'SEMESTER';
  if (id.startsWith('SJK')) return 'SJUK';
  if (id === 'VAB') return 'VAB';
  if (id === 'KOM') return 'KOMP';
  if (id === 'ÖT' || id.startsWith('ÖT')) return 'OVERTID';
  if (id === 'MER' || id.startsWith('MER')) return 'MERTID';
  return 'FRANVARO';
}

/** Whether a `koder` id is a time code (one of the schema's tidkoder); other ids are pay codes. */
export const isTimeCodeId = (id: string): boolean => isPaxmlTidKod(id);
