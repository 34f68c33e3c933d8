// The absence area's entry in the domain (ARCHITECTURE "Areas", ADR 0025): absence reports and the
// days they take, which leave builds on.
export * from './absence-reports';
export * from './leave-days';
