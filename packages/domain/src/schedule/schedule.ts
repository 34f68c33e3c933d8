// The employee's schedule (SPEC §2.1 /schedule, route Schedule; §6: anyone with an AnstNr): per day
// of a period the published shifts (SPEC §3 shift), the work schedule's hours where no shift is
// planned, the holiday (DOMAIN §8), and approved leave and absence reports.
import { z } from 'zod';
import { ABSENCE_KINDS } from '../absence';
import { addDays } from '../dates';
import { zIsoDate } from '../validation/zod';
import { PASS_TYPER } from '../working-time';

/** The longest period one read of the schedule spans: six weeks, a month's grid from Monday. */
export const SCHEDULE_MAX_DAYS = 42;

/** ?From&To&AnstNr of GET /schedule: the caller's own schedule unless a manager names an employee. */
export const ScheduleQuerySchema = z
  .object({
    From: zIsoDate(),
    To: zIsoDate(),
    AnstNr: z.string().trim().min(1).max(20).optional(),
  })
  .strict()
  .refine((q) => q.To >= q.From, { path: ['To'], error: 'validation.period.endBeforeStart' })
  .refine((q) => q.To <= addDays(q.From, SCHEDULE_MAX_DAYS - 1), {
    path: ['To'],
    error: 'validation.staffing.periodTooLong',
  });
export type ScheduleQuery = z.output<typeof ScheduleQuerySchema>;

/** A published shift as the employee sees it: where, when, what kind, and who else works the task. */
export const ScheduleShiftSchema = z.object({
  Id: z.uuid(),
  StartTid: z.string(),
  SlutTid: z.string(),
  Typ: z.enum(PASS_TYPER),
  Bemuppgift: z.string(),
  /** The staffing task's name ('' when the register has none). */
  BemuppgiftNamn: z.string(),
  Avdelning: z.string(),
  /** The department's name: the place of the shift ('' without a department). */
  AvdelningNamn: z.string(),
  RastMinuter: z.int(),
  /** Real minutes from start to end less the break (DOMAIN §14). */
  Minuter: z.int(),
  Kommentar: z.string(),
  /** The names of the others with a published shift on the same task that day. */
  Kollegor: z.array(z.string()),
});
export type ScheduleShift = z.output<typeof ScheduleShiftSchema>;

/** Approved leave covering the day: its absence code and the code's name, at a degree in per cent. */
export const ScheduleLeaveSchema = z.object({
  Id: z.uuid(),
  TidKod: z.string(),
  BenText: z.string(),
  Omfattning: z.int(),
});

/** An absence report open or covering the day (sick, VAB, other), at a degree in per cent. */
export const ScheduleAbsenceSchema = z.object({
  Id: z.uuid(),
  Typ: z.enum(ABSENCE_KINDS),
  Omfattning: z.int(),
});

export const ScheduleDaySchema = z.object({
  Datum: z.string(),
  Pass: z.array(ScheduleShiftSchema),
  /** The work schedule's hours on a day without shifts (0 on a day with one, or off). */
  SchemaTimmar: z.number(),
  /** The work schedule's start, end and break when it has a start time and the day hours. */
  SchemaTider: z.object({ StartTid: z.string(), SlutTid: z.string(), RastMinuter: z.number() }).nullable(),
  Helgdag: z.enum(['public', 'eve']).nullable(),
  HelgdagNamn: z.string(),
  Ledighet: z.array(ScheduleLeaveSchema),
  Franvaro: z.array(ScheduleAbsenceSchema),
});
export type ScheduleDay = z.output<typeof ScheduleDaySchema>;

/** GET /schedule. */
export const ScheduleSchema = z.object({
  AnstNr: z.string(),
  FoNamn: z.string(),
  EfNamn: z.string(),
  From: z.string(),
  To: z.string(),
  Dagar: z.array(ScheduleDaySchema),
});
export type Schedule = z.output<typeof ScheduleSchema>;
