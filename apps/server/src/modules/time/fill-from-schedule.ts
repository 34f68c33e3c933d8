// POST /tidrader/franschema: rows from the employee's schedule (SPEC §5).
import {
  ENTRY_MESSAGES,
  fillsDay,
  scheduledEntry,
  usualTidKod,
  type TimeEntryValues,
} from '@lonportal/domain';
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { requireEmployee, requireReporter } from './access';
import { ownUnits } from './company-rules';
import { createEntriesFor } from './create-entries';
import { readPeriod } from './read-period';
import { listTidKoder } from '../../shared/reference-reads';

/** How far back the code an employee used last is looked for. */
const RECENT_DAYS = 31;

/**
 * A row with the schedule's start, end, break and hours on every scheduled day of the period that
 * has no rows yet, with the given code or the employee's usual one (usualTidKod). Days after today
 * (Stockholm) are filled only when MedFramtida asks for them.
 */
export async function fillFromSchedule(
  db: Db,
  ctx: CompanyContext,
  input: {
    AnstNr: string;
    From: string;
    To: string;
    TidKod?: string | undefined;
    MedFramtida?: boolean | undefined;
  },
  now: Date,
) {
  requireReporter(ctx, input.AnstNr);
  const today = stockholmWallTime(now).Datum;
  const to = input.MedFramtida || input.To <= today ? input.To : today;
  if (to < input.From) return [];
  const recentFrom = addDays(input.From, -RECENT_DAYS);
  const [employee, period, codes] = await Promise.all([
    requireEmployee(db, ctx, input.AnstNr),
    readPeriod(db, ctx, input.AnstNr, recentFrom, to),
    listTidKoder(db, ctx.company.ftgId),
  ]);
  const offered = codes
    .filter((c) => c.grupper.includes(employee.tidKodGrupp))
    .map((c) => ({ TidKod: c.tidKod, Typ: c.typ }));
  const tidKod =
    input.TidKod ||
    usualTidKod(
      offered,
      period.rows.map((r) => ({ Datum: r.datum, TidKod: r.tidKod })),
    );
  if (!tidKod)
    throw new ApiError('ValidationFailed', {
      details: [{ Field: 'TidKod', Code: ENTRY_MESSAGES.codeRequired }],
    });
  const reported = new Set(period.rows.map((r) => r.datum));
  const { Brukare, ResEnhet } = ownUnits(ctx, employee);
  const rows: TimeEntryValues[] = [];
  for (const [Datum, hours] of period.scheduleOf(input.AnstNr)) {
    if (Datum < input.From || !fillsDay({ Datum, scheduledHours: hours, hasRows: reported.has(Datum) }, to))
      continue;
    const times = period.timesOn(Datum, hours);
    rows.push(
      scheduledEntry({ AnstNr: input.AnstNr, Datum, TidKod: tidKod, hours, times, Brukare, ResEnhet }),
    );
  }
  return createEntriesFor(db, ctx, employee, rows, 'SCHEMA', now);
}
