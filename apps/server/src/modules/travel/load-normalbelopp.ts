// POST /admin/normalbelopp: a source's tables replace the portal's, each year whole (DOMAIN §1.3).
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { listNormalbeloppYears } from './list-normalbelopp-years';
import { readSource, type NormalbeloppSource } from './normalbelopp-source';
import * as repo from './repository';

/** Replaces each year's table the source holds, whole, in one transaction. */
export async function loadNormalbelopp(
  db: Db,
  ctx: CompanyContext,
  source: NormalbeloppSource,
  origins: readonly string[],
  now: Date,
) {
  const { years, kalla } = await readSource(source, origins);
  const { user } = ctx.auth;
  await db.transaction(async (tx) => {
    for (const [ar, rows] of years)
      await repo.replaceYear(
        tx,
        { ar, kalla, loadedBy: user.id, loadedByNamn: user.namn, loadedAt: now },
        rows,
      );
    await writeAudit(tx, {
      at: now,
      userId: user.id,
      ftgId: ctx.company.ftgId,
      action: 'normalbelopp.loaded',
      details: { Kalla: kalla, Ar: [...years.keys()], Antal: [...years.values()].map((r) => r.length) },
    });
  });
  return listNormalbeloppYears(db);
}
