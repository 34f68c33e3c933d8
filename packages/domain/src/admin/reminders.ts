import { z } from 'zod';
import {
  addDays,
  firstOfMonth,
  lastOfMonth,
  stockholmInstant,
  stockholmWallTime,
  weekdayIndex,
} from '../dates';
import { swedishHolidays } from '../holidays';
import { ROLES } from '../roles';
import { transition, type StatusFlags, type TimeEntryStatus } from '../row-status';
import { zRequiredString, zTime, zVersion } from '../validation/zod';
import { DATE_NAMES } from '../date-names';

// /admin/reminders (SPEC §2.1; Plus with LIC or ADM): reminders an administrator defines
// — what, to whom, when and through which channel — run by the job queue, each person reminded
// once per period, with the reason recorded.

/**
 * What a reminder is about: report time for the period, approve it, attest it, punch out. Each
 * reaches only those of its recipients with something left to do (the reason).
 */
export const REMINDER_KINDS = ['REPORT_TIME', 'APPROVE', 'ATTEST', 'MISSING_PUNCH_OUT'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How a reminder reaches a person: the portal's inbox, e-mail or SMS (the last two through providers). */
export const REMINDER_CHANNELS = ['MESSAGE', 'EMAIL', 'SMS'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Why a person is reminded (an i18n key under admin.reminders.reasons, with its figures). */
export const REMINDER_REASONS = ['NO_TIME', 'NOT_APPROVED', 'TO_ATTEST', 'OPEN_PUNCH'] as const;
export type ReminderReason = (typeof REMINDER_REASONS)[number];

/** The reason each kind gives. */
export const REASON_OF_KIND: Record<ReminderKind, ReminderReason> = {
  REPORT_TIME: 'NO_TIME',
  APPROVE: 'NOT_APPROVED',
  ATTEST: 'TO_ATTEST',
  MISSING_PUNCH_OUT: 'OPEN_PUNCH',
};

/**
 * When: days of the month and/or the last working day, at a time of day (Swedish time). A day that
 * is not a working day (weekend, public holiday or the eves Semesterlagen counts as Sundays) moves
 * to the working day before it when `FlyttaTillArbetsdag` is on; a day past the month's end is its
 * last day.
 */
export const ReminderScheduleSchema = z
  .object({
    Dagar: z
      .array(
        z.int().min(1, { error: 'validation.numberBetween' }).max(31, { error: 'validation.numberBetween' }),
      )
      .max(31)
      .default([])
      .transform((d) => [...new Set(d)].sort((a, b) => a - b)),
    SistaArbetsdagen: z.boolean().default(false),
    FlyttaTillArbetsdag: z.boolean().default(true),
    // A run belongs to the day it is on: 24:00 would be the next day's (and month's).
    Tid: zTime().refine((t) => t !== '24:00', { error: 'validation.time.invalid' }),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.Dagar.length === 0 && !s.SistaArbetsdagen)
      ctx.addIssue({ code: 'custom', path: ['Dagar'], message: 'validation.reminder.whenRequired' });
  });
export type ReminderSchedule = z.output<typeof ReminderScheduleSchema>;

const reminderFields = {
  Namn: zRequiredString(100),
  Typ: z.enum(REMINDER_KINDS, { error: 'validation.required' }),
  /** Everyone of these roles in the company … */
  Roller: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
  /** … everyone employed in these departments … */
  Avdelningar: z.array(z.string().trim().min(1).max(20)).max(200).default([]),
  /** … and these named users. */
  Anvandare: z.array(z.uuid()).max(1000).default([]),
  Kanaler: z
    .array(z.enum(REMINDER_CHANNELS))
    .min(1, { error: 'validation.reminder.channelRequired' })
    .max(REMINDER_CHANNELS.length)
    .transform((c) => [...new Set(c)]),
  Schema: ReminderScheduleSchema,
  Aktiv: z.boolean().default(true),
};

function recipientsRule(
  r: { Roller: unknown[]; Avdelningar: unknown[]; Anvandare: unknown[] },
  ctx: z.RefinementCtx,
) {
  // SPEC §5 Messages: at least one recipient.
  if (r.Roller.length + r.Avdelningar.length + r.Anvandare.length === 0)
    ctx.addIssue({ code: 'custom', path: ['Roller'], message: 'validation.reminder.recipientsRequired' });
}

/** The reminder form (without the version). */
export const ReminderFormSchema = z.object(reminderFields).superRefine(recipientsRule);

/** POST /admin/reminders and PUT /admin/reminders/{Id}: the reminder and the version it was read at. */
export const ReminderInputSchema = z
  .object({ Version: zVersion().default(0), ...reminderFields })
  .strict()
  .superRefine(recipientsRule);
export type ReminderInput = z.output<typeof ReminderInputSchema>;

export const ReminderSchema = z.object({
  Id: z.uuid(),
  Version: z.int(),
  Namn: z.string(),
  Typ: z.enum(REMINDER_KINDS),
  Roller: z.array(z.enum(ROLES)),
  Avdelningar: z.array(z.string()),
  Anvandare: z.array(z.uuid()),
  Kanaler: z.array(z.enum(REMINDER_CHANNELS)),
  Schema: z.object({
    Dagar: z.array(z.int()),
    SistaArbetsdagen: z.boolean(),
    FlyttaTillArbetsdag: z.boolean(),
    Tid: z.string(),
  }),
  Aktiv: z.boolean(),
  /** The next time it runs (Stockholm wall time YYYY-MM-DDTHH:MM), null when inactive. */
  NastaKorning: z.string().nullable(),
  /** When it last ran, and how many it reminded then. */
  SenastKord: z.iso.datetime().nullable(),
  SenastAntal: z.int().nullable(),
});
export type Reminder = z.infer<typeof ReminderSchema>;
export const ReminderListSchema = z.array(ReminderSchema);

/** One person a reminder reaches, and why. */
export const ReminderRecipientSchema = z.object({
  AnvandarId: z.uuid(),
  Namn: z.string(),
  Login: z.string(),
  Anledning: z.enum(REMINDER_REASONS),
  /** The salary period (YYYY-MM) the reason is about. */
  Period: z.string(),
  /** How many rows are waiting (NOT_APPROVED, TO_ATTEST), or 0. */
  Antal: z.int(),
  /** The day of the open punch (OPEN_PUNCH), or null. */
  Datum: z.string().nullable(),
  /** Already reminded for this period: a run passes them by. */
  Paminde: z.boolean(),
});
export type ReminderRecipient = z.infer<typeof ReminderRecipientSchema>;
export const ReminderPreviewSchema = z.array(ReminderRecipientSchema);

/** POST /admin/reminders/{Id}/run: queued; the deliveries arrive as the job runs. */
export const ReminderRunSchema = z.object({ Queued: z.boolean() });

/** A run that failed for good (after its retries): kept with its error for the administrators. */
export const ReminderFailureSchema = z.object({
  Id: z.string(),
  ReminderId: z.string().nullable(),
  /** The reminder's name; null when it was deleted since. */
  Namn: z.string().nullable(),
  At: z.iso.datetime(),
  Forsok: z.int(),
  Fel: z.string(),
});
export const ReminderFailuresSchema = z.array(ReminderFailureSchema);

/** A run's delivery as the reminder's history shows it. */
export const ReminderDeliverySchema = z.object({
  At: z.iso.datetime(),
  Namn: z.string(),
  Login: z.string(),
  Anledning: z.enum(REMINDER_REASONS),
  Period: z.string(),
  Antal: z.int(),
  Datum: z.string().nullable(),
  Kanaler: z.array(z.enum(REMINDER_CHANNELS)),
  /** Channels that could not be used (no phone, no e-mail address, a provider failure). */
  Uteblev: z.array(z.enum(REMINDER_CHANNELS)),
});
export const ReminderDeliveriesSchema = z.array(ReminderDeliverySchema);

/** Monday to Friday and neither a public holiday nor one of the eves (DOMAIN §8). */
export function isWorkingDay(iso: string): boolean {
  if (weekdayIndex(iso) >= 5) return false;
  const year = Number(iso.slice(0, 4));
  return !swedishHolidays(year).some((h) => h.Datum === iso);
}

/** The working day on or before `iso`. */
export function workingDayOnOrBefore(iso: string): string {
  let day = iso;
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** The days the schedule names for the month starting `first`, each moved to a working day when asked. */
function namedDays(schedule: ReminderSchedule, first: string): string[] {
  const last = lastOfMonth(first);
  const lastDay = Number(last.slice(8, 10));
  const days = schedule.Dagar.map((d) => {
    const day = addDays(first, Math.min(d, lastDay) - 1);
    return schedule.FlyttaTillArbetsdag ? workingDayOnOrBefore(day) : day;
  });
  if (schedule.SistaArbetsdagen) days.push(workingDayOnOrBefore(last));
  return days;
}

/**
 * The days (YYYY-MM-DD) of the month of `anyDay` on which the schedule runs, in order: its own, and
 * a day of the next month moved back into this one (the 1st on a holiday runs the working day before).
 */
export function scheduleDaysOfMonth(schedule: ReminderSchedule, anyDay: string): string[] {
  const first = firstOfMonth(anyDay);
  const last = lastOfMonth(anyDay);
  const days = [...namedDays(schedule, first), ...namedDays(schedule, firstOfMonth(anyDay, 1))];
  return [...new Set(days.filter((d) => d >= first && d <= last))].sort();
}

/** The instants the schedule runs at in the month of `anyDay`. */
export function occurrencesInMonth(schedule: ReminderSchedule, anyDay: string): Date[] {
  return scheduleDaysOfMonth(schedule, anyDay).map((d) => stockholmInstant(d, schedule.Tid));
}

/** The runs due in (after, until]: this month's and last month's, for a server that was down. */
export function occurrencesBetween(schedule: ReminderSchedule, after: Date, until: Date): Date[] {
  const today = stockholmWallTime(until).Datum;
  return [
    ...occurrencesInMonth(schedule, firstOfMonth(today, -1)),
    ...occurrencesInMonth(schedule, today),
  ].filter((at) => at > after && at <= until);
}

/** The next run after `now`, looking up to two months ahead. */
export function nextOccurrence(schedule: ReminderSchedule, now: Date): Date | null {
  const today = stockholmWallTime(now).Datum;
  for (const month of [0, 1, 2]) {
    const next = occurrencesInMonth(schedule, firstOfMonth(today, month)).find((at) => at > now);
    if (next) return next;
  }
  return null;
}

/** The salary period (YYYY-MM) a run at `at` is about: its month in Swedish time. */
export const periodOf = (at: Date): string => stockholmWallTime(at).Datum.slice(0, 7);

/** Whether a row in this status waits for its employee's approval. */
export const awaitsApproval = (status: TimeEntryStatus, flags: StatusFlags): boolean =>
  transition(status, 'approve', flags).ok;

/** Whether a row in this status waits for an attest. */
export const awaitsAttest = (status: TimeEntryStatus, flags: StatusFlags): boolean =>
  transition(status, 'attest', flags).ok;

/** A period YYYY-MM as Swedish text: "november 2026". */
export const swedishPeriod = (period: string): string =>
  `${DATE_NAMES.sv.month[Number(period.slice(5, 7)) - 1] ?? period} ${period.slice(0, 4)}`;

/** What a reminder says, with its values: the inbox translates `key`, SMS and e-mail carry `text`. */
export function reminderMessage(
  reason: ReminderReason,
  values: { period: string; antal: number; datum: string | null },
): { key: string; params: Record<string, string | number>; text: string } {
  const params = { period: values.period, antal: values.antal, datum: values.datum ?? '' };
  const month = swedishPeriod(values.period);
  const text = {
    NO_TIME: `Du har inte rapporterat någon tid för ${month}.`,
    NOT_APPROVED: `Tidrader för ${month} som väntar på att du godkänner dem: ${values.antal}.`,
    TO_ATTEST: `Tidrader för ${month} som väntar på din attest: ${values.antal}.`,
    OPEN_PUNCH: `Du har en instämpling från ${values.datum ?? ''} som inte är utstämplad.`,
  }[reason];
  return { key: `messages.portal.reminder.${reason}`, params, text };
}
