import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { luhnCheckDigit } from '../validation/identity';

// The CSV import of employees, for a company whose payroll program does not write PAXml: a template
// in the user's language, and the reading of a filled one. Its columns are the register's fields;
// a column is known by its heading in any of the portal's languages, so a template downloaded in
// one language and filled in by someone working in another still reads.

/** The most rows (employees) one CSV file may hold, and its largest size. */
export const EMPLOYEE_CSV_MAX_ROWS = 10_000;
export const EMPLOYEE_CSV_MAX_BYTES = 5 * 1024 * 1024;

/** The columns, in the template's order, each with its heading per language. */
export const EMPLOYEE_CSV_COLUMNS = [
  { key: 'AnstNr', sv: 'Anställningsnummer', en: 'Employee number', fr: 'Matricule', pl: 'Numer pracownika' },
  { key: 'FoNamn', sv: 'Förnamn', en: 'First name', fr: 'Prénom', pl: 'Imię' },
  { key: 'EfNamn', sv: 'Efternamn', en: 'Last name', fr: 'Nom', pl: 'Nazwisko' },
  {
    key: 'PersNr',
    sv: 'Personnummer',
    en: 'Personal identity number',
    fr: "Numéro d'identité",
    pl: 'Numer identyfikacyjny',
  },
  { key: 'Email', sv: 'E-post', en: 'E-mail', fr: 'E-mail', pl: 'E-mail' },
  { key: 'Phone', sv: 'Mobilnummer', en: 'Mobile number', fr: 'Téléphone mobile', pl: 'Telefon komórkowy' },
  { key: 'Avdelning', sv: 'Avdelning', en: 'Department', fr: 'Service', pl: 'Dział' },
  {
    key: 'TidKodGrupp',
    sv: 'Tidkodsgrupp',
    en: 'Time code group',
    fr: 'Groupe de codes de temps',
    pl: 'Grupa kodów czasu',
  },
  {
    key: 'LonKodGrupp',
    sv: 'Lönekodsgrupp',
    en: 'Pay code group',
    fr: 'Groupe de codes de paie',
    pl: 'Grupa kodów płacowych',
  },
  { key: 'AnstDatum', sv: 'Anställd från', en: 'Employed from', fr: 'Embauché le', pl: 'Zatrudniony od' },
  {
    key: 'ArbSchema',
    sv: 'Arbetsschema',
    en: 'Work schedule',
    fr: 'Horaire de travail',
    pl: 'Harmonogram pracy',
  },
] as const satisfies readonly ({ key: string } & Record<Language, string>)[];
export type EmployeeCsvColumn = (typeof EMPLOYEE_CSV_COLUMNS)[number]['key'];

/** The template's example row: what each column looks like filled in. */
const EXAMPLE: Record<EmployeeCsvColumn, string> = {
  AnstNr: '1001',
  FoNamn: 'Anna',
  EfNamn: 'Andersson',
  PersNr: `19850312-123${luhnCheckDigit('850312123')}`,
  Email: 'anna.andersson@example.se',
  Phone: '+46701234567',
  Avdelning: 'EKO',
  TidKodGrupp: 'TJM',
  LonKodGrupp: 'TJM',
  AnstDatum: '2026-01-01',
  ArbSchema: 'HEL40',
};

/** The file name of the template, in the language. */
export const EMPLOYEE_CSV_TEMPLATE_NAMES: Record<Language, string> = {
  sv: 'anstallda-mall.csv',
  en: 'employees-template.csv',
  fr: 'modele-salaries.csv',
  pl: 'szablon-pracownicy.csv',
};

const quote = (s: string) => (/[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * The template: the headings in the language and one example row, separated by semicolons (what a
 * spreadsheet set to Swedish reads and writes), with a byte-order mark so that Å, Ä and Ö open right.
 */
export function employeeCsvTemplate(language: Language): string {
  const head = EMPLOYEE_CSV_COLUMNS.map((c) => quote(c[language])).join(';');
  const example = EMPLOYEE_CSV_COLUMNS.map((c) => quote(EXAMPLE[c.key])).join(';');
  return `\uFEFF${head}\r\n${example}\r\n`;
}

/** The cells of a CSV text (RFC 4180 quotes; `;` or `,` as the first line uses). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((x) => x.trim() !== ''));
}

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const HEADINGS = new Map<string, EmployeeCsvColumn>(
  EMPLOYEE_CSV_COLUMNS.flatMap((c) =>
    [c.key, c.sv, c.en, c.fr, c.pl].map((h) => [normalise(h), c.key] as [string, EmployeeCsvColumn]),
  ),
);

/**
 * The column of each heading of the first row (null for a heading it does not know), or the
 * headings that are missing: AnstNr, the names and the code groups are needed.
 */
export function csvColumns(headings: readonly string[]): {
  columns: (EmployeeCsvColumn | null)[];
  missing: EmployeeCsvColumn[];
} {
  const columns = headings.map((h) => HEADINGS.get(normalise(h)) ?? null);
  const required: EmployeeCsvColumn[] = ['AnstNr', 'FoNamn', 'EfNamn', 'TidKodGrupp', 'LonKodGrupp'];
  return { columns, missing: required.filter((r) => !columns.includes(r)) };
}

/** An error of one row: its line in the file (the headings are line 1), the column and the i18n key. */
export const CsvRowErrorSchema = z.object({ Rad: z.int(), Falt: z.string(), Kod: z.string() });
export type CsvRowError = z.infer<typeof CsvRowErrorSchema>;

/** POST /registers/import/employees(/preview): the file, and whether to leave out wrong rows. */
export const EmployeeCsvImportSchema = z
  .object({
    Filnamn: z.string().trim().max(255).default(''),
    Innehall: z.string().min(1, { error: 'validation.required' }),
    HoppaOverFel: z.boolean().default(false),
  })
  .strict();
export type EmployeeCsvImport = z.output<typeof EmployeeCsvImportSchema>;

export const EmployeeCsvResultSchema = z.object({
  /** Employees the file holds, those right, and those wrong. */
  Rader: z.int(),
  Ratt: z.int(),
  Fel: z.array(CsvRowErrorSchema),
  /** The employees stored (an import) or to be stored (a preview). */
  Nya: z.array(z.object({ AnstNr: z.string(), FoNamn: z.string(), EfNamn: z.string() })),
  Sparad: z.boolean(),
});
export type EmployeeCsvResult = z.infer<typeof EmployeeCsvResultSchema>;

export const EmployeeCsvTemplateQuerySchema = z.object({ Sprak: z.enum(LANGUAGES).default('sv') }).strict();
