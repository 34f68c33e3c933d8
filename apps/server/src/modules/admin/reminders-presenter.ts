import type { FastifyInstance } from 'fastify';
import {
  nextOccurrence,
  type Reminder,
  type ReminderChannel,
  type ReminderRecipient,
  type ReminderSchedule,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { deliveries, ReminderRow } from './reminders-repository';

type DeliveryRow = Awaited<ReturnType<typeof deliveries>>[number];
type FailedRun = Awaited<ReturnType<FastifyInstance['jobs']['failed']>>[number];

/** The schedule of a stored reminder. */
export const scheduleOf = (r: ReminderRow): ReminderSchedule => ({
  Dagar: r.dagar,
  SistaArbetsdagen: r.sistaArbetsdagen,
  FlyttaTillArbetsdag: r.flyttaTillArbetsdag,
  Tid: r.tid,
});

/** A stored reminder as /admin/reminders answers it, with its next run after `now` (Stockholm time). */
export function presentReminder(r: ReminderRow, now: Date): Reminder {
  const next = r.aktiv ? nextOccurrence(scheduleOf(r), now) : null;
  const wall = next ? stockholmWallTime(next) : null;
  return {
    Id: r.id,
    Version: r.version,
    Namn: r.namn,
    Typ: r.typ,
    Roller: r.roller as Reminder['Roller'],
    Avdelningar: r.avdelningar,
    Anvandare: r.anvandare,
    Kanaler: r.kanaler as ReminderChannel[],
    Schema: scheduleOf(r),
    Aktiv: r.aktiv,
    NastaKorning: wall ? `${wall.Datum}T${wall.Tid}` : null,
    SenastKord: r.lastRunAt?.toISOString() ?? null,
    SenastAntal: r.lastRunCount,
  };
}

/** A delivery of GET /admin/reminders/{Id}/deliveries. */
export const presentDelivery = (d: DeliveryRow) => ({
  At: d.at.toISOString(),
  Namn: d.namn,
  Login: d.login,
  Anledning: d.reason as ReminderRecipient['Anledning'],
  Period: d.period,
  Antal: d.antal,
  Datum: d.datum,
  Kanaler: d.kanaler as ReminderChannel[],
  Uteblev: d.uteblev as ReminderChannel[],
});

/** A failed run of GET /admin/reminders/failures, named by its reminder (`names`: id → name). */
export function presentFailedRun(f: FailedRun, names: ReadonlyMap<string, string>) {
  const reminderId = typeof f.data.ReminderId === 'string' ? f.data.ReminderId : null;
  return {
    Id: f.id,
    ReminderId: reminderId,
    Namn: reminderId !== null ? (names.get(reminderId) ?? null) : null,
    At: f.at.toISOString(),
    Forsok: f.tries,
    Fel: f.error,
  };
}
