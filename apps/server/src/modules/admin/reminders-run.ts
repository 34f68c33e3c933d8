import type { FastifyInstance } from 'fastify';
import {
  awaitsApproval,
  awaitsAttest,
  can,
  occurrencesBetween,
  periodOf,
  REASON_OF_KIND,
  reminderMessage,
  TIME_ENTRY_STATUSES,
  type ReminderChannel,
  type ReminderRecipient,
  type ReminderSchedule,
  type StatusFlags,
} from '@lonportal/domain';
import { lastOfMonth, stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import { loadPortalInfo } from '../../plugins/access/store';
import { employeeFilterOf } from '../../shared/employee-scope';
import { announceMessages, insertMessages } from '../../shared/inbox';
import * as repo from './reminders-repository';

// How a reminder runs: whom it reaches and why, the delivery through its channels once
// per person and period, and the minute tick that runs what is due (jobs/reminders.ts).

/** A run that was missed (the server was down) is made up for within this long, and no later. */
const CATCH_UP_MS = 24 * 60 * 60_000;

/** The schedule of a stored reminder. */
export const scheduleOf = (r: repo.ReminderRow): ReminderSchedule => ({
  Dagar: r.dagar,
  SistaArbetsdagen: r.sistaArbetsdagen,
  FlyttaTillArbetsdag: r.flyttaTillArbetsdag,
  Tid: r.tid,
});

/**
 * Who the reminder reaches if it runs at `at`, and why: of its recipients, those with something left
 * to do in the period of `at` (SPEC-wise the salary month), each marked when already reminded.
 */
export async function recipientsOf(
  db: Db,
  r: repo.ReminderRow,
  flags: StatusFlags,
  at: Date,
): Promise<ReminderRecipient[]> {
  const period = periodOf(at);
  const range = { from: `${period}-01`, to: lastOfMonth(`${period}-01`) };
  const candidates = await repo.recipientCandidates(db, r.ftgId, r);
  const employed = candidates.filter((c): c is repo.Candidate & { anstNr: string } => c.anstNr !== null);
  const anstNrs = employed.map((c) => c.anstNr);
  const reached: { c: repo.Candidate; antal: number; datum: string | null; period?: string }[] = [];
  switch (r.typ) {
    case 'REPORT_TIME': {
      const reported = await repo.anstNrsWithRows(db, r.ftgId, anstNrs, range.from, range.to);
      for (const c of employed) if (!reported.has(c.anstNr)) reached.push({ c, antal: 0, datum: null });
      break;
    }
    case 'APPROVE': {
      const statuses = TIME_ENTRY_STATUSES.filter((s) => awaitsApproval(s, flags));
      const waiting = await repo.rowsInStatus(db, r.ftgId, anstNrs, range, statuses);
      for (const c of employed) {
        const antal = waiting.get(c.anstNr) ?? 0;
        if (antal > 0) reached.push({ c, antal, datum: null });
      }
      break;
    }
    case 'ATTEST': {
      const statuses = TIME_ENTRY_STATUSES.filter((s) => awaitsAttest(s, flags));
      for (const c of candidates) {
        if (!can('readAttestList', { Roll: c.roll })) continue;
        const filter = await employeeFilterOf(db, r.ftgId, c);
        const antal = await repo.rowsInScope(db, r.ftgId, filter, range, statuses);
        if (antal > 0) reached.push({ c, antal, datum: null });
      }
      break;
    }
    case 'MISSING_PUNCH_OUT': {
      const today = stockholmWallTime(at).Datum;
      const open = await repo.openPunchesBefore(db, r.ftgId, anstNrs, today);
      for (const c of employed) {
        const datum = open.get(c.anstNr);
        // Each forgotten punch is its own matter: its day is the period it is reminded once for.
        if (datum) reached.push({ c, antal: 0, datum, period: datum });
      }
      break;
    }
  }
  const periods = [...new Set(reached.map((x) => x.period ?? period))];
  const reminded = await repo.remindedIn(db, r.id, periods);
  return reached.map(({ c, antal, datum, period: own }) => ({
    AnvandarId: c.id,
    Namn: c.namn,
    Login: c.login,
    Anledning: REASON_OF_KIND[r.typ],
    Period: own ?? period,
    Antal: antal,
    Datum: datum,
    Paminde: reminded.has(`${own ?? period}|${c.id}`),
  }));
}

/**
 * Runs the reminder for the period of `at`: each person with something left to do who was not
 * reminded for the period yet gets it through its channels; the delivery and the inbox message are
 * one transaction, so a retried run reaches nobody twice. SMS and e-mail go after it (at most once);
 * a channel that cannot reach the person (no phone, no address, a provider failure) is recorded.
 * Returns how many were reached. A scheduled run skips a reminder switched off meanwhile.
 */
export async function runReminder(
  app: FastifyInstance,
  id: string,
  at: Date,
  opts: { scheduled: boolean },
): Promise<number> {
  const found = await repo.findReminderToRun(app.db, id);
  if (!found || (opts.scheduled && !found.reminder.aktiv)) return 0;
  const { reminder: r, flags: company } = found;
  const portal = await loadPortalInfo(app.db, r.ftgId);
  const channels = r.kanaler as ReminderChannel[];
  const inbox = channels.includes('MESSAGE') && portal.EnableMeddelanden;
  const people = (await recipientsOf(app.db, r, company, at)).filter((p) => !p.Paminde);
  const candidates = new Map(
    (await repo.recipientCandidates(app.db, r.ftgId, r)).map((c) => [c.id, c] as const),
  );
  const messaged: string[] = [];
  let reached = 0;
  for (const p of people) {
    const message = reminderMessage(p.Anledning, { period: p.Period, antal: p.Antal, datum: p.Datum });
    const recorded = await app.db.transaction(async (tx) => {
      const fresh = await repo.recordDelivery(tx, {
        reminderId: r.id,
        period: p.Period,
        userId: p.AnvandarId,
        at,
        reason: p.Anledning,
        antal: p.Antal,
        datum: p.Datum,
        kanaler: channels,
        uteblev: inbox || !channels.includes('MESSAGE') ? [] : ['MESSAGE'],
      });
      if (fresh && inbox)
        await insertMessages(tx, [
          {
            ftgId: r.ftgId,
            recipientId: p.AnvandarId,
            reminderId: r.id,
            rubrik: r.namn,
            text: message.text,
            nyckel: message.key,
            parametrar: message.params,
            createdAt: at,
          },
        ]);
      return fresh;
    });
    if (!recorded) continue;
    reached += 1;
    if (inbox) messaged.push(p.AnvandarId);
    const missed = await sendOutside(app, candidates.get(p.AnvandarId), channels, r.namn, message.text, at);
    if (missed.length > 0)
      await repo.setUnreached(app.db, { reminderId: r.id, period: p.Period, userId: p.AnvandarId }, [
        ...(inbox || !channels.includes('MESSAGE') ? [] : ['MESSAGE' as const]),
        ...missed,
      ]);
  }
  try {
    await announceMessages(app, r.ftgId, messaged);
  } catch (err) {
    app.log.error({ err, reminderId: r.id }, 'reminders were delivered but could not be announced');
  }
  await repo.setLastRun(app.db, r.id, at, reached);
  return reached;
}

/** SMS and e-mail of one reminder; the channels that could not reach the person. */
async function sendOutside(
  app: FastifyInstance,
  c: repo.Candidate | undefined,
  channels: ReminderChannel[],
  subject: string,
  text: string,
  at: Date,
): Promise<ReminderChannel[]> {
  const missed: ReminderChannel[] = [];
  if (channels.includes('SMS')) {
    try {
      if (!c?.phone) throw new Error('no phone number');
      await app.senders.sms.send({ to: c.phone, text: `${subject}: ${text}`, login: c.login, at });
    } catch (err) {
      app.log.warn({ err, userId: c?.id }, 'a reminder could not be sent by SMS');
      missed.push('SMS');
    }
  }
  if (channels.includes('EMAIL')) {
    try {
      if (!c?.email || !app.senders.email) throw new Error('no e-mail address or service');
      await app.senders.email.send({ to: c.email, subject, text });
    } catch (err) {
      app.log.warn({ err, userId: c?.id }, 'a reminder could not be sent by e-mail');
      missed.push('EMAIL');
    }
  }
  return missed;
}

/**
 * The minute tick (a scheduled job): every active reminder whose schedule has a run since it was
 * last looked at (at most a day back) runs for that moment. Safe to repeat: runs reach nobody twice.
 */
export async function runDueReminders(app: FastifyInstance, now: Date): Promise<void> {
  for (const r of await repo.activeReminders(app.db)) {
    const after = new Date(Math.max(r.checkedUntil.getTime(), now.getTime() - CATCH_UP_MS));
    try {
      for (const at of occurrencesBetween(scheduleOf(r), after, now))
        await runReminder(app, r.id, at, { scheduled: true });
      await repo.setCheckedUntil(app.db, r.id, now);
    } catch (err) {
      // One reminder that fails (and is tried again next minute) holds up none of the others.
      app.log.error({ err, reminderId: r.id }, 'a scheduled reminder could not run');
    }
  }
}
