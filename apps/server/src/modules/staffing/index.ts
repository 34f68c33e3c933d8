// The staffing area's entry (ARCHITECTURE "Areas", ADR 0025): its routes, and the published shifts
// that are an employee's schedule, for the areas that show or use it.
import type { FastifyInstance } from 'fastify';
import { announce } from './announce';
import * as repo from './repository';
import { expireDue } from './swap-repository';
import { presentShift } from './presenter';

export { default as staffingRoutes } from './routes';
export { colleagueShifts, ownPublishedShifts, type ShiftRow } from './schedule-reads';

/** One employee's published shifts in `from`..`to`, as the API shows a shift. */
export async function publishedShifts(db: repo.Db, ftgId: string, anstNr: string, from: string, to: string) {
  return (await repo.publishedShiftsOf(db, ftgId, anstNr, from, to)).map(presentShift);
}

/**
 * Expires the shift swaps of every company whose cut-off has passed (the queue's job) and tells
 * each company's open pages; how many expired.
 */
export async function expireSwaps(app: FastifyInstance, at: Date): Promise<number> {
  const expired = await expireDue(app.db, at);
  for (const ftgId of new Set(expired.map((e) => e.ftgId))) await announce(app, ftgId, ['shifts']);
  return expired.length;
}
