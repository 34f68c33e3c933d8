// The compensations area's entry (ARCHITECTURE "Areas", ADR 0025).
import * as repo from './repository';

export { COMPENSATION_ROWS } from './status-rows';
export { createGuideRows, guideRowsOfTrips, removeGuideRows, requireGuidePayCodes } from './guide-rows';
export { listCompensations } from './list-compensations';
export { readReceipt } from './read-receipt';
export { uploadReceipt } from './upload-receipt';

/**
 * What other areas read of compensations' tables: receipts (travel, payroll), a transfer's rows and their history (payroll). The rows a travel guide
 * makes are made and removed through guide-rows.ts.
 */
export const compensationRows = {
  findReceipt: repo.findReceipt,
  rowsOfExport: repo.rowsOfExport,
  insertEvents: repo.insertEvents,
};
// The period's sums as a value of a select list: the attest list reads them in its one statement.
export { compensationSumsJson, type CompensationSumTuple } from './repository';
