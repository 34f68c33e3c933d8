// POST /tidrader/franschema: rows from the employee's schedule (SPEC §5).
import { resEnhetValues, tidKodKind, timeEntryValues, type TimeEntryValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { requireEmployee } from './access';
import { ownUnits } from './company-rules';
import { createEntries } from './create-entries';
import * as repo from './repository';
import { loadSchedules } from './shared';

/** A row with the schedule's hours on every scheduled day of the period that has no rows yet. */
export async function fillFromSchedule(
  db: Db,
  ctx: CompanyContext,
  input: { AnstNr: string; From: string; To: string; TidKod?: string | undefined },
  now: Date,
) {
  const employee = await requireEmployee(db, ctx, input.AnstNr);
  const ftgId = ctx.company.ftgId;
  const [{ scheduleOf }, existing, codes] = await Promise.all([
    loadSchedules(db, ftgId, [input.AnstNr], input.From, input.To),
    repo.listEntries(db, ftgId, input.AnstNr, input.From, input.To),
    repo.listTidKoder(db, ftgId),
  ]);
  const tidKod =
    input.TidKod ||
    codes
      .filter(
        (c) =>
          c.grupper.includes(employee.tidKodGrupp) &&
          tidKodKind(c.typ) === 'attendance' &&
          c.typ === 'NORMAL',
      )
      .map((c) => c.tidKod)
      .sort()[0];
  if (!tidKod)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'TidKod', Code: 'validation.required' }] });
  const reported = new Set(existing.map((r) => r.datum));
  const { Brukare, ResEnhet } = ownUnits(ctx, employee);
  const rows: TimeEntryValues[] = [];
  for (const [Datum, hours] of scheduleOf(input.AnstNr)) {
    if (hours <= 0 || reported.has(Datum)) continue;
    rows.push(
      timeEntryValues({
        AnstNr: input.AnstNr,
        Datum,
        TidKod: tidKod,
        Timmar: hours,
        Brukare,
        ...resEnhetValues(ResEnhet),
      }),
    );
  }
  return createEntries(db, ctx, rows, 'SCHEMA', now);
}
