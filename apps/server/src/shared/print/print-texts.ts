// The print PDFs' texts and formats in the user's language. Each text has one home, the
// web's i18n files (STYLE habit 4, ADR 0011): the server reads their `print` section, the status
// names and the travel texts (travel.print and the names and reasons the travel pages show), once
// per language and worker thread, and checks their shape, so a renamed key fails the print tests
// rather than printing an empty heading.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  formatNumberSv,
  REPRESENTATION_TYPES,
  TIME_ENTRY_STATUSES,
  TRAVEL_STATUSES,
  VEHICLE_TYPES,
  weekdayIndex,
  type Language,
  type TimeEntryStatus,
} from '@lonportal/domain';
import { MEALS, TRIP_PRINT_EVENTS } from '@lonportal/domain/travel/trip-print';
import { serverFile } from '../../paths';

/** apps/web/src/i18n. */
const I18N_DIR = serverFile('../web/src/i18n/');

const text = z.string().min(1);
const texts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>);

const PrintTextsSchema = z.object({
  print: z.object({
    ...texts(['company', 'orgnr', 'employee', 'period', 'periodValue', 'total'] as const).shape,
    pdf: texts(['page', 'printed'] as const),
    tidrapport: z.object({
      ...texts(['title', 'perCode', 'noRows'] as const).shape,
      col: texts([
        'datum',
        'tidkod',
        'benamning',
        'start',
        'slut',
        'timmar',
        'schema',
        'status',
        'kommentar',
        'rader',
      ] as const),
    }),
    attestlista: z.object({
      ...texts(['title', 'employees', 'empty'] as const).shape,
      col: texts(['anstNr', 'namn', 'avdelning', 'schema', 'timmar'] as const),
    }),
    ersattningar: z.object({
      ...texts(['title', 'empty', 'moms', 'receiptYes', 'receiptNo'] as const).shape,
      col: texts([
        'datum',
        'lonkod',
        'benamning',
        'text',
        'antal',
        'apris',
        'belopp',
        'moms',
        'summa',
        'status',
        'kvitto',
      ] as const),
    }),
  }),
  timeReport: z.object({ status: texts(TIME_ENTRY_STATUSES) }),
  // The travel expense report: its own texts under travel.print, the names the travel
  // pages use (kinds, statuses, vehicles), and the reasons the rules give as i18n keys.
  travel: z.object({
    print: z.object({
      ...texts([
        'title',
        'purpose',
        'destination',
        'distance',
        'distanceValue',
        'departure',
        'return',
        'status',
        'statusWithRows',
        'events',
        'days',
        'noDays',
        'nights',
        'mileage',
        'expenses',
        'representation',
        'totals',
      ] as const).shape,
      meal: texts(MEALS),
      col: texts([
        'event',
        'date',
        'time',
        'from',
        'to',
        'arrival',
        'country',
        'part',
        'base',
        'meals',
        'mealReduction',
        'amount',
        'why',
        'km',
        'vehicle',
        'regnr',
        'route',
        'rate',
        'taxFree',
        'taxable',
        'text',
        'vat',
        'currency',
        'exchangeRate',
        'type',
        'participants',
        'names',
        'deductibleVat',
        'nonDeductibleVat',
        'purpose',
        'vatRule',
        'expensesTotal',
        'benefit',
      ] as const),
    }),
    status: texts(TRAVEL_STATUSES),
    eventType: texts(TRIP_PRINT_EVENTS),
    part: texts(['full', 'half'] as const),
    vehicle: texts(VEHICLE_TYPES),
    representationType: texts(REPRESENTATION_TYPES),
    reason: z.record(z.string(), text),
    notEligible: z.record(z.string(), text),
    representation: z.record(z.string(), text),
  }),
  errors: z.object({ travelRulesMissing: text }),
});

type Texts = z.infer<typeof PrintTextsSchema>;

export interface PrintLocale {
  lang: Language;
  /** The `print` section of the language's i18n file. */
  t: Texts['print'];
  /** The travel expense report's texts (travel.print and the travel names it shows). */
  travel: Texts['travel'];
  /**
   * The text of an i18n key the rules hand out (travel.reason.*, travel.notEligible.*,
   * travel.representation.*, errors.travelRulesMissing); the key itself when the file lacks it.
   */
  key: (key: string) => string;
  /** A country's name in the document's language by its ISO code ('Norge', 'Norway'), or the code. */
  country: (code: string) => string;
  /** A status's name, as on screen (timeReport.status). */
  status: (s: TimeEntryStatus) => string;
  /** Hours with two decimals: the Swedish format for sv (SPEC §5), the language's own otherwise. */
  hours: (n: number) => string;
  /** The short weekday name of an ISO date ("mån", "Mon"). */
  weekday: (iso: string) => string;
  /** The BCP 47 tag of the document's language. */
  tag: string;
}

/** `template` with its i18next placeholders ({{name}}) filled in. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );

function load(lang: Language): PrintLocale {
  const file = JSON.parse(readFileSync(new URL(`${lang}.json`, I18N_DIR), 'utf8')) as unknown;
  const { print, timeReport, travel, errors } = PrintTextsSchema.parse(file);
  const keyed: Record<string, Readonly<Record<string, string>>> = {
    'travel.reason': travel.reason,
    'travel.notEligible': travel.notEligible,
    'travel.representation': travel.representation,
    errors,
  };
  const regions = new Intl.DisplayNames([lang], { type: 'region' });
  const weekdayFormat = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday; weekdayIndex counts from Monday (SPEC §9).
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    weekdayFormat.format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  return {
    lang,
    t: print,
    travel,
    key: (key) => {
      const dot = key.lastIndexOf('.');
      return keyed[key.slice(0, dot)]?.[key.slice(dot + 1)] ?? key;
    },
    country: (code) => {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
    status: (s) => timeReport.status[s],
    // Numbers as the web shows them in every language: the Swedish way (ARCHITECTURE "Web": one
    // formatting module, space for thousands and a decimal comma), so screen and paper agree.
    hours: (n) => formatNumberSv(n),
    weekday: (iso) => weekdays[weekdayIndex(iso)] ?? '',
    tag: lang === 'sv' ? 'sv-SE' : lang,
  };
}

const locales = new Map<Language, PrintLocale>();

/** The texts and formats of `lang`, read on first use. */
export function printLocale(lang: Language): PrintLocale {
  let locale = locales.get(lang);
  if (!locale) {
    locale = load(lang);
    locales.set(lang, locale);
  }
  return locale;
}
