// Telling employees their payslip is there (issue of payslips: "a message tells them"): on its pay
// day, not before, once per payslip, in the reader's language (messages carry a key and values).
import type { FastifyInstance } from 'fastify';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { lonebeskedMeddelande } from '@lonportal/domain/payslips/index';
import { announceMessages, insertMessages, type NewMessage } from '../../shared/inbox';
import * as repo from './repository';

/** Payslips told per round: a pay run of 5,000 employees takes one. */
const BATCH = 5000;

/**
 * Writes a message to every employee whose payslip is paid out by today and who has not been told,
 * and marks those payslips told (a payslip marked by another server meanwhile is left to it).
 * Answers how many payslips were told.
 */
export async function announceDuePayslips(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const today = stockholmWallTime(now).Datum;
  let told = 0;
  for (;;) {
    const due = await repo.unannounced(app.db, today, BATCH);
    if (due.length === 0) return told;
    const recipients = await app.db.transaction(async (tx) => {
      const marked = new Set(
        (await repo.markAnnounced(tx, [...new Set(due.map((d) => d.id))], now)).map((r) => r.id),
      );
      const rows: NewMessage[] = due
        .filter((d) => marked.has(d.id) && d.userId !== null)
        .map((d) => ({
          ftgId: d.ftgId,
          recipientId: d.userId!,
          senderId: null,
          ...lonebeskedMeddelande(d.periodText || d.betalDatum),
          createdAt: now,
        }));
      await insertMessages(tx, rows);
      told += marked.size;
      return rows;
    });
    const byCompany = new Map<string, string[]>();
    for (const r of recipients) byCompany.set(r.ftgId, [...(byCompany.get(r.ftgId) ?? []), r.recipientId]);
    for (const [ftgId, userIds] of byCompany) await announceMessages(app, ftgId, userIds);
    if (due.length < BATCH) return told;
  }
}
