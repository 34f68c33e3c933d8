import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveEventName, LiveResource } from '@lonportal/domain/live-events';

// SPEC §4 Live events: which cached lists each event makes stale. This is the one place that
// knows it. Query keys name their API path as one segment (['company', ftgId, 'perlista', …],
// ['session', 'me']); a query is stale when any segment of its key is one of the names below.

/** RESOURCE_UPDATED { Resource } → the key segments of the caches to refetch. */
export const RESOURCE_QUERY_NAMES: Record<LiveResource, readonly string[]> = {
  companyInfo: ['me', 'companyInfo'], // FtgInfo comes with /me too
  portalInfo: ['portalInfo'],
  employees: ['perlista', 'perreg', 'employees', 'registerEmployees'],
  departments: ['avdelning', 'registerDepartments'],
  // The company choice lists the licence's companies too (SPEC §2.4).
  companies: ['companyList', 'registerCompanies'],
  schedules: ['arbschemalist', 'perschema', 'registerSchedules'],
  // The registers' own lists of each code register (features/registers/api/codes.ts).
  userLists: ['brukarlista', 'brukaransvlista', 'users', 'registerBrukare', 'registerArbetsledare'],
  resultUnits: ['resenheter', 'avdelning', 'registerResultunits'],
  // A time code's list says which pay code its hours go to.
  timeCodes: ['tidkoder', 'registerTimecodes'],
  payCodes: [
    'LonKoder',
    'varugrupper',
    'kontoreg',
    'registerPaycodes',
    'registerGoodsgroups',
    'registerAccounts',
    'registerTimecodes',
  ],
  documents: ['documents'],
  accidentReports: ['nearAccidentsReports'],
  // The time report, the calendar, the attest list and a row's history all show time entries.
  timeEntries: ['tidrapport', 'tidrader', 'attestlista', 'absencecalendar'],
  punches: ['stamplingar'],
  compensations: ['ersattningar'],
  travelExpenses: ['resor'],
  absenceReports: ['absenceReports', 'barnregister'],
  leaveApplications: ['leaveapplications'],
  // Staffing's registers; a task's list names departments, competences and properties, and
  // whether each is in use changes with the tasks (and the employees, above) that hold them.
  competences: ['kompetenser', 'registerCompetences'],
  properties: ['egenskaper', 'registerProperties'],
  staffingTasks: [
    'bemuppgift',
    'registerStaffingtasks',
    'registerCompetences',
    'registerProperties',
    'registerDepartments',
  ],
  // Needs and shifts: the planner, the needs page, the overview and the employee's schedule.
  staffingNeeds: ['behov', 'planering', 'oversikt'],
  shifts: ['planering', 'oversikt', 'kandidater', 'kontroll', 'schedule', 'passbyten'],
  staffingSettings: ['installningar', 'planering', 'oversikt', 'kandidater', 'passbyten'],
};

/** A new message: the inbox and its unread count (the badge adds one at once, the count corrects it). */
export const MESSAGE_QUERY_NAMES: readonly string[] = ['messages'];

/** The renumbering events: the lists that carry the numbers, and the session (its own AnstNr/Brukare). */
export const RENUMBER_QUERY_NAMES: Partial<Record<LiveEventName, readonly string[]>> = {
  // The time rows, punches and compensations carry the number too.
  ANSTNRS_CHANGED: [
    ...RESOURCE_QUERY_NAMES.employees,
    ...RESOURCE_QUERY_NAMES.schedules,
    ...RESOURCE_QUERY_NAMES.timeEntries,
    ...RESOURCE_QUERY_NAMES.punches,
    ...RESOURCE_QUERY_NAMES.compensations,
    ...RESOURCE_QUERY_NAMES.travelExpenses,
    ...RESOURCE_QUERY_NAMES.absenceReports,
    ...RESOURCE_QUERY_NAMES.leaveApplications,
    'me',
  ],
  BRUKARNRS_CHANGED: [
    ...RESOURCE_QUERY_NAMES.userLists,
    ...RESOURCE_QUERY_NAMES.timeEntries,
    ...RESOURCE_QUERY_NAMES.compensations,
    ...RESOURCE_QUERY_NAMES.travelExpenses,
    'me',
  ],
};

/** The names of the caches RESOURCE_UPDATED's `Resource` (one or a list) points at; unknown ones are skipped. */
export function namesForResources(resource: unknown): string[] {
  const list = Array.isArray(resource) ? resource : [resource];
  return list.flatMap((r) =>
    typeof r === 'string' && Object.hasOwn(RESOURCE_QUERY_NAMES, r)
      ? RESOURCE_QUERY_NAMES[r as LiveResource]
      : [],
  );
}

/** True when one of the query's key segments is one of `names`. */
export const queryIsNamed = (query: Pick<Query, 'queryKey'>, names: readonly string[]): boolean =>
  query.queryKey.some((segment) => typeof segment === 'string' && names.includes(segment));

/** Marks the named caches stale; the ones on screen refetch at once. */
export async function invalidateNamed(queryClient: QueryClient, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await queryClient.invalidateQueries({ predicate: (query) => queryIsNamed(query, names) });
}
