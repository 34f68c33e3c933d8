// The compensations area's entry (ARCHITECTURE "Areas", ADR 0025).
export { compensationsKey, useCompensations } from './api';
export { CompensationRowsDialog } from './components/CompensationRowsDialog';
export { WaitingInOtherMonths } from './components/WaitingInOtherMonths';
export type { LonKod } from './compensation-form';
export { useCompensationContext } from './use-compensation-context';
