// GET /admin/normalbelopp: the years with a table, shipped or loaded (DOMAIN §1.3).
import { shippedNormalbelopp, type NormalbeloppYear } from '@lonportal/domain';
import type { Db } from '../../db/client';
import * as repo from './repository';
import { normalbeloppTables, shippedYears } from './rule-data';

/** The years with a table: the ones the portal ships and the ones loaded (a loaded year replaces a shipped one). */
export async function listNormalbeloppYears(db: Db): Promise<NormalbeloppYear[]> {
  const loaded = await repo.loadedYears(db);
  const byYear = new Map<number, NormalbeloppYear>();
  for (const ar of shippedYears())
    byYear.set(ar, {
      Ar: ar,
      Kalla: '',
      Inlast: false,
      InlastAv: '',
      InlastTid: '',
      Antal: shippedNormalbelopp(ar).length,
    });
  const counts = await normalbeloppTables(
    db,
    loaded.map((l) => l.ar),
  );
  for (const l of loaded)
    byYear.set(l.ar, {
      Ar: l.ar,
      Kalla: l.kalla,
      Inlast: true,
      InlastAv: l.loadedByNamn,
      InlastTid: l.loadedAt.toISOString(),
      Antal: counts[l.ar]?.length ?? 0,
    });
  return [...byYear.values()].sort((a, b) => b.Ar - a.Ar);
}
