// The attest list (GET /api/attestlista, SPEC §7): every employee the caller may see, with the
// period's scheduled and reported hours and the rows per status, in two statements whatever the
// company's size (a third finds an AVD's department): the staff with what their schedules need (as
// JSON in one row), and the sums of those employees only.
import { and, eq, sql } from 'drizzle-orm';
import {
  compareByName,
  kindOfCodes,
  reportedHours,
  sumHours,
  TIME_ENTRY_STATUSES,
  type AttestListEntry,
  type TimeEntryStatus,
} from '@lonportal/domain';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { employeeFilter, employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { companies, employees, perSchema, tidKoder } from '../../db/schema/index';
import { daysOffJson, schedulesFrom, schemanJson } from './report-reads';
import * as repo from './repository';

type Staff = { anstNr: string; foNamn: string; efNamn: string; avdelning: string | null };
type Period = { anstNr: string; fromDatum: string; useArbSchema: boolean; arbSchema: string };
type Code = { tidKod: string; typ: string };

/** The staff in scope, their schedule periods, the work schedules, the days off and the codes, in one row. */
async function attestBasis(db: Db, ftgId: string, filter: EmployeeFilter, from: string, to: string) {
  const scope = employeeFilterWhere(ftgId, filter);
  // The periods of everyone in the company, or of the scope's numbers worked out once: = ANY reads
  // each one's periods through the primary key, where IN (subquery) hashes every period of the company.
  const inScope =
    filter.kind === 'all'
      ? undefined
      : sql`${perSchema.anstNr} = any(array(select ${employees.anstNr} from ${employees} where ${scope}))`;
  const [row] = await db
    .select({
      staff: sql<Staff[]>`(select coalesce(json_agg(json_build_object(
          'anstNr', ${employees.anstNr}, 'foNamn', ${employees.foNamn},
          'efNamn', ${employees.efNamn}, 'avdelning', ${employees.avdelning})), '[]'::json)
        from ${employees} where ${scope})`,
      periods: sql<Period[]>`(select coalesce(json_agg(json_build_object(
          'anstNr', ${perSchema.anstNr}, 'fromDatum', ${perSchema.fromDatum},
          'useArbSchema', ${perSchema.useArbSchema}, 'arbSchema', ${perSchema.arbSchema})
          order by ${perSchema.fromDatum}), '[]'::json)
        from ${perSchema} where ${and(eq(perSchema.ftgId, ftgId), inScope)})`,
      scheman: schemanJson(ftgId),
      daysOff: daysOffJson(ftgId, from, to),
      codes: sql<Code[]>`(select coalesce(json_agg(json_build_object(
          'tidKod', ${tidKoder.tidKod}, 'typ', ${tidKoder.typ})), '[]'::json)
        from ${tidKoder} where ${eq(tidKoder.ftgId, ftgId)})`,
    })
    .from(companies)
    .where(eq(companies.ftgId, ftgId));
  return row ?? { staff: [], periods: [], scheman: [], daysOff: [], codes: [] };
}

const zeroCounts = () =>
  Object.fromEntries(TIME_ENTRY_STATUSES.map((s) => [s, 0])) as Record<TimeEntryStatus, number>;

/** The attest list of a period for the caller's employees. */
export async function loadAttestList(
  db: Db,
  ctx: CompanyContext,
  from: string,
  to: string,
): Promise<AttestListEntry[]> {
  const ftgId = ctx.company.ftgId;
  const filter = await employeeFilter(db, ctx);
  const [basis, sums] = await readAll(db, [
    () => attestBasis(db, ftgId, filter, from, to),
    () => repo.sumsByEmployee(db, ftgId, { from, to }, filter),
  ]);
  const scheduleOf = schedulesFrom(basis.periods, basis.scheman, basis.daysOff, from, to);
  // SQL sums per code; which codes count and the rounding are the domain's (totals.ts).
  const kindOf = kindOfCodes(basis.codes.map((c) => [c.tidKod, c.typ] as const));
  const byEmployee = new Map<
    string,
    { sums: { TidKod: string; Timmar: number }[]; antal: Record<TimeEntryStatus, number> }
  >();
  for (const s of sums) {
    const acc = byEmployee.get(s.anstNr) ?? { sums: [], antal: zeroCounts() };
    acc.antal[s.status] += s.antal;
    acc.sums.push({ TidKod: s.tidKod, Timmar: s.timmar });
    byEmployee.set(s.anstNr, acc);
  }
  const list = basis.staff.map((e) => {
    const acc = byEmployee.get(e.anstNr);
    return {
      AnstNr: e.anstNr,
      FoNamn: e.foNamn,
      EfNamn: e.efNamn,
      Avdelning: e.avdelning ?? '',
      SchemaTimmar: sumHours(scheduleOf(e.anstNr).values()),
      Timmar: reportedHours(acc?.sums ?? [], kindOf),
      Antal: acc?.antal ?? zeroCounts(),
    };
  });
  // In Swedish order here: the database's collation may not know Swedish (Å, Ä, Ö).
  return list.sort(compareByName);
}
