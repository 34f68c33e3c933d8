// The compensations area's entry (ARCHITECTURE "Areas", ADR 0025).
import * as repo from './repository';

export { COMPENSATION_ROWS } from './status';
export { listCompensations, readReceipt, uploadReceipt } from './service';

/**
 * The compensation rows other areas read or write: pay codes and sums (approval, payroll, print),
 * and the rows a travel guide makes and their history (travel, payroll).
 */
export const compensationRows = {
  findReceipt: repo.findReceipt,
  rowsOfExport: repo.rowsOfExport,
  insertCompensation: repo.insertCompensation,
  insertEvent: repo.insertEvent,
  insertEvents: repo.insertEvents,
  listLonKoder: repo.listLonKoder,
  sumsByEmployee: repo.sumsByEmployee,
};
