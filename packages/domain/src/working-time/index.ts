// The working-time law (DOMAIN §4): the rules of Arbetstidslagen and the collective agreements as
// data, and the checks of a person's time against them. It reads nothing itself; time, punches and
// the planning of shifts pass it what it checks.
export * from './agreements';
export * from './law';
export * from './punch-rules';
export * from './schemas';
