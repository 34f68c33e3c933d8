// GET /tidrapport/:AnstNr: an employee's period (SPEC §5, calendar).
import { readsTimeOnly, type TimeReport } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { actsAsManager, statusFlags } from './access';
import { presentEntry } from './presenter';
import { readPeriod } from './read-period';

/** An employee's period: every day with its schedule and day off, and the rows (SPEC §5, calendar). */
export async function loadTimeReport(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  from: string,
  to: string,
): Promise<TimeReport> {
  // Scope check, schedule, days off and rows in two statements (this is the hot read).
  const { daysOff, scheduleOf, timesOn, rows } = await readPeriod(db, ctx, anstNr, from, to);
  const offByDate = new Map(daysOff.map((d) => [d.datum, d]));
  const flags = statusFlags(ctx);
  const manager = actsAsManager(ctx, anstNr);
  return {
    AnstNr: anstNr,
    From: from,
    To: to,
    Dagar: [...scheduleOf(anstNr)].map(([Datum, SchemaTimmar]) => ({
      Datum,
      SchemaTimmar,
      SchemaTider: timesOn(Datum, SchemaTimmar),
      Helgdag: offByDate.get(Datum)?.typ ?? null,
      HelgdagNamn: offByDate.get(Datum)?.namn ?? '',
    })),
    // A brukare reads (and attests) the time of their assistants but does not report it.
    Rader: rows.map((r) => presentEntry(r, flags, manager, readsTimeOnly(ctx.access))),
  };
}
