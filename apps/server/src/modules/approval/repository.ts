// The attest list's reads (SPEC §7 /attest): the staff in scope with what their schedules need and
// their punches, in one statement whatever the company's size.
import { and, between, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { atlHistoryFrom, type TimeEntryStatus } from '@lonportal/domain';
import { IN_ADVANCE_KINDS } from '@lonportal/domain/time/approval-window';
import type { Db } from '../../db/client';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import type { PeriodRange } from '../../shared/row-status';
import {
  companies,
  compensations,
  employees,
  perSchema,
  punches,
  tidKoder,
  timeEntries,
} from '../../db/schema/index';
import { daysOffJson, schemanJson, timeSumsJson } from '../time';
import { compensationSumsJson } from '../compensations';

/** A person in scope: AnstNr, FoNamn, EfNamn, Avdelning. */
type StaffLine = [string, string, string, string | null];
/** A schedule period: AnstNr, FromDatum, UseArbSchema, ArbSchema. */
type PeriodLine = [string, string, boolean, string];
type Code = { tidKod: string; typ: string };
/** A punch: AnstNr, Datum, In, Ut and RastStart (ms since the epoch), RastMinuter. */
export type PunchLine = [string, string, number, number | null, number | null, number];

/**
 * The staff in scope, their schedule periods, the work schedules, the days off, the codes and the
 * punches of the period and of the days before it that the ATL warnings look back on, in one row.
 * The long lists come as arrays of values, not objects: a department's list is built and read a
 * few milliseconds sooner without a key in every line.
 */
export async function attestBasis(db: Db, ftgId: string, filter: EmployeeFilter, from: string, to: string) {
  const scope = employeeFilterWhere(ftgId, filter);
  // The rows of everyone in the company, or of the scope's numbers worked out once: = ANY reads
  // each one's rows through their index, where IN (subquery) hashes every row of the company.
  const ofScope = (anstNr: SQLWrapper) =>
    filter.kind === 'all'
      ? undefined
      : sql`${anstNr} = any(array(select ${employees.anstNr} from ${employees} where ${scope}))`;
  const ms = (at: SQLWrapper) => sql`extract(epoch from ${at}) * 1000`;
  const [row] = await db
    .select({
      staff: sql<StaffLine[]>`(select coalesce(json_agg(json_build_array(
          ${employees.anstNr}, ${employees.foNamn}, ${employees.efNamn}, ${employees.avdelning})), '[]'::json)
        from ${employees} where ${scope})`,
      periods: sql<PeriodLine[]>`(select coalesce(json_agg(json_build_array(
          ${perSchema.anstNr}, ${perSchema.fromDatum}, ${perSchema.useArbSchema}, ${perSchema.arbSchema})
          order by ${perSchema.fromDatum}), '[]'::json)
        from ${perSchema} where ${and(eq(perSchema.ftgId, ftgId), ofScope(perSchema.anstNr))})`,
      scheman: schemanJson(ftgId),
      daysOff: daysOffJson(ftgId, from, to),
      codes: sql<Code[]>`(select coalesce(json_agg(json_build_object(
          'tidKod', ${tidKoder.tidKod}, 'typ', ${tidKoder.typ})), '[]'::json)
        from ${tidKoder} where ${eq(tidKoder.ftgId, ftgId)})`,
      punches: sql<PunchLine[]>`(select coalesce(json_agg(json_build_array(
          ${punches.anstNr}, ${punches.datum}, ${ms(punches.inAt)}, ${ms(punches.outAt)},
          ${ms(punches.rastStart)}, ${punches.rastMinuter})), '[]'::json)
        from ${punches} where ${and(
          eq(punches.ftgId, ftgId),
          between(punches.datum, atlHistoryFrom(from), to),
          ofScope(punches.anstNr),
        )})`,
      timeSums: timeSumsJson(ftgId, { from, to }, filter),
      compensationSums: compensationSumsJson(ftgId, { from, to }, filter),
    })
    .from(companies)
    .where(eq(companies.ftgId, ftgId));
  // A company that is not there: nothing to list.
  if (!row)
    return {
      staff: [],
      periods: [],
      scheman: [],
      daysOff: [],
      codes: [],
      punches: [],
      timeSums: [],
      compensationSums: [],
    };
  const periods = row.periods.map(([anstNr, fromDatum, useArbSchema, arbSchema]) => ({
    anstNr,
    fromDatum,
    useArbSchema,
    arbSchema,
  }));
  return { ...row, periods };
}

/** A row after today that a status action would move: its day, and whether it is planned absence. */
export type RowAhead = { id: string; anstNr: string; datum: string; inAdvance: boolean };

/**
 * The rows of some employees in a period (the days after today) in one of `statuses`, with whether
 * each is of a kind that may be approved before its day (domain time/approval-window.ts: a time
 * code of an IN_ADVANCE_KINDS kind; no compensation row is).
 */
export async function rowsAhead(
  db: Db,
  kind: 'time' | 'compensations',
  ftgId: string,
  anstNrs: readonly string[],
  period: PeriodRange,
  statuses: readonly TimeEntryStatus[],
): Promise<RowAhead[]> {
  if (anstNrs.length === 0 || statuses.length === 0) return [];
  if (kind === 'compensations')
    return db
      .select({
        id: compensations.id,
        anstNr: compensations.anstNr,
        datum: compensations.datum,
        inAdvance: sql<boolean>`false`,
      })
      .from(compensations)
      .where(
        and(
          eq(compensations.ftgId, ftgId),
          between(compensations.datum, period.from, period.to),
          inArray(compensations.anstNr, [...anstNrs]),
          inArray(compensations.status, [...statuses]),
        ),
      );
  return db
    .select({
      id: timeEntries.id,
      anstNr: timeEntries.anstNr,
      datum: timeEntries.datum,
      inAdvance: sql<boolean>`coalesce(${inArray(tidKoder.typ, [...IN_ADVANCE_KINDS])}, false)`,
    })
    .from(timeEntries)
    .leftJoin(tidKoder, and(eq(tidKoder.ftgId, timeEntries.ftgId), eq(tidKoder.tidKod, timeEntries.tidKod)))
    .where(
      and(
        eq(timeEntries.ftgId, ftgId),
        between(timeEntries.datum, period.from, period.to),
        inArray(timeEntries.anstNr, [...anstNrs]),
        inArray(timeEntries.status, [...statuses]),
      ),
    );
}
