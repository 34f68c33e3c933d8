// Telling employees of their schedule (issue of publishing; ATL 12 §: changes are notified): a
// message in each one's inbox, in the reader's language (messages carry a key and values).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { announceMessages, insertMessages } from '../../shared/inbox';
import * as repo from './repository';

const TEXTS = {
  PUBLISHED: (p: Record<string, string | number>) =>
    `Ditt schema ${p.from}–${p.to} är publicerat: ${p.antal} pass.`,
  CHANGED: (p: Record<string, string | number>) => `Ditt pass ${p.datum} är ändrat. Se ditt schema.`,
  SWAP_DENIED: (p: Record<string, string | number>) => `Passbytet av ditt pass ${p.datum} nekades.`,
};
export type ScheduleNews = keyof typeof TEXTS;

/**
 * Writes the messages inside the caller's transaction; the recipients, to announce once it is
 * committed (announceSchedule). `params` per AnstNr.
 */
export async function scheduleMessages(
  db: Db,
  ctx: CompanyContext,
  news: ScheduleNews,
  params: Map<string, Record<string, string | number>>,
  at: Date,
): Promise<string[]> {
  if (params.size === 0) return [];
  const accounts = await repo.accountsOf(db, ctx.company.ftgId, [...params.keys()]);
  await insertMessages(
    db,
    accounts.map((a) => {
      const p = params.get(a.anstNr ?? '') ?? {};
      return {
        ftgId: ctx.company.ftgId,
        recipientId: a.id,
        senderId: ctx.auth.user.id,
        rubrik: 'Schema',
        text: TEXTS[news](p),
        nyckel: `messages.portal.schedule.${news}`,
        parametrar: p,
        createdAt: at,
      };
    }),
  );
  return accounts.map((a) => a.id);
}

/** A published shift changed or removed: its people are told. */
export const tellChanged = (
  db: Db,
  ctx: CompanyContext,
  anstNrs: readonly string[],
  datum: string,
  at: Date,
) => scheduleMessages(db, ctx, 'CHANGED', new Map(anstNrs.map((n) => [n, { datum }])), at);

export const announceSchedule = (app: FastifyInstance, ftgId: string, recipients: readonly string[]) =>
  announceMessages(app, ftgId, recipients);
