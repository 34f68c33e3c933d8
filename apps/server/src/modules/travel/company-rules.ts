// What a trip's values must meet besides their schema: the company's salary years (SPEC §5, as for
// time rows) and receipts that are the employee's own.
import type { ErrorDetail, TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { compensationRows } from '../compensations';
import { salaryYearErrors } from '../time';

/** The departure and return dates outside the company's salary years. */
const dateErrors = (ctx: CompanyContext, v: TravelValues): ErrorDetail[] => [
  ...salaryYearErrors(ctx, v.AvresaDatum).map((d) => ({ ...d, Field: 'AvresaDatum' })),
  ...salaryYearErrors(ctx, v.HemkomstDatum).map((d) => ({ ...d, Field: 'HemkomstDatum' })),
];

/** The expenses' and representation's receipts that are not the employee's (or not there). */
async function receiptErrors(db: Db, ctx: CompanyContext, v: TravelValues): Promise<ErrorDetail[]> {
  const details: ErrorDetail[] = [];
  for (const key of ['Utlagg', 'Representation'] as const)
    for (const [i, item] of v[key].entries()) {
      if (!item.ReceiptId) continue;
      const receipt = await compensationRows.findReceipt(db, ctx.company.ftgId, item.ReceiptId);
      if (!receipt || receipt.anstNr !== v.AnstNr)
        details.push({ Field: `${key}.${i}.ReceiptId`, Code: 'validation.invalid' });
    }
  return details;
}

/** The trip's dates in the company's salary years, and its receipts the employee's own. */
export async function checkValues(db: Db, ctx: CompanyContext, v: TravelValues) {
  const details = [...dateErrors(ctx, v), ...(await receiptErrors(db, ctx, v))];
  if (details.length > 0) throw new ApiError('ValidationFailed', { details });
}
