import type { FastifyInstance } from 'fastify';
import {
  nextOccurrence,
  type Reminder,
  type ReminderChannel,
  type ReminderInput,
  type ReminderRecipient,
  type StatusFlags,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import { changes } from '../../shared/changes';
import { recipientsOf, scheduleOf } from './reminders-run';
import * as repo from './reminders-repository';

// /admin/reminders: the reminders an administrator keeps, their preview, history and failed runs;
// how a reminder runs is reminders-run.ts.

function present(r: repo.ReminderRow, now: Date): Reminder {
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

const columnsOf = (input: ReminderInput): repo.ReminderColumns => ({
  namn: input.Namn,
  typ: input.Typ,
  roller: input.Roller,
  avdelningar: [...new Set(input.Avdelningar)],
  anvandare: [...new Set(input.Anvandare)],
  kanaler: input.Kanaler,
  dagar: input.Schema.Dagar,
  sistaArbetsdagen: input.Schema.SistaArbetsdagen,
  flyttaTillArbetsdag: input.Schema.FlyttaTillArbetsdag,
  tid: input.Schema.Tid,
  aktiv: input.Aktiv,
});

export async function listReminders(db: Db, ctx: CompanyContext, now: Date): Promise<Reminder[]> {
  return (await repo.listReminders(db, ctx.company.ftgId)).map((r) => present(r, now));
}

async function found(db: Db, ctx: CompanyContext, id: string): Promise<repo.ReminderRow> {
  const r = await repo.findReminder(db, ctx.company.ftgId, id);
  if (!r) throw new ApiError('NotFound');
  return r;
}

/**
 * The checks of a reminder as written: its channels can reach people here (the inbox where the
 * company has one, e-mail where a mail service is configured), and the named users work in the
 * company.
 */
async function checkInput(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: ReminderInput,
  before: repo.ReminderRow | null = null,
): Promise<void> {
  if (input.Kanaler.includes('MESSAGE') && !ctx.portal.EnableMeddelanden)
    throw fieldError('Kanaler', 'validation.reminder.messagesOff');
  if (input.Kanaler.includes('EMAIL') && !app.senders.email)
    throw fieldError('Kanaler', 'validation.reminder.emailOff');
  // Only users added now: one named earlier and disabled since does not stop a save (it is skipped).
  const added = [...new Set(input.Anvandare)].filter((id) => !before?.anvandare.includes(id));
  if (added.length > 0) {
    const known = await repo.recipientCandidates(app.db, ctx.company.ftgId, {
      roller: [],
      avdelningar: [],
      anvandare: added,
    });
    if (known.length !== added.length) throw fieldError('Anvandare', 'validation.reminder.unknownUser');
  }
}

export async function createReminder(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: ReminderInput,
  now: Date,
) {
  await checkInput(app, ctx, input);
  const row = await app.db.transaction(async (tx) => {
    const made = await repo.insertReminder(tx, ctx.company.ftgId, columnsOf(input), ctx.auth.user.id, now);
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'reminder.created',
      details: { Id: made.id, Namn: made.namn, Typ: made.typ },
    });
    return made;
  });
  return present(row, now);
}

export async function updateReminder(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  input: ReminderInput,
  now: Date,
): Promise<Reminder> {
  await checkInput(app, ctx, input, await found(app.db, ctx, id));
  const row = await app.db.transaction(async (tx) => {
    const before = await found(tx, ctx, id);
    const saved = await repo.updateReminder(
      tx,
      { ftgId: ctx.company.ftgId, id, version: input.Version },
      columnsOf(input),
      now,
    );
    if (!saved) throw new ApiError('VersionConflict');
    const changed = changes(present(before, now), present(saved, now));
    for (const key of ['Version', 'NastaKorning'] as const) delete changed[key];
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'reminder.updated',
      details: { Id: id, Namn: saved.namn, Changes: changed },
    });
    return saved;
  });
  return present(row, now);
}

export async function deleteReminder(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
) {
  await app.db.transaction(async (tx) => {
    const before = await found(tx, ctx, id);
    if (!(await repo.deleteReminder(tx, { ftgId: ctx.company.ftgId, id, version })))
      throw new ApiError('VersionConflict');
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'reminder.deleted',
      details: { Id: id, Namn: before.namn },
    });
  });
}

/** GET /admin/reminders/{Id}/preview: who it would remind right now. */
export async function preview(db: Db, ctx: CompanyContext, id: string, now: Date) {
  const r = await found(db, ctx, id);
  return recipientsOf(db, r, flagsOf(ctx), now);
}

const flagsOf = (ctx: CompanyContext): StatusFlags => ({
  KalUseLonReady: ctx.company.kalUseLonReady,
  KalUseAttest: ctx.company.kalUseAttest,
});

/** POST /admin/reminders/{Id}/run: runs it now, on the queue. */
export async function runNow(app: FastifyInstance, ctx: CompanyContext, id: string, now: Date) {
  const r = await found(app.db, ctx, id);
  await app.jobs.send('reminder-run', { ReminderId: r.id, FtgId: r.ftgId, At: now.toISOString() });
  await writeAudit(app.db, {
    at: now,
    userId: ctx.auth.user.id,
    ftgId: ctx.company.ftgId,
    action: 'reminder.run',
    details: { Id: r.id, Namn: r.namn },
  });
  return { Queued: true };
}

/** GET /admin/reminders/{Id}/deliveries: its latest deliveries. */
export async function deliveriesOf(db: Db, ctx: CompanyContext, id: string) {
  const r = await found(db, ctx, id);
  return (await repo.deliveries(db, r.id, 200)).map((d) => ({
    At: d.at.toISOString(),
    Namn: d.namn,
    Login: d.login,
    Anledning: d.reason as ReminderRecipient['Anledning'],
    Period: d.period,
    Antal: d.antal,
    Datum: d.datum,
    Kanaler: d.kanaler as ReminderChannel[],
    Uteblev: d.uteblev as ReminderChannel[],
  }));
}

/**
 * GET /admin/reminders/failures: the company's runs that failed for good (after their retries)
 * in the last 30 days, with the reminder's name and the error.
 */
export async function failedRuns(app: FastifyInstance, ctx: CompanyContext) {
  const failed = await app.jobs.failed('reminder-run', { FtgId: ctx.company.ftgId });
  const names = new Map((await repo.listReminders(app.db, ctx.company.ftgId)).map((r) => [r.id, r.namn]));
  return failed.map((f) => ({
    Id: f.id,
    ReminderId: typeof f.data.ReminderId === 'string' ? f.data.ReminderId : null,
    Namn: typeof f.data.ReminderId === 'string' ? (names.get(f.data.ReminderId) ?? null) : null,
    At: f.at.toISOString(),
    Forsok: f.tries,
    Fel: f.error,
  }));
}
