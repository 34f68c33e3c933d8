// The time rows an absence report or an approved leave application owns (SPEC §2.1): read and
// removed by their owner's area through these, which keep time's history, while new ones are made
// with createEntriesFor.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { valuesOf } from './presenter';
import * as repo from './repository';
import { recordEvents } from './shared';

/** The rows the owner has now. */
export const ownedEntries = (db: Db, ctx: CompanyContext, owner: repo.EntryOwner) =>
  repo.listOwnedEntries(db, ctx.company.ftgId, owner);

/** Removes some of an owner's rows (the owner checked their locks) and records their values. */
export async function deleteOwnedEntries(
  tx: Db,
  ctx: CompanyContext,
  rows: readonly repo.EntryRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await repo.deleteEntries(
    tx,
    ctx.company.ftgId,
    rows.map((r) => r.id),
  );
  await recordEvents(
    tx,
    ctx,
    now,
    rows.map((r) => ({ entryId: r.id, anstNr: r.anstNr, handelse: 'DELETE', details: valuesOf(r) })),
  );
}
