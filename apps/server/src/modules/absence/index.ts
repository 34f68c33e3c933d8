// The absence area's entry (ARCHITECTURE "Areas", ADR 0025): the rows an employee's own absence,
// leave and near-accident reports own in the time report, their audit, and the sick-pay facts of
// sickness reports (payroll reads their karens day).
export { audit } from './audit';
export { absenceDaysOf, employeeAbsenceDays, syncOwnedRows } from './owned-rows';
export { sickFactsOf, type SickReport } from './sick-facts';
