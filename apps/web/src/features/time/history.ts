import { RES_DIMS, resEnhetField, type ResDim, type TimeEntryEvent } from '@lonportal/domain/time/entries';
import { formatDate, formatDateTime } from '../../lib/date-format';
import { timeRange } from './components/entry-texts';
import { formatHours } from '../../lib/number-format';

// A row's history in sentences, in clear words: who did what, with the entry form's field
// labels and values as the user reads them ("Jörgen Ström ändrade Timmar från 8,00 till 7,50",
// "Attesterad av Patrik Berggren", "Överförd till lön av … (export 2026-11-24 07:57)"); no field
// codes, status values or ids. Pure, so the sentences are tested without a browser.

/** i18next's `t` as the sentences use it. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the sentences name codes by: the lists the user has, where they have them. */
export interface HistoryNames {
  /** The interface language (hours with a decimal comma in sv, fr and pl). */
  lng: string;
  /** A time code's text ('' when unknown). */
  codeText: (tidKod: string) => string;
  /** A brukare's name ('' when unknown). */
  brukareName: (brukare: string) => string;
  /** The company's name of result-unit dimension n, or '' for the form's default label. */
  resLabel: (n: ResDim) => string;
  /** A result unit's name ('' when unknown). */
  resName: (n: ResDim, kod: string) => string;
}

/** The row's values in the order the entry form shows them (the server writes them so too). */
const FIELDS = [
  'Datum',
  'TidKod',
  'StartTid',
  'SlutTid',
  'RastMinuter',
  'Timmar',
  'Brukare',
  ...RES_DIMS.map(resEnhetField),
  'Kommentar',
] as const;
type Field = (typeof FIELDS)[number];

const FIELD_LABEL: Record<Exclude<Field, `ResEnhet${ResDim}`>, string> = {
  Datum: 'timeReport.field.datum',
  TidKod: 'timeReport.field.tidKod',
  StartTid: 'timeReport.field.startTid',
  SlutTid: 'timeReport.field.slutTid',
  RastMinuter: 'timeReport.field.rastMinuter',
  Timmar: 'timeReport.field.timmar',
  Brukare: 'timeReport.field.brukare',
  Kommentar: 'timeReport.field.kommentar',
};

const resDimOf = (field: Field): ResDim | null => {
  const n = /^ResEnhet([1-6])$/.exec(field)?.[1];
  return n ? (Number(n) as ResDim) : null;
};

/** The entry form's label of a field. */
function fieldLabel(field: Field, t: Translate, names: HistoryNames): string {
  const n = resDimOf(field);
  if (n === null) return t(FIELD_LABEL[field as keyof typeof FIELD_LABEL]);
  return names.resLabel(n) || t('timeReport.field.resEnhet', { n });
}

const withName = (code: string, name: string) => `${code} ${name}`.trim();

/** A field's value as the user reads it, or '' when it is empty (no break, no comment…). */
function valueText(field: Field, value: unknown, names: HistoryNames): string {
  if (value === null || value === undefined || value === '') return '';
  if (field === 'Timmar') return typeof value === 'number' ? formatHours(value, names.lng) : String(value);
  if (field === 'RastMinuter') return value === 0 ? '' : String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (field === 'Datum') return formatDate(text);
  if (field === 'TidKod') return withName(text, names.codeText(text));
  if (field === 'Brukare') return withName(text, names.brukareName(text));
  const n = resDimOf(field);
  return n === null ? text : withName(text, names.resName(n, text));
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** A new or deleted row in a few words: "ARB Arbetad tid, 8,00 h, 08:00–16:30, rast 30 min". */
function rowSummary(values: Record<string, unknown>, t: Translate, names: HistoryNames): string {
  const parts: string[] = [];
  const code = str(values.TidKod);
  if (code) parts.push(withName(code, names.codeText(code)));
  if (typeof values.Timmar === 'number')
    parts.push(t('timeReport.hoursValue', { hours: formatHours(values.Timmar, names.lng) }));
  const range = timeRange(
    { StartTid: str(values.StartTid), SlutTid: str(values.SlutTid), RastMinuter: num(values.RastMinuter) },
    (minutes) => t('timeReport.entry.breakMinutes', { minutes }),
  );
  if (range) parts.push(range);
  for (const field of ['Brukare', ...RES_DIMS.map(resEnhetField), 'Kommentar'] as const) {
    const value = valueText(field, values[field], names);
    if (value) parts.push(`${fieldLabel(field, t, names)}: ${value}`);
  }
  return parts.join(', ');
}

/** How a row came to be (Detaljer.Kalla of a creation). */
const CREATED_KEY: Record<string, string> = {
  MANUELL: 'timeReport.history.created',
  SCHEMA: 'timeReport.history.createdFromSchedule',
  KOPIA: 'timeReport.history.createdByCopy',
  STAMPLING: 'timeReport.history.createdFromPunch',
};

/** The status steps: "Godkänd av …", "Attesterad av …", "Godkännandet återtaget av …". */
const STEP_KEY = {
  APPROVE: 'timeReport.history.approved',
  UNAPPROVE: 'timeReport.history.unapproved',
  ATTEST: 'timeReport.history.attested',
  UNATTEST: 'timeReport.history.unattested',
  REOPEN: 'timeReport.history.reopened',
} as const;

/** The sentences of one event: one for a creation, deletion or status step, one per changed field. */
export function eventSentences(event: TimeEntryEvent, t: Translate, names: HistoryNames): string[] {
  const who = event.Anvandare.trim() || t('timeReport.history.someone');
  const details = event.Detaljer;
  switch (event.Handelse) {
    case 'CREATE':
      return [
        t(CREATED_KEY[str(details.Kalla)] ?? 'timeReport.history.created', {
          who,
          row: rowSummary(details, t, names),
        }),
      ];
    case 'DELETE':
      return [t('timeReport.history.deleted', { who, row: rowSummary(details, t, names) })];
    case 'UPDATE': {
      const lines = FIELDS.flatMap((field) => {
        const change = details[field];
        if (!isChange(change)) return [];
        const from = valueText(field, change.from, names);
        const to = valueText(field, change.to, names);
        if (from === to) return [];
        const values = { who, field: fieldLabel(field, t, names), from, to };
        if (from === '') return [t('timeReport.history.filledIn', values)];
        if (to === '') return [t('timeReport.history.emptied', values)];
        return [t('timeReport.history.changed', values)];
      });
      // A save that changed nothing the form shows is still a save.
      return lines.length > 0 ? lines : [t('timeReport.history.saved', { who })];
    }
    case 'TRANSFER':
      return [
        event.ExportSkapad
          ? t('timeReport.history.transferredInExport', { who, time: formatDateTime(event.ExportSkapad) })
          : t('timeReport.history.transferred', { who }),
      ];
    default:
      return [t(STEP_KEY[event.Handelse], { who })];
  }
}

/** One line of the history: when, and what happened in sentences. */
export interface HistoryLine {
  when: string;
  sentences: string[];
}

/** The row's history as the dialog shows it, oldest first. */
export const historyLines = (
  events: readonly TimeEntryEvent[],
  t: Translate,
  names: HistoryNames,
): HistoryLine[] =>
  events.map((event) => ({ when: formatDateTime(event.Tid), sentences: eventSentences(event, t, names) }));
