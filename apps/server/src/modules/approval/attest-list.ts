// The attest list (GET /api/attestlista, SPEC §7): every employee the caller may see, with the
// period's scheduled and reported hours, the rows per status, the compensations and the ATL warnings
// on their punches, in one statement whatever the company's size (a second finds an AVD's
// department): the staff with what their schedules need, their punches and the sums of their time
// and compensation rows, each as JSON in one row.
import {
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
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { employeeFilter, type EmployeeFilter } from '../../shared/employee-scope';
import { employeeSums, schedulesFrom } from '../time';
import type { AttestListCache } from './attest-list-cache';
import { attestBasis, type PunchLine } from './repository';

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
  const basis = await attestBasis(db, ftgId, filter, from, to);
  const scheduleOf = schedulesFrom(basis.periods, basis.scheman, basis.daysOff, from, to);
  // SQL sums per code; which codes count and the rounding are the domain's (totals.ts).
  const kindOf = kindOfCodes(basis.codes.map((c) => [c.tidKod, c.typ] as const));
  const atl = atlCounts(basis.punches, from, now);
  const byEmployee = new Map<
    string,
    { sums: { TidKod: string; Timmar: number }[]; antal: Record<TimeEntryStatus, number> }
  >();
  for (const s of employeeSums(basis.timeSums)) {
    const acc = byEmployee.get(s.anstNr) ?? { sums: [], antal: zeroCounts() };
    acc.antal[s.status] += s.antal;
    acc.sums.push({ TidKod: s.tidKod, Timmar: s.timmar });
    byEmployee.set(s.anstNr, acc);
  }
  const compensationsOf = new Map<string, { Antal: Record<TimeEntryStatus, number>; Summa: number }>();
  for (const [anstNr, status, antal, summa] of basis.compensationSums) {
    const acc = compensationsOf.get(anstNr) ?? { Antal: zeroCounts(), Summa: 0 };
    acc.Antal[status] += antal;
    acc.Summa = roundKronor(acc.Summa + summa);
    compensationsOf.set(anstNr, acc);
  }
  const list = basis.staff.map(([anstNr, foNamn, efNamn, avdelning]) => {
    const acc = byEmployee.get(anstNr);
    return {
      AnstNr: anstNr,
      FoNamn: foNamn,
      EfNamn: efNamn,
      Avdelning: avdelning ?? '',
      SchemaTimmar: sumHours(scheduleOf(anstNr).values()),
      Timmar: reportedHours(acc?.sums ?? [], kindOf),
      Antal: acc?.antal ?? zeroCounts(),
      AntalAtlVarningar: atl.get(anstNr) ?? 0,
      Ersattningar: compensationsOf.get(anstNr) ?? { Antal: zeroCounts(), Summa: 0 },
    };
  });
  // In Swedish order here: the database's collation may not know Swedish (Å, Ä, Ö).
  return list.sort(compareByName);
}
