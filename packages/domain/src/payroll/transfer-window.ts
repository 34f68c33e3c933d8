// Which rows a transfer to payroll takes (DOMAIN §12, ADR 0007 "Hand-off to payroll"): those of its
// period that have happened, up to the company's cut-off day.
//
// The cut-off day (brytdatum, a company setting on /admin/portal) is the last day of a month that
// goes with that month's transfer: the days after it go with the next month's, as payroll must be
// run before the month is over. A row dated after the cut-off therefore belongs to the first of the
// next month: a transfer of December with brytdatum 20 takes 21 November–20 December, and 21–31
// December wait for January's. Every row belongs to one transfer period, so none is sent twice or
// left between two. It is at most 28, a day every month has (admin/portal-settings.ts BrytdatumSchema);
// none (null) is the month's last day.
//
// What has not happened does not leave (time/approval-window.ts): a row dated after today goes
// only as planned absence that an approval or attest took as a named exception.
import { z } from 'zod';
import { addDays, firstOfMonth, lastOfMonth, type Period } from '../dates';
import { DayCountSchema, PeriodSchema } from '../time';
import { PayrollExportSchema } from './paxml';

const dayOf = (iso: string) => Number(iso.slice(8, 10));
const withDay = (iso: string, day: number) => `${iso.slice(0, 8)}${String(day).padStart(2, '0')}`;

/** The date a row's transfer is counted on: its own, or after the cut-off the first of the next month. */
export const transferDateOf = (datum: string, brytdatum: number | null): string =>
  brytdatum !== null && dayOf(datum) > brytdatum ? firstOfMonth(datum, 1) : datum;

/**
 * The dates whose rows a transfer of `period` takes under the cut-off: every date whose transfer
 * date (transferDateOf) lies in the period. A period from the first of a month starts after the
 * cut-off of the month before; one that ends after its month's cut-off ends on the cut-off.
 */
export function transferWindow(period: Period, brytdatum: number | null): Period {
  if (brytdatum === null) return period;
  const to = dayOf(period.To) > brytdatum ? withDay(period.To, brytdatum) : period.To;
  const fromDay = dayOf(period.From);
  let from = period.From;
  if (fromDay > brytdatum) from = withDay(period.From, brytdatum + 1);
  else if (fromDay === 1) {
    const before = firstOfMonth(period.From, -1);
    // A month the cut-off does not end early (brytdatum 28 in a February of 28 days) sends nothing on.
    if (brytdatum < dayOf(lastOfMonth(before))) from = withDay(before, brytdatum + 1);
  }
  return { From: from, To: to };
}

/** The last date whose rows may leave now without being planned absence approved in advance. */
export const lastDoneDay = (window: Period, today: string): string => (window.To < today ? window.To : today);

/** The day after `iso`. */
export const dayAfter = (iso: string): string => addDays(iso, 1);

/** GET /lonexport/forhandsvisning?From&To: the period a transfer is asked for. */
export const PayrollPreviewQuerySchema = PeriodSchema;

/** What a transfer takes (previewed) or took: the dates it covers, rows, people, days after today. */
const transferFacts = {
  /** The employees whose rows go. */
  Anstallda: z.int().min(0),
  /** Rows dated after today that go (planned absence approved in advance), by day. */
  Framtida: z.array(DayCountSchema),
  /** Ready rows of the period that wait: dated after today, or after the cut-off (next period's transfer), by day. */
  Vantar: z.array(DayCountSchema),
  /** The company's cut-off day the dates were counted with (null: the month's last day). */
  Brytdatum: z.int().nullable(),
  Idag: z.string(),
};

export const PayrollPreviewSchema = z.object({
  From: z.string(),
  To: z.string(),
  /** Rows that would go. */
  Antal: z.int().min(0),
  ...transferFacts,
});
export type PayrollPreview = z.infer<typeof PayrollPreviewSchema>;

/** POST /lonexport: the stored transfer (From–To the dates it covered) and what it took. */
export const PayrollTransferSchema = PayrollExportSchema.extend(transferFacts);
export type PayrollTransfer = z.infer<typeof PayrollTransferSchema>;
