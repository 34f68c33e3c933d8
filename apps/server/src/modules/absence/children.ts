// The child register (SPEC §3, §5 Child register): an employee's children, whom VAB is
// reported for. Read and kept in the same employee scope as time.
import { birthDateOf, CHILD_MESSAGES, type Child, type ChildInput } from '@lonportal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absenceReports, children } from '../../db/schema/index';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import { requireEmployee, requireReporter } from '../time';
import { audit } from './owned-rows';
import * as repo from './repository';

/** VAB days per child in the calendar year of `today` (degree counted), from the reports' rows. */
export type VabDays = ReadonlyMap<string, number>;

export function presentChild(row: repo.ChildRow, vabDays: VabDays): Child {
  return {
    Id: row.id,
    AnstNr: row.anstNr,
    PersNr: row.persNr,
    Namn: row.namn,
    Fodd: birthDateOf(row.persNr) ?? '',
    MaxDagar: row.maxDagar,
    IngaendeDagar: row.ingaendeDagar,
    VabDagarAr: vabDays.get(row.id) ?? 0,
    Version: row.version,
  };
}

export async function listChildren(db: Db, ctx: CompanyContext, anstNr: string, vabDays: VabDays) {
  await requireEmployee(db, ctx, anstNr);
  const rows = await repo.childrenOf(db, ctx.company.ftgId, [anstNr]);
  return rows.map((r) => presentChild(r, vabDays));
}

async function requireUniquePersNr(db: Db, ctx: CompanyContext, anstNr: string, persNr: string, id?: string) {
  const same = (await repo.childrenOf(db, ctx.company.ftgId, [anstNr])).find(
    (c) => c.persNr === persNr && c.id !== id,
  );
  if (same) throw fieldError('PersNr', CHILD_MESSAGES.duplicate);
}

export async function createChild(db: Db, ctx: CompanyContext, anstNr: string, v: ChildInput, now: Date) {
  requireReporter(ctx, anstNr);
  await requireEmployee(db, ctx, anstNr);
  await requireUniquePersNr(db, ctx, anstNr, v.PersNr);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(children)
      .values({
        ftgId: ctx.company.ftgId,
        anstNr,
        persNr: v.PersNr,
        namn: v.Namn,
        maxDagar: v.MaxDagar,
        ingaendeDagar: v.IngaendeDagar,
        updatedBy: ctx.auth.user.id,
        updatedAt: now,
      })
      .returning();
    await audit(tx, ctx, now, 'child.created', { BarnId: row!.id, AnstNr: anstNr });
    return presentChild(row!, new Map());
  });
}

async function ownChild(db: Db, ctx: CompanyContext, id: string) {
  const row = await repo.findChild(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  requireReporter(ctx, row.anstNr);
  await requireEmployee(db, ctx, row.anstNr);
  return row;
}

export async function updateChild(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: ChildInput,
  version: number,
  now: Date,
) {
  const row = await ownChild(db, ctx, id);
  await requireUniquePersNr(db, ctx, row.anstNr, v.PersNr, id);
  const updated = await updateVersioned(
    db,
    children,
    { ftgId: ctx.company.ftgId, id, version },
    {
      persNr: v.PersNr,
      namn: v.Namn,
      maxDagar: v.MaxDagar,
      ingaendeDagar: v.IngaendeDagar,
      updatedBy: ctx.auth.user.id,
      updatedAt: now,
    },
  );
  if (!updated) throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'child.updated', { BarnId: id, AnstNr: row.anstNr });
  return presentChild(updated, new Map());
}

/** Removes a child no VAB report names (those keep their child). */
export async function deleteChild(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const row = await ownChild(db, ctx, id);
  const [used] = await db
    .select({ id: absenceReports.id })
    .from(absenceReports)
    .where(and(eq(absenceReports.ftgId, ctx.company.ftgId), eq(absenceReports.barnId, id)))
    .limit(1);
  if (used) throw fieldError('Id', CHILD_MESSAGES.inUse);
  if (!(await deleteVersioned(db, children, { ftgId: ctx.company.ftgId, id, version })))
    throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'child.deleted', { BarnId: id, AnstNr: row.anstNr });
  return row.anstNr;
}
