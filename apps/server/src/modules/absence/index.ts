// The absence area's entry (ARCHITECTURE "Areas", ADR 0025): the rows an employee's own absence,
// leave and near-accident reports own in the time report, and their audit.
export { audit } from './audit';
export { absenceDaysOf, employeeAbsenceDays, syncOwnedRows } from './owned-rows';
