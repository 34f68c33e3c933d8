import { z } from 'zod';

/** SPEC §4 Live events: what the server pushes over /ws. */
export const LIVE_EVENTS = [
  'NEW_UNREAD_MESSAGE_RECEIVED',
  'RESOURCE_UPDATED',
  'ANSTNRS_CHANGED',
  'BRUKARNRS_CHANGED',
  'APP_VERSION_UPDATED',
] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** Caches RESOURCE_UPDATED may name (SPEC §4): the web refetches the ones named. */
export const LIVE_RESOURCES = [
  'companyInfo',
  'portalInfo',
  'employees',
  'departments',
  'companies',
  'schedules',
  'userLists',
  'resultUnits',
  'timeCodes',
  'payCodes',
  'documents',
  'accidentReports',
  'timeEntries',
  'punches',
  'compensations',
  'travelExpenses',
  'absenceReports',
  'leaveApplications',
  // Staffing's registers (SPEC §3 cached lists: staffing tasks, competences, properties).
  'competences',
  'properties',
  'staffingTasks',
  // Needs and shifts (SPEC §2.1 /bemanna, /schedule): open planners and schedules refetch.
  'staffingNeeds',
  'shifts',
  // The company's working-time rules: every warning of the planners changes with them.
  'staffingSettings',
] as const;
export type LiveResource = (typeof LIVE_RESOURCES)[number];

/** A message on /ws: an api/v1 event with its payload, or the server's build id. */
export const LiveMessageSchema = z.discriminatedUnion('Kind', [
  z.object({
    Kind: z.literal('api/v1'),
    Event: z.enum(LIVE_EVENTS),
    Payload: z.record(z.string(), z.unknown()),
  }),
  z.object({ Kind: z.literal('build-id'), BuildId: z.string() }),
]);
export type LiveMessage = z.infer<typeof LiveMessageSchema>;
