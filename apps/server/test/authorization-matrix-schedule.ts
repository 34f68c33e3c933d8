// The schedule's route in the authorization matrix (src/authorization-matrix.test.ts): the route
// whose access rule it must declare (SPEC §6 Schedule: requires an AnstNr) and the answer an
// allowed caller gets without a period.
import type { AccessRule } from '../src/plugins/access/index';

interface Entry {
  rule: AccessRule;
  ok: number;
}

export const SCHEDULE_ROUTES: Record<string, Entry> = {
  'GET /api/schedule': { rule: { route: 'Schedule' }, ok: 400 },
  'GET /api/schedule/next': { rule: { route: 'Schedule' }, ok: 200 },
};
