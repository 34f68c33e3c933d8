// What a compensation row must meet besides its schema (SPEC §5 Compensation reporting): the
// company's pay codes, salary years, brukare and result units, and receipts.
import {
  COMPENSATION_MESSAGES,
  compensationKindShown,
  compensationRuleErrors,
  RES_DIMS,
  type CompensationRules,
  type CompensationValues,
  type ErrorDetail,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { listLonKoder } from '../../shared/reference-reads';
import { namedUnits, salaryYearErrors, type ScopedEmployee, unknownUnitErrors } from '../time';
import * as repo from './repository';

type PayCode = Awaited<ReturnType<typeof listLonKoder>>[number];

/** The company's settings the domain's rules read: LSS, mandatory brukare and units, receipts. */
function rulesOf(ctx: CompanyContext, codes: readonly PayCode[]): CompensationRules {
  const { company, portal } = ctx;
  return {
    UseLSS: company.useLss,
    UseErsMandatoryBrukare: portal.UseErsMandatoryBrukare,
    MandatoryResEnhet: RES_DIMS.map(
      (n) =>
        !!company.openResEnhet[n - 1] && !!company.regResEnh[n - 1] && portal[`UseErsMandatoryResEnhet${n}`],
    ),
    UseMandatoryReceipt: portal.UseMandatoryReceipt,
    ReceiptCodes: codes.filter((c) => c.kvittoKravs).map((c) => c.lonKod),
  };
}

/** The pay code is offered to the employee's group and of a kind the company shows. */
const offered = (ctx: CompanyContext, employee: ScopedEmployee, code: PayCode | undefined): boolean =>
  !!code && code.grupper.includes(employee.lonKodGrupp) && compensationKindShown(code.typ, ctx.portal);

/**
 * SPEC §5: the pay code is offered to the employee's group and of a kind the company shows; the
 * date in one of its salary years; brukare and result units exist and are there where mandatory;
 * the receipt where one is required, and only one of this employee's.
 */
export async function checkValues(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  v: CompensationValues,
) {
  const ftgId = ctx.company.ftgId;
  const codes = await listLonKoder(db, ftgId);
  const receipt = v.ReceiptId ? await repo.findReceipt(db, ftgId, v.ReceiptId) : null;
  const details: ErrorDetail[] = compensationRuleErrors(v, rulesOf(ctx, codes), {
    newFile: false,
    receipt: receipt !== null,
  });
  if (
    !offered(
      ctx,
      employee,
      codes.find((c) => c.lonKod === v.LonKod),
    )
  )
    details.push({ Field: 'LonKod', Code: COMPENSATION_MESSAGES.unknownCode });
  details.push(...salaryYearErrors(ctx, v.Datum));
  if (v.ReceiptId && (!receipt || receipt.anstNr !== employee.anstNr))
    details.push({ Field: 'ReceiptId', Code: 'validation.invalid' });
  details.push(...unknownUnitErrors(ctx, v, await namedUnits(db, ftgId, [v])));
  if (details.length > 0) throw new ApiError('ValidationFailed', { details });
}
