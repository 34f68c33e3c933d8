import type { Language } from '@lonportal/domain/constants';
import { TIME_ENTRY_STATUSES, type TimeEntryStatus } from '@lonportal/domain/row-status';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { sumHours } from '@lonportal/domain/time/totals';
import type { Period } from '../../../lib/date-filter';
import { printPdfUrl } from '../../../lib/print-pdf';

// The printed attest list on screen and as PDF. Pure, so it is tested without a browser.

export const attestlistaPdfUrl = (period: Period, lang: Language): string =>
  printPdfUrl('attestlista', { From: period.From, To: period.To, Lang: lang });
export const attestlistaPdfName = (period: Period): string => `attestlista-${period.From}-${period.To}.pdf`;

export interface AttestTotals {
  employees: number;
  schemaTimmar: number;
  timmar: number;
  antal: Record<TimeEntryStatus, number>;
}

/** The attest list's sums over all employees. */
export function attestTotals(list: readonly AttestListEntry[]): AttestTotals {
  const antal = Object.fromEntries(TIME_ENTRY_STATUSES.map((s) => [s, 0])) as Record<TimeEntryStatus, number>;
  for (const e of list) for (const s of TIME_ENTRY_STATUSES) antal[s] += e.Antal[s];
  return {
    employees: list.length,
    schemaTimmar: sumHours(list.map((e) => e.SchemaTimmar)),
    timmar: sumHours(list.map((e) => e.Timmar)),
    antal,
  };
}
