// The payroll area's entry (ARCHITECTURE "Areas", ADR 0025).
export { PayrollExportButton } from './PayrollExportButton';
