// The company's rules for a time entry's values (SPEC §5): which codes, brukare and result units a
// row may carry, and the ones a generated row (fill from schedule, the punch clock) gets by default.
import {
  ENTRY_MESSAGES,
  entryRuleErrors,
  RES_DIMS,
  resEnhetField,
  type ErrorDetail,
  type TimeEntryValues,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import type { ScopedEmployee } from './access';
import * as repo from './repository';

/** SPEC §5: the time code must be offered to the employee's group; brukare and result units must exist and be required where mandatory. */
export async function checkValues(
  db: Db,
  ctx: CompanyContext,
  tidKodGrupp: string,
  rows: readonly TimeEntryValues[],
) {
  const ftgId = ctx.company.ftgId;
  const codes = await repo.listTidKoder(db, ftgId);
  const offered = new Set(codes.filter((c) => c.grupper.includes(tidKodGrupp)).map((c) => c.tidKod));
  const brukare = await repo.existingBrukare(db, ftgId, [
    ...new Set(rows.map((r) => r.Brukare).filter(Boolean)),
  ]);
  const resCodes = [
    ...new Set(rows.flatMap((r) => RES_DIMS.map((n) => r[resEnhetField(n)]).filter(Boolean))),
  ];
  const resEnheter = await repo.existingResEnheter(db, ftgId, resCodes);
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
    const details: ErrorDetail[] = entryRuleErrors(row, rules);
    // A row belongs to one of the company's salary years (SPEC §9): none is kept for a year the
    // payroll does not have.
    if (!ctx.salaryYears.includes(Number(row.Datum.slice(0, 4))))
      details.push({ Field: 'Datum', Code: 'validation.date.outsideSalaryYears' });
    if (!offered.has(row.TidKod)) details.push({ Field: 'TidKod', Code: ENTRY_MESSAGES.unknownCode });
    if (row.Brukare && (!company.useLss || !brukare.has(row.Brukare)))
      details.push({ Field: 'Brukare', Code: ENTRY_MESSAGES.unknownBrukare });
    for (const n of RES_DIMS) {
      const value = row[resEnhetField(n)];
      if (value && (!company.openResEnhet[n - 1] || !resEnheter.has(`${n}:${value}`)))
        details.push({ Field: resEnhetField(n), Code: ENTRY_MESSAGES.unknownResEnhet });
    }
    if (details.length > 0) throw new ApiError('ValidationFailed', { details });
  }
  return codes;
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
