import { z } from 'zod';
import { COUNTRY_NAMES_SV } from './country-names';
import { COUNTRY_CURRENCY } from './countries';
import { OTHER_COUNTRIES, type NormalbeloppTable } from './foreign-per-diem';
import { NORMALBELOPP } from './normalbelopp-data';
import { DOMESTIC_PER_DIEM } from './per-diem';

/** Sweden's code (trip.ts HOME_COUNTRY; kept here so the tables do not need the trip). */
const HOME_COUNTRY = 'SE';

// Skatteverket's published normalbelopp (DOMAIN §1.3) as an administrator loads them: the
// EntryScape rowstore JSON ({ results: [{ "land eller område", "normalbelopp", "år", "landskod" }],
// next, … }, every value a string), read into whole tables per year, compared with what the
// portal has before anything is replaced.

/** Skatteverket's dataset of foreign per diem amounts (EntryScape rowstore). */
export const NORMALBELOPP_DATASET_URL =
  'https://skatteverket.entryscape.net/rowstore/dataset/70ccea31-b64c-4bf5-84c7-673f04f32505';

/** The name the table gives the row of every country it does not name. */
const OTHER_NAME = /^övriga länder/i;

export interface NormalbeloppRow {
  landskod: string;
  land: string;
  belopp: number;
}

const RowSchema = z.object({
  'land eller område': z.string().max(200),
  normalbelopp: z.union([z.string().max(100), z.number()]),
  år: z.union([z.string().max(10), z.number()]),
  landskod: z.string().max(100).optional().default(''),
});
const PageSchema = z.union([
  z.object({ results: z.array(z.unknown()).max(5000), next: z.string().max(2000).optional() }),
  z.array(z.unknown()).max(5000),
]);

/** Why a file or page could not be read: i18n keys under travel.normalbelopp.error. */
export type NormalbeloppReadError =
  'travel.normalbelopp.error.format' | 'travel.normalbelopp.error.empty' | 'travel.normalbelopp.error.row';

export type NormalbeloppRead =
  | { kind: 'ok'; years: Map<number, NormalbeloppRow[]>; next: string | null }
  | { kind: 'error'; error: NormalbeloppReadError; row?: number };

/** The first year a table can be loaded for, and the last (a typo of a year is refused). */
export const NORMALBELOPP_FIRST_YEAR = 2000;
export const NORMALBELOPP_LAST_YEAR = 2100;

/**
 * Reads one EntryScape page (or a plain array of its rows): each row's year, country code and
 * amount, "X, se Y" rows resolved to Y's amount of the same year, "Övriga länder och områden" as
 * ÖVRIGA. A row naming several codes ("BQ, CW, SX") is given under each.
 */
export function readNormalbeloppPage(json: unknown): NormalbeloppRead {
  const page = PageSchema.safeParse(json);
  if (!page.success) return { kind: 'error', error: 'travel.normalbelopp.error.format' };
  const list = Array.isArray(page.data) ? page.data : page.data.results;
  const next = Array.isArray(page.data) ? null : (page.data.next ?? null);
  const years = new Map<number, NormalbeloppRow[]>();
  const pointers: { year: number; codes: string[]; land: string; to: string; index: number }[] = [];
  for (const [index, raw] of list.entries()) {
    const row = RowSchema.safeParse(raw);
    if (!row.success) return { kind: 'error', error: 'travel.normalbelopp.error.row', row: index + 1 };
    const land = row.data['land eller område'].trim();
    const year = Number(String(row.data.år).trim());
    if (!Number.isInteger(year) || year < NORMALBELOPP_FIRST_YEAR || year > NORMALBELOPP_LAST_YEAR)
      return { kind: 'error', error: 'travel.normalbelopp.error.row', row: index + 1 };
    const codes = OTHER_NAME.test(land)
      ? [OTHER_COUNTRIES]
      : row.data.landskod
          .toUpperCase()
          .split(/[^A-Z]+/)
          .filter((c) => c.length === 2);
    if (codes.length === 0) return { kind: 'error', error: 'travel.normalbelopp.error.row', row: index + 1 };
    const amountText = String(row.data.normalbelopp).replace(/\s/g, '');
    const pointer = /^se(.+)$/i.exec(String(row.data.normalbelopp).trim());
    if (pointer) {
      pointers.push({ year, codes, land, to: pointer[1]!.replace(/^\s+/, ''), index });
      continue;
    }
    const belopp = Number(amountText.replace(',', '.'));
    if (!Number.isInteger(belopp) || belopp <= 0 || belopp > 100_000)
      return { kind: 'error', error: 'travel.normalbelopp.error.row', row: index + 1 };
    const rows = years.get(year) ?? [];
    for (const landskod of codes) rows.push({ landskod, land, belopp });
    years.set(year, rows);
  }
  for (const p of pointers) {
    const rows = years.get(p.year) ?? [];
    const target = rows.find((r) =>
      OTHER_NAME.test(p.to) ? r.landskod === OTHER_COUNTRIES : r.land.toLowerCase() === p.to.toLowerCase(),
    );
    if (!target) return { kind: 'error', error: 'travel.normalbelopp.error.row', row: p.index + 1 };
    for (const landskod of p.codes) rows.push({ landskod, land: p.land, belopp: target.belopp });
    years.set(p.year, rows);
  }
  return { kind: 'ok', years, next };
}

/** One year's table checked whole: it names each code once and has the "other countries" row. */
export function completeTable(rows: readonly NormalbeloppRow[]): NormalbeloppReadError | null {
  if (rows.length === 0) return 'travel.normalbelopp.error.empty';
  const codes = new Set(rows.map((r) => r.landskod));
  if (codes.size !== rows.length || !codes.has(OTHER_COUNTRIES)) return 'travel.normalbelopp.error.format';
  return null;
}

