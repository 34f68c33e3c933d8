// The time area's entry in the domain (ARCHITECTURE "Areas", ADR 0025): time rows, schedules and
// totals, which punches, compensations, absence and payroll build on.
export * from './entries';
export * from './schedule';
export * from './totals';
export * from './approval-window';
