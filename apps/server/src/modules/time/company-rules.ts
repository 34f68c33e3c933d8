// The company's rules for a time entry's values (SPEC §5): which codes, brukare and result units a
// row may carry, and the ones a generated row (fill from schedule, the punch clock) gets by default.
import {
  ENTRY_MESSAGES,
  entryRuleErrors,
  RES_DIMS,
  resEnhetField,
  skippedTimeErrors,
  type ErrorDetail,
  type ResEnhetField,
  type TimeEntryValues,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import type { ScopedEmployee } from './access';
import * as repo from './repository';
import { listTidKoder } from '../../shared/reference-reads';

/**
 * SPEC §5: the time code must be offered to the employee's group; brukare and result units must
 * exist and be required where mandatory. A start or end the spring clock change skips is refused
 * here too (ADR 0021), as a row copied or filled onto that night was never typed.
 */
export async function checkValues(
  db: Db,
  ctx: CompanyContext,
  tidKodGrupp: string,
  rows: readonly TimeEntryValues[],
) {
  const ftgId = ctx.company.ftgId;
  const codes = await listTidKoder(db, ftgId);
  const offered = new Set(codes.filter((c) => c.grupper.includes(tidKodGrupp)).map((c) => c.tidKod));
  const units = await namedUnits(db, ftgId, rows);
  const { company, portal } = ctx;
  const rules = {
    UseLSS: company.useLss,
    UseMandatoryBrukare: portal.UseMandatoryBrukare,
    MandatoryResEnhet: RES_DIMS.map(
      (n) =>
        !!company.openResEnhet[n - 1] && !!company.regResEnh[n - 1] && portal[`UseMandatoryResEnhet${n}`],
    ),
  };
  for (const row of rows) {
    const details: ErrorDetail[] = [...entryRuleErrors(row, rules), ...skippedTimeErrors(row)];
    details.push(...salaryYearErrors(ctx, row.Datum));
    if (!offered.has(row.TidKod)) details.push({ Field: 'TidKod', Code: ENTRY_MESSAGES.unknownCode });
    details.push(...unknownUnitErrors(ctx, row, units));
    if (details.length > 0) throw new ApiError('ValidationFailed', { details });
  }
  return codes;
}

/**
 * A row belongs to one of the company's salary years (SPEC §9): none is kept for a year the
 * payroll does not have (time and compensation rows alike).
 */
export const salaryYearErrors = (ctx: CompanyContext, datum: string): ErrorDetail[] =>
  ctx.salaryYears.includes(Number(datum.slice(0, 4)))
    ? []
    : [{ Field: 'Datum', Code: 'validation.date.outsideSalaryYears' }];

type Units = Pick<TimeEntryValues, 'Brukare' | ResEnhetField>;

/** The brukare and result units some rows name that the company has (a query each). */
export async function namedUnits(db: Db, ftgId: string, rows: readonly Units[]) {
  const brukare = await repo.existingBrukare(db, ftgId, [
    ...new Set(rows.map((r) => r.Brukare).filter(Boolean)),
  ]);
  const resCodes = [
    ...new Set(rows.flatMap((r) => RES_DIMS.map((n) => r[resEnhetField(n)]).filter(Boolean))),
  ];
  return { brukare, resEnheter: await repo.existingResEnheter(db, ftgId, resCodes) };
}

/**
 * A row's brukare and result units the company does not have or use, as field errors (time and
 * compensation rows alike: SPEC §5).
 */
export function unknownUnitErrors(
  ctx: CompanyContext,
  row: Units,
  units: Awaited<ReturnType<typeof namedUnits>>,
): ErrorDetail[] {
  const { company } = ctx;
  const out: ErrorDetail[] = [];
  if (row.Brukare && (!company.useLss || !units.brukare.has(row.Brukare)))
    out.push({ Field: 'Brukare', Code: ENTRY_MESSAGES.unknownBrukare });
  for (const n of RES_DIMS) {
    const value = row[resEnhetField(n)];
    if (value && (!company.openResEnhet[n - 1] || !units.resEnheter.has(`${n}:${value}`)))
      out.push({ Field: resEnhetField(n), Code: ENTRY_MESSAGES.unknownResEnhet });
  }
  return out;
}

/** The employee's own brukare and open result units 1–3 (PerStatus), as a typed row would default. */
export function ownUnits(
  ctx: CompanyContext,
  employee: ScopedEmployee,
): { Brukare: string; ResEnhet: [string, string, string] } {
  const { company } = ctx;
  const own = (n: number) => (company.openResEnhet[n - 1] ? (employee.resEnhet[n - 1] ?? '') : '');
  return {
    Brukare: company.useLss && employee.useBrukare ? (employee.brukare ?? '') : '',
    ResEnhet: [own(1), own(2), own(3)],
  };
}
