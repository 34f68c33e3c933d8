// POST /admin/normalbelopp/forhandsgranska: what loading a source would change, before it is loaded.
import { normalbeloppChanges } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { readSource, type NormalbeloppSource } from './normalbelopp-source';
import { normalbeloppTables } from './rule-data';

/** What loading the source would change, year by year, against the tables the portal uses now. */
export async function previewNormalbelopp(db: Db, source: NormalbeloppSource, origins: readonly string[]) {
  const { years, kalla } = await readSource(source, origins);
  const current = await normalbeloppTables(db, [...years.keys()]);
  return {
    Kalla: kalla,
    Ar: [...years]
      .sort(([a], [b]) => a - b)
      .map(([ar, rows]) => normalbeloppChanges(ar, current[ar] ?? [], rows)),
  };
}
