// POST /tidrader/kopiera: copying a day's or a week's rows (SPEC §5).
import { addDays, daysBetween } from '@lonportal/domain/dates';
import { entryHours } from '@lonportal/domain/time/entries';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from './access';
import { createEntries } from './create-entries';
import { valuesOf } from './presenter';
import * as repo from './repository';

/**
 * Copies the rows of a day or week starting `fromDate` to the same weekdays from `toDate`. A time
 * the new date's clock skips refuses the copy (checkValues).
 */
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
  // A row with times takes the hours of its new date: a night copied onto a clock-change night is
  // an hour shorter or longer (DOMAIN §14).
  const rows = source.map((r) => {
    const values = { ...valuesOf(r), Datum: addDays(r.datum, shift) };
    return { ...values, Timmar: entryHours(values) };
  });
  return createEntries(db, ctx, rows, 'KOPIA', now);
}
