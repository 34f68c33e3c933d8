// The registers (SPEC §3): the licence's companies, and each company's employees and code registers
// (departments, schedules, codes, brukare, result units, goods groups, accounts), as the
// administrators keep them.
export * from './codes';
export * from './company';
export * from './department';
export * from './employee';
export * from './paxml-import';
export * from './employee-csv';
