// The time area's entry (ARCHITECTURE "Areas", ADR 0025): what other areas may use of time rows.
// Areas that make or change time rows (punches, absence, leave, payroll, approval) do it through
// these use cases, so time's rules (scope, company rules, locks, history, live events) run once.
import * as repo from './repository';

export {
  actsAsManager,
  employeesInScope,
  managedEmployees,
  requireEmployee,
  requireReporter,
  statusFlags,
  type ScopedEmployee,
} from './access';
export { namedUnits, ownUnits, salaryYearErrors, unknownUnitErrors } from './company-rules';
export { createEntriesFor, type EntryOwner } from './create-entries';
export { deleteEntry } from './delete-entry';
export { updateEntry } from './update-entry';
export { presentEntry, valuesOf } from './presenter';
export { deleteOwnedEntries, ownedEntries } from './owned-entries';
export { publishTimeEntries, recordEvents } from './shared';
export { loadSchedules, schedulesFrom } from './schedules';
// The company's work schedules, days off and the period's sums as values of a select list: the
// attest list reads them in its one statement.
export { daysOffJson, employeeSums, schemanJson, timeSumsJson, type EmployeeSumTuple } from './repository';
export { loadTimeReport } from './load-time-report';
export { TIME_ROWS } from './status-rows';
export type { EntryRow } from './repository';

/** The reads of time's tables other areas make: one row (punches). */
export const timeReads = {
  findEntry: repo.findEntry,
};
