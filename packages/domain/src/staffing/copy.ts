// POST /bemanna/kopiera: the planner copies a day or a week of shifts to another day or week, as
// drafts (SPEC §5 "Shifts and staffing"; ADR 0031: a shift is one day's part, so a copy moves each
// stored part by the same number of days).
import { z } from 'zod';
import { addDays, daysBetween } from '../dates';
import { zOptionalCode } from '../registers';
import { zIsoDate } from '../validation/zod';

/** The longest source period one copy takes: a week (SPEC §9: the planner's calendar type). */
export const KOPIERA_DAGAR_MAX = 7;

/** The source period `From`..`To`, the first day it lands on (`Till`), one department or ''. */
export const KopieraSchema = z
  .object({ From: zIsoDate(), To: zIsoDate(), Till: zIsoDate(), Avdelning: zOptionalCode() })
  .strict()
  .refine((k) => k.To >= k.From, { path: ['To'], error: 'validation.staffing.endBeforeStart' })
  .refine((k) => k.To <= addDays(k.From, KOPIERA_DAGAR_MAX - 1), {
    path: ['To'],
    error: 'validation.staffing.periodTooLong',
  });
export type Kopiera = z.output<typeof KopieraSchema>;

/** The copy's answer: shifts copied, those left out for a shift already there, copies with warnings. */
export const KopieringSchema = z.object({ Kopierade: z.int(), Hoppade: z.int(), Varningar: z.int() });
export type Kopiering = z.output<typeof KopieringSchema>;

/** The last day the copy lands on: `Till` and as many days after it as the source spans. */
export const kopieringsSlut = (k: Pick<Kopiera, 'From' | 'To' | 'Till'>): string =>
  addDays(k.Till, daysBetween(k.From, k.To));
