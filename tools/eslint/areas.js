// @ts-check
// The one table of the product's areas (ARCHITECTURE "Areas", ADR 0025): each area's name, and the
// areas it may import. An area is one folder name on three floors: apps/web/src/features/<area>/,
// apps/server/src/modules/<area>/ and packages/domain/src/<area>/ (an area need not exist on every
// floor). Edges point from the importing area to the imported one: `travel: ['time', 'compensations']`
// means travel imports time and compensations, never the other way round.
//
// local/feature-boundaries (feature-boundaries.js) holds every import to this table, on each floor
// and from web and server into the domain. Cycles are refused (areas.test.ts): two areas that import
// each other cannot be understood, tested or moved apart; what both need moves down into the area
// both import, or into the shared code of the domain.

/** @type {Readonly<Record<string, readonly string[]>>} */
export const AREAS = Object.freeze({
  // The working-time law (DOMAIN §4) reads nothing itself: time, punches and planning pass it what
  // it checks, and depend on it, never the other way.
  'working-time': Object.freeze([]),
  time: Object.freeze(['working-time']),
  punches: Object.freeze(['time', 'working-time']),
  compensations: Object.freeze(['time']),
  calendar: Object.freeze(['time', 'compensations']),
  travel: Object.freeze(['time', 'compensations']),
  absence: Object.freeze(['time', 'compensations']),
  leave: Object.freeze(['time', 'absence']),
  'near-accidents': Object.freeze(['time', 'absence']),
  payroll: Object.freeze(['time', 'compensations', 'travel', 'absence']),
  approval: Object.freeze(['time', 'punches', 'compensations', 'payroll']),
  dashboard: Object.freeze(['time', 'punches', 'approval', 'schedule']),
  // Administration edits the travel rules (normalbelopp, SPEC /admin).
  admin: Object.freeze(['travel']),
  // The registers make an employee's own user with administration's use case, and read PAXml's
  // definitions (the tidkoder a time code is sent as).
  registers: Object.freeze(['admin', 'payroll']),
  // Staffing plans shifts for the people and tasks of the registers (those in the manager's scope,
  // time's), and checks them by the law.
  staffing: Object.freeze(['working-time', 'time', 'registers']),
  // A personal calendar feed of the published shifts and approved leave (DOMAIN §15).
  'calendar-feed': Object.freeze(['staffing', 'schedule']),
  // The employee's schedule shows their published shifts (staffing) over the work schedule's hours,
  // holidays and scope of time, with the kinds of shift and absence named by their areas' domain.
  schedule: Object.freeze(['working-time', 'absence', 'staffing', 'time']),
  // Payslips and balances from the payroll program (DOMAIN §12 LÖNUT), each the employee's own, or
  // an employee's in the scope time decides for those who may read others'. A pay run's file is
  // chosen, previewed and refused as the registers' imports from payroll are (ADR 0029).
  payslips: Object.freeze(['time', 'registers']),
  // Areas that import no other area.
  account: Object.freeze([]),
  bankid: Object.freeze([]),
  company: Object.freeze([]),
  'company-picture': Object.freeze([]),
  dev: Object.freeze([]),
  employees: Object.freeze([]),
  'frontend-logger': Object.freeze([]),
  messages: Object.freeze([]),
  'reference-lists': Object.freeze([]),
  session: Object.freeze([]),
  'static-pages': Object.freeze([]),
  'user-settings': Object.freeze([]),
});

/**
 * The cycles of a table of areas: for each import that leads back to an area still being followed,
 * the areas on the way in import order, ending with the first again (`['a', 'b', 'a']`: a imports
 * b, b imports a). An area that imports itself is `['a', 'a']`. Names the table does not list are
 * followed as areas that import nothing. Empty when the table has no cycle.
 * @param {Readonly<Record<string, readonly string[]>>} table
 * @returns {string[][]}
 */
export function areaCycles(table) {
  /** @type {string[][]} */
  const cycles = [];
  /** @type {Set<string>} */
  const done = new Set();
  /** @type {string[]} */
  const onPath = [];
  /** @param {string} area */
  const visit = (area) => {
    onPath.push(area);
    for (const next of table[area] ?? []) {
      const at = onPath.indexOf(next);
      if (at >= 0) cycles.push([...onPath.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    onPath.pop();
    done.add(area);
  };
  for (const area of Object.keys(table)) if (!done.has(area)) visit(area);
  return cycles;
}
