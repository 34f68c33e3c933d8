// One run of a reminder (SPEC /admin/reminders): the delivery through its channels once per person
// and period. The queue runs it (jobs/reminders.ts), for "Run now" and for the minute tick.
import type { FastifyInstance } from 'fastify';
import { reminderMessage, type ReminderChannel, type ReminderRecipient } from '@lonportal/domain';
import { loadPortalInfo } from '../../plugins/access/store';
import { announceMessages, insertMessages } from '../../shared/inbox';
import { recipientsOf } from './reminder-recipients';
import * as repo from './reminders-repository';

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
 * The delivery of one person and, with the inbox on, its message: one transaction, so a retried
 * run reaches nobody twice. False when the person was reached for the period already.
 */
function recordDelivery(
  app: FastifyInstance,
  r: repo.ReminderRow,
  p: ReminderRecipient,
  message: ReturnType<typeof reminderMessage>,
  inbox: boolean,
  at: Date,
): Promise<boolean> {
  const channels = r.kanaler as ReminderChannel[];
  return app.db.transaction(async (tx) => {
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
    if (!(await recordDelivery(app, r, p, message, inbox, at))) continue;
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
