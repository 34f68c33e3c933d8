// POST /admin/users/{Id}/resetLink: sends the configured password-reset form's address to the
// account, by e-mail where its personnel record has an address, otherwise by SMS; the channel used.
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { actorOf, assertWithinReach } from './access';
import * as repo from './users-repository';

type Channel = 'EMAIL' | 'SMS';

/** Sends the text by the first channel that reaches the account; the channel, or a field error. */
async function deliver(
  app: FastifyInstance,
  contact: Awaited<ReturnType<typeof repo.findContact>>,
  login: string,
  text: string,
  now: Date,
): Promise<Channel> {
  if (contact?.email && app.senders.email) {
    await app.senders.email.send({ to: contact.email, subject: 'Återställ ditt lösenord', text });
    return 'EMAIL';
  }
  if (contact?.phone) {
    await app.senders.sms.send({ to: contact.phone, text, login, at: now });
    return 'SMS';
  }
  throw new ApiError('ValidationFailed', { details: [{ Field: 'Id', Code: 'validation.user.noContact' }] });
}

export async function sendResetLink(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  now: Date,
): Promise<{ Kanal: Channel }> {
  const found = await repo.findUserDetail(app.db, id);
  if (!found) throw new ApiError('NotFound');
  assertWithinReach(actorOf(ctx), found.user);
  const contact = await repo.findContact(app.db, id);
  const url = app.senders.resetUrl;
  if (!url)
    throw new ApiError('ValidationFailed', {
      details: [{ Field: 'Id', Code: 'validation.user.noResetAddress' }],
    });
  const text = `Återställ ditt lösenord till Lönportalen (${found.user.login}): ${url}`;
  const Kanal = await deliver(app, contact, found.user.login, text, now);
  await writeAudit(app.db, {
    at: now,
    userId: ctx.auth.user.id,
    ftgId: found.user.ftgId,
    action: 'user.resetLink',
    details: { Id: id, Login: found.user.login, Kanal },
  });
  return { Kanal };
}
