// What a reminder must meet as written (SPEC /admin/reminders): channels that reach people here and
// recipients who work in the company; and the company's own reminder, or 404.
import type { FastifyInstance } from 'fastify';
import type { ReminderInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import * as repo from './reminders-repository';

/** The reminder's columns as the input names them. */
export const columnsOf = (input: ReminderInput): repo.ReminderColumns => ({
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

/** The company's reminder, or 404 (another company's is not found either). */
export async function requireReminder(db: Db, ctx: CompanyContext, id: string): Promise<repo.ReminderRow> {
  const r = await repo.findReminder(db, ctx.company.ftgId, id);
  if (!r) throw new ApiError('NotFound');
  return r;
}

/**
 * The checks of a reminder as written: its channels can reach people here (the inbox where the
 * company has one, e-mail where a mail service is configured), and the named users work in the
 * company.
 */
export async function checkInput(
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
