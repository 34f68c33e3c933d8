// POST /tidrader/kopiera: copying a day's or a week's rows (SPEC §5).
import { addDays, daysBetween } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from './access';
import { createEntries } from './create-entries';
import { valuesOf } from './presenter';
import * as repo from './repository';

/** Copies the rows of a day or week starting `fromDate` to the same weekdays from `toDate`. */
export async function copyEntries(
  db: Db,
  ctx: CompanyContext,
  input: { AnstNr: string; FranDatum: string; TillDatum: string; Dagar: number },
  now: Date,
) {
  await requireEmployee(db, ctx, input.AnstNr);
  const source = await repo.listEntries(
    db,
    ctx.company.ftgId,
    input.AnstNr,
    input.FranDatum,
    addDays(input.FranDatum, input.Dagar - 1),
  );
  const shift = daysBetween(input.FranDatum, input.TillDatum);
  const rows = source.map((r) => ({ ...valuesOf(r), Datum: addDays(r.datum, shift) }));
  return createEntries(db, ctx, rows, 'KOPIA', now);
}