/** What loading a year's table would change: rows added, changed (from → to) and gone. */
export interface NormalbeloppChanges {
  ar: number;
  antal: number;
  nya: NormalbeloppRow[];
  andrade: (NormalbeloppRow & { tidigare: number })[];
  borttagna: NormalbeloppRow[];
}

export function normalbeloppChanges(
  ar: number,
  before: readonly NormalbeloppRow[],
  after: readonly NormalbeloppRow[],
): NormalbeloppChanges {
  const old = new Map(before.map((r) => [r.landskod, r]));
  const now = new Set(after.map((r) => r.landskod));
  const byCode = (a: NormalbeloppRow, b: NormalbeloppRow) => a.landskod.localeCompare(b.landskod);
  return {
    ar,
    antal: after.length,
    nya: after.filter((r) => !old.has(r.landskod)).sort(byCode),
    andrade: after
      .filter((r) => old.has(r.landskod) && old.get(r.landskod)!.belopp !== r.belopp)
      .map((r) => ({ ...r, tidigare: old.get(r.landskod)!.belopp }))
      .sort(byCode),
    borttagna: before.filter((r) => !now.has(r.landskod)).sort(byCode),
  };
}

/** The tables the portal ships, as rows (the Swedish names of the table). */
export function shippedNormalbelopp(ar: number): NormalbeloppRow[] {
  const table = NORMALBELOPP[ar];
  if (!table) return [];
  return Object.entries(table).map(([landskod, belopp]) => ({
    landskod,
    land: COUNTRY_NAMES_SV[landskod] ?? landskod,
    belopp,
  }));
}

/** Rows as the rules use them. */
export const tableOf = (rows: readonly NormalbeloppRow[]): NormalbeloppTable =>
  Object.fromEntries(rows.map((r) => [r.landskod, r.belopp]));

/**
 * SPEC §3 Currency item, as GET /traktamente/{year} answers it for the country picker: the
 * country (the table's Swedish name), its code, its currency and the year's amount. Sweden first
 * with the domestic full day; the "other countries" row last.
 */
export const CurrencyItemSchema = z.object({
  Land: z.string(),
  Landskod: z.string(),
  Valuta: z.string(),
  Valutakod: z.string(),
  Normalbelopp: z.number().nullable(),
});
export type CurrencyItem = z.infer<typeof CurrencyItemSchema>;

/**
 * The picker's countries for a year: every country the table names (and every other country at the
 * "other countries" amount), Sweden at the domestic full day; Normalbelopp null where the year has
 * no amounts. Currency names in Swedish, as the table's country names.
 */
export function currencyItems(ar: number, rows: readonly NormalbeloppRow[] | null): CurrencyItem[] {
  const table = rows ? tableOf(rows) : null;
  const names = new Map(Object.entries(COUNTRY_NAMES_SV));
  for (const r of rows ?? []) names.set(r.landskod, r.land);
  names.delete(OTHER_COUNTRIES);
  names.set(HOME_COUNTRY, 'Sverige');
  const currencyName = new Intl.DisplayNames(['sv'], { type: 'currency' });
  return [...names]
    .map(([code, land]) => {
      const valutakod = COUNTRY_CURRENCY[code] ?? '';
      const amount =
        code === HOME_COUNTRY
          ? (DOMESTIC_PER_DIEM[ar]?.full ?? null)
          : table
            ? (table[code] ?? table[OTHER_COUNTRIES] ?? null)
            : null;
      return {
        Land: land,
        Landskod: code,
        Valuta: valutakod ? (currencyName.of(valutakod) ?? valutakod) : '',
        Valutakod: valutakod,
        Normalbelopp: amount,
      };
    })
    .sort((a, b) =>
      a.Landskod === HOME_COUNTRY ? -1 : b.Landskod === HOME_COUNTRY ? 1 : a.Land.localeCompare(b.Land, 'sv'),
    );
}

/** Where an administrator loads a table from: a file's text, or an address (POST /admin/normalbelopp…). */
export const NORMALBELOPP_FILE_MAX = 4 * 1024 * 1024;
export const NormalbeloppSourceSchema = z.union([
  z.object({
    Json: z.string().min(1, { error: 'validation.required' }).max(NORMALBELOPP_FILE_MAX),
    FileName: z.string().trim().max(200).default(''),
  }),
  z.object({ Url: z.string().trim().min(1, { error: 'validation.required' }).max(2000) }),
]);

const NormalbeloppRowSchema = z.object({ landskod: z.string(), land: z.string(), belopp: z.number() });

/** GET /admin/normalbelopp: a year with a table, shipped with the portal or loaded (by whom, when, from where). */
export const NormalbeloppYearSchema = z.object({
  Ar: z.number().int(),
  Kalla: z.string(),
  Inlast: z.boolean(),
  InlastAv: z.string(),
  InlastTid: z.string(),
  Antal: z.number().int(),
});
export type NormalbeloppYear = z.infer<typeof NormalbeloppYearSchema>;

/** POST /admin/normalbelopp/forhandsgranska: what loading would change, per year. */
export const NormalbeloppPreviewSchema = z.object({
  Kalla: z.string(),
  Ar: z.array(
    z.object({
      ar: z.number(),
      antal: z.number(),
      nya: z.array(NormalbeloppRowSchema),
      andrade: z.array(NormalbeloppRowSchema.extend({ tidigare: z.number() })),
      borttagna: z.array(NormalbeloppRowSchema),
    }),
  ),
});
export type NormalbeloppPreview = z.infer<typeof NormalbeloppPreviewSchema>;
