// The report of overridden warnings (GET /bemanna/overstyrningar): each shift kept with warnings,
// who kept it and why. Arbetsmiljöverket's sanction fees have strict liability, so an employer
// wants each override on record with who and why (DOMAIN §4, ADR 0031).
import { z } from 'zod';
import { addDays } from '../dates';
import { zIsoDate } from '../validation/zod';
import { BemanningsvarningSchema } from './warnings';

/** A year, a leap year's too: the report of a whole year is one read. */
export const OVERSTYRNING_DAGAR_MAX = 365;

/** ?From&To: by the date of the shift concerned, or of the override when there is no shift. */
export const OverstyrningQuerySchema = z
  .object({ From: zIsoDate(), To: zIsoDate() })
  .strict()
  .refine((q) => q.To >= q.From, { path: ['To'], error: 'validation.staffing.endBeforeStart' })
  .refine((q) => q.To <= addDays(q.From, OVERSTYRNING_DAGAR_MAX), {
    path: ['To'],
    error: 'validation.staffing.periodTooLong',
  });
export type OverstyrningQuery = z.output<typeof OverstyrningQuerySchema>;

/** One override: when, by whom, the person and shift concerned, the reason and the warnings kept. */
export const OverstyrningSchema = z.object({
  Id: z.string(),
  /** When the override was saved (ISO timestamp). */
  Tidpunkt: z.string(),
  /** The name of the user who overrode. */
  Av: z.string(),
  AnstNr: z.string(),
  Namn: z.string(),
  /** The shift's date; empty when the log names no shift. */
  Datum: z.string(),
  StartTid: z.string(),
  SlutTid: z.string(),
  Bemuppgift: z.string(),
  /** The planner's reason (Overstyrning). */
  Overstyrning: z.string(),
  /** The warnings kept, as the log stores them. */
  Varningar: z.array(BemanningsvarningSchema),
  /** A shift swap approved with warnings rather than a shift saved. */
  Passbyte: z.boolean(),
});
export type Overstyrning = z.output<typeof OverstyrningSchema>;

/** GET /bemanna/overstyrningar. */
export const OverstyrningarSchema = z.object({
  From: z.string(),
  To: z.string(),
  Overstyrningar: z.array(OverstyrningSchema),
});
export type Overstyrningar = z.output<typeof OverstyrningarSchema>;
