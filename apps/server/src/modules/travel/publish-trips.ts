// Telling the company's open lists that an employee's trips changed, and their compensations when
// completing or reverting made or removed rows (shared/live-rows.ts).
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { publishRows } from '../../shared/live-rows';

export async function publishTrips(
  app: FastifyInstance,
  ctx: CompanyContext,
  anstNr: string,
  rowsChanged: boolean,
) {
  await publishRows(app, ctx, 'travelExpenses', [anstNr]);
  if (rowsChanged) await publishRows(app, ctx, 'compensations', [anstNr]);
}
