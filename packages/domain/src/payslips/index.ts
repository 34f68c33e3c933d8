// The payslips area's entry in the domain (ARCHITECTURE "Areas"): payslips and balances from the
// payroll program (DOMAIN §12), as /lonebesked shows them.
export * from './lonebesked';
export * from './forandringar';
export * from './api';
export * from './message';
