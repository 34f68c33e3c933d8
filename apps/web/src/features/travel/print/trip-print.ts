import type { Language } from '@lonportal/domain/constants';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { fileNamePart, printPdfUrl } from '../../../lib/print-pdf';

// The printed travel expense report's address, file name and formats. Pure, so it is tested
// without a browser.

/** The trip of /rapporter/reserakning?Id=…: its id, or null when the address names none (or no id). */
export const tripIdOf = (param: string | null): string | null => {
  const id = param?.trim() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
};
export const reserakningPdfUrl = (id: string, lang: Language): string =>
  printPdfUrl('reserakning', { Id: id, Lang: lang });
export const reserakningPdfName = (trip: { AnstNr: string; AvresaDatum: string }): string =>
  `reserakning-${fileNamePart(trip.AnstNr)}-${trip.AvresaDatum}.pdf`;

/** Kilometres as the PDF shows them: whole, or with the decimals reported ("470", "12,5"). */
export const formatKm = (km: number) => formatNumberSv(km, { decimals: 0, auto: true });

/** The sum of amounts in kronor, added in öre so that 0.1 + 0.2 is 0.3. */
export const sumAmounts = (values: readonly number[]) =>
  values.reduce((n, v) => n + Math.round(v * 100), 0) / 100;
