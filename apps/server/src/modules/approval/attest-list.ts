// The attest list (GET /api/attestlista, SPEC §7): every employee the caller may see, with the
// period's scheduled and reported hours, the rows per status and the ATL warnings on their punches,
// in two statements whatever the company's size (a third finds an AVD's department): the staff with
// what their schedules need and their punches (as JSON in one row), and the sums of those employees
// only.
import { and, between, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  atlHistoryFrom,
  atlWarnings,
  compareByName,
  kindOfCodes,
  reportedHours,
  roundKronor,
  sumHours,
  TIME_ENTRY_STATUSES,
  type AttestListEntry,
  type TimeEntryStatus,
} from '@lonportal/domain';
import { punchWorkPeriod } from '@lonportal/domain/punches/punches';
import { readAll, type Db } from '../../db/client';
import { deepFreeze } from '../../shared/kept-answers';
import type { CompanyContext } from '../../plugins/access/index';
import { employeeFilter, employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { companies, employees, perSchema, punches, tidKoder } from '../../db/schema/index';
import { daysOffJson, schedulesFrom, schemanJson, timeReads } from '../time';
import { compensationRows } from '../compensations';

type Staff = { anstNr: string; foNamn: string; efNamn: string; avdelning: string | null };
type Period = { anstNr: string; fromDatum: string; useArbSchema: boolean; arbSchema: string };
type Code = { tidKod: string; typ: string };
/** A punch: AnstNr, Datum, In, Ut and RastStart (ms since the epoch), RastMinuter. */
type PunchLine = [string, string, number, number | null, number | null, number];

/**
 * The staff in scope, their schedule periods, the work schedules, the days off, the codes and the
 * punches of the period and of the days before it that the ATL warnings look back on, in one row.
 */
async function attestBasis(db: Db, ftgId: string, filter: EmployeeFilter, from: string, to: string) {
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
      staff: sql<Staff[]>`(select coalesce(json_agg(json_build_object(
          'anstNr', ${employees.anstNr}, 'foNamn', ${employees.foNamn},
          'efNamn', ${employees.efNamn}, 'avdelning', ${employees.avdelning})), '[]'::json)
        from ${employees} where ${scope})`,
      periods: sql<Period[]>`(select coalesce(json_agg(json_build_object(
          'anstNr', ${perSchema.anstNr}, 'fromDatum', ${perSchema.fromDatum},
          'useArbSchema', ${perSchema.useArbSchema}, 'arbSchema', ${perSchema.arbSchema})
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
    })
    .from(companies)
    .where(eq(companies.ftgId, ftgId));
  return row ?? { staff: [], periods: [], scheman: [], daysOff: [], codes: [], punches: [] };
}

/** Per employee, the ATL warnings on their punches dated from `from` on (domain punches.ts rule 8). */
function atlCounts(lines: readonly PunchLine[], from: string, now: Date): Map<string, number> {
  const byEmployee = new Map<string, PunchLine[]>();
  for (const line of lines) {
    const own = byEmployee.get(line[0]);
    if (own) own.push(line);
    else byEmployee.set(line[0], [line]);
  }
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  const counts = new Map<string, number>();
  for (const [anstNr, own] of byEmployee) {
    const periods = own.map(([, , inAt, outAt, rastStart, rastMinuter]) =>
      punchWorkPeriod({ inAt: new Date(inAt), outAt: at(outAt), rastStart: at(rastStart), rastMinuter }),
    );
    const warnings = atlWarnings(periods, now);
    const count = own.reduce((n, line, i) => n + (line[1] >= from ? (warnings[i]?.length ?? 0) : 0), 0);
    counts.set(anstNr, count);
  }
  return counts;
}

const zeroCounts = () =>
  Object.fromEntries(TIME_ENTRY_STATUSES.map((s) => [s, 0])) as Record<TimeEntryStatus, number>;

/** The attest list of a period for the caller's employees (an open punch counts until `now`). */
export async function loadAttestList(
  db: Db,
  ctx: CompanyContext,
  from: string,
  to: string,
  now: Date,
  kept?: AttestListCache,
): Promise<AttestListEntry[]> {
  const ftgId = ctx.company.ftgId;
  const filter = await employeeFilter(db, ctx);
  const build = () => buildAttestList(db, ftgId, filter, from, to, now);
  return kept ? kept.get(ftgId, `${from}|${to}|${JSON.stringify(filter)}`, now.getTime(), build) : build();
}

async function buildAttestList(
  db: Db,
  ftgId: string,
  filter: EmployeeFilter,
  from: string,
  to: string,
  now: Date,
): Promise<AttestListEntry[]> {
  const [basis, sums, compensationSums] = await readAll(db, [
    () => attestBasis(db, ftgId, filter, from, to),
    () => timeReads.sumsByEmployee(db, ftgId, { from, to }, filter),
    () => compensationRows.sumsByEmployee(db, ftgId, { from, to }, filter),
  ]);
  const scheduleOf = schedulesFrom(basis.periods, basis.scheman, basis.daysOff, from, to);
  // SQL sums per code; which codes count and the rounding are the domain's (totals.ts).
  const kindOf = kindOfCodes(basis.codes.map((c) => [c.tidKod, c.typ] as const));
  const atl = atlCounts(basis.punches, from, now);
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
  const compensationsOf = new Map<string, { Antal: Record<TimeEntryStatus, number>; Summa: number }>();
  for (const s of compensationSums) {
    const acc = compensationsOf.get(s.anstNr) ?? { Antal: zeroCounts(), Summa: 0 };
    acc.Antal[s.status] += s.antal;
    acc.Summa = roundKronor(acc.Summa + s.summa);
    compensationsOf.set(s.anstNr, acc);
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
      AntalAtlVarningar: atl.get(e.anstNr) ?? 0,
      Ersattningar: compensationsOf.get(e.anstNr) ?? { Antal: zeroCounts(), Summa: 0 },
    };
  });
  // In Swedish order here: the database's collation may not know Swedish (Å, Ä, Ö).
  return list.sort(compareByName);
}

/** Lists kept at most per company before the oldest are dropped. */
const KEPT_PER_COMPANY = 200;

type Kept = { list: AttestListEntry[]; builtAt: number };

/**
 * Attest lists kept for a few seconds per company, period and scope (so that managers who reload
 * the list, or several who look at the same one, do not rebuild it from every row of the company).
 * The list depends only on those: the user's role and department are in the scope. A change of the
 * company's time, punches or anything else it publishes on the live bus (LISTEN/NOTIFY between
 * servers) drops its lists at once; a list built while such a change happened is not kept.
 */
export class AttestListCache {
  private readonly kept = new Map<string, Map<string, Kept>>();
  private readonly building = new Map<string, Promise<AttestListEntry[]>>();
  private readonly generations = new Map<string, number>();

  /** `keepMs`: how long a list is handed out (config ATTEST_LIST_KEEP_SECONDS; 0 keeps none). */
  constructor(private readonly keepMs = 10_000) {}

  /** Counts every change of all companies (an event without a company). */
  private everyone = 0;

  /**
   * The company's kept list under `key`, or the one `build` makes (shared by callers meanwhile).
   * `now` is the server's clock (ms), which the open punches' warnings are counted to.
   */
  async get(
    ftgId: string,
    key: string,
    now: number,
    build: () => Promise<AttestListEntry[]>,
  ): Promise<AttestListEntry[]> {
    const hit = this.kept.get(ftgId)?.get(key);
    if (hit && hit.builtAt <= now && now < hit.builtAt + this.keepMs) return hit.list;
    const slot = `${ftgId}|${key}`;
    const pending = this.building.get(slot);
    if (pending) return pending;
    const generation = this.generationOf(ftgId);
    const made = build()
      .then((list) => {
        const frozen = deepFreeze(list);
        if (this.keepMs > 0 && this.generationOf(ftgId) === generation) this.keep(ftgId, key, frozen, now);
        return frozen;
      })
      .finally(() => {
        if (this.building.get(slot) === made) this.building.delete(slot);
      });
    this.building.set(slot, made);
    return made;
  }

  /** Drops the company's lists (every company's for null) and any being built now. */
  changed(ftgId: string | null): void {
    if (ftgId === null) {
      this.everyone++;
      this.kept.clear();
      this.building.clear();
      return;
    }
    this.kept.delete(ftgId);
    this.generations.set(ftgId, (this.generations.get(ftgId) ?? 0) + 1);
    for (const slot of [...this.building.keys()])
      if (slot.startsWith(`${ftgId}|`)) this.building.delete(slot);
  }

  private generationOf(ftgId: string): string {
    return `${this.everyone}:${this.generations.get(ftgId) ?? 0}`;
  }

  private keep(ftgId: string, key: string, list: AttestListEntry[], builtAt: number): void {
    let lists = this.kept.get(ftgId);
    if (!lists) this.kept.set(ftgId, (lists = new Map()));
    if (lists.size >= KEPT_PER_COMPANY) lists.delete(lists.keys().next().value!);
    lists.set(key, { list, builtAt });
  }
}
