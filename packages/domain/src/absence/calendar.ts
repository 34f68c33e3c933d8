import { z } from 'zod';
import { daysBetween } from '../dates';
import { zIsoDate } from '../validation/zod';

// The absence calendar (SPEC §2.1 /absencecalendar): who is away when, per department,
// coloured by kind, with the holidays. The days come from the absence rows of the time report (an
// absence report's, an approved application's, or typed).

export const CALENDAR_KINDS = ['SJUK', 'VAB', 'SEMESTER', 'OVRIG', 'BORTA'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** The kind a time code's type shows as: sickness, VAB, vacation, or other absence. */
export function calendarKindOf(typ: string): Exclude<CalendarKind, 'BORTA'> {
  if (typ === 'SJUK' || typ === 'VAB' || typ === 'SEMESTER') return typ;
  return 'OVRIG';
}

/**
 * What a viewer sees of a colleague's day: the reason only where the rules let them,
 * themselves and as a manager; otherwise only that the person is away.
 */
export const shownKind = (kind: Exclude<CalendarKind, 'BORTA'>, seesReason: boolean): CalendarKind =>
  seesReason ? kind : 'BORTA';

/** The longest range one calendar answer covers (the period rule's 93 days: a quarter). */
export const CALENDAR_MAX_DAYS = 93;

export const AbsenceCalendarQuerySchema = z
  .object({
    From: zIsoDate(),
    To: zIsoDate(),
    Avdelning: z.string().trim().max(20).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.To < q.From)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.endBeforeStart' });
    else if (daysBetween(q.From, q.To) + 1 > CALENDAR_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.tooLong' });
  });

export const AbsenceCalendarSchema = z.object({
  From: z.string(),
  To: z.string(),
  Helgdagar: z.array(z.object({ Datum: z.string(), Namn: z.string() })),
  Avdelningar: z.array(z.object({ Avdelning: z.string(), Namn: z.string() })),
  Personer: z.array(
    z.object({
      AnstNr: z.string(),
      Namn: z.string(),
      Avdelning: z.string(),
      Dagar: z.array(z.object({ Datum: z.string(), Typ: z.enum(CALENDAR_KINDS), Timmar: z.number() })),
    }),
  ),
});
export type AbsenceCalendar = z.infer<typeof AbsenceCalendarSchema>;
