// Staffing's routes in the authorization matrix (src/authorization-matrix.test.ts): each with the
// route whose access rule it must declare (SPEC §6 bemanna routes) and the answer an allowed caller
// gets without a valid query or body.
import type { AccessRule } from '../src/plugins/access/index';

interface Entry {
  rule: AccessRule;
  ok: number;
  body?: () => unknown;
}

const planner = { route: 'BemPlanner' } as const;
const needs = { route: 'BemBehov' } as const;
const overview = { route: 'BemOverview' } as const;
const trade = { route: 'BemTrade' } as const;
const own = { route: 'Schedule' } as const;

export const STAFFING_ROUTES: Record<string, Entry> = {
  'GET /api/bemanna/planering': { rule: planner, ok: 400 },
  'POST /api/bemanna/kontroll': { rule: planner, ok: 400, body: () => ({}) },
  'GET /api/bemanna/kandidater': { rule: planner, ok: 400 },
  'POST /api/bemanna/pass': { rule: planner, ok: 400, body: () => ({}) },
  'PUT /api/bemanna/pass/:Id': { rule: planner, ok: 400, body: () => ({}) },
  'DELETE /api/bemanna/pass/:Id': { rule: planner, ok: 400 },
  'POST /api/bemanna/publicera': { rule: planner, ok: 400, body: () => ({}) },
  'POST /api/bemanna/kopiera': { rule: planner, ok: 400, body: () => ({}) },
  'GET /api/bemanna/behov': { rule: needs, ok: 400 },
  'POST /api/bemanna/behov': { rule: needs, ok: 400, body: () => ({}) },
  'PUT /api/bemanna/behov/:Id': { rule: needs, ok: 400, body: () => ({}) },
  'DELETE /api/bemanna/behov/:Id': { rule: needs, ok: 400 },
  'GET /api/bemanna/oversikt': { rule: overview, ok: 400 },
  'GET /api/bemanna/installningar': { rule: overview, ok: 200 },
  'PUT /api/bemanna/installningar': { rule: overview, ok: 400, body: () => ({}) },
  'GET /api/bemanna/overstyrningar': { rule: overview, ok: 400 },
  // Shift swaps: the managers' (the swap route, SPEC §6) and the employees' own, from /schedule.
  'GET /api/bemanna/passbyten': { rule: trade, ok: 200 },
  'POST /api/bemanna/passbyten/:Id/beslut': { rule: trade, ok: 400, body: () => ({}) },
  'GET /api/schedule/passbyten': { rule: own, ok: 200 },
  'POST /api/schedule/passbyten': { rule: own, ok: 400, body: () => ({}) },
  'DELETE /api/schedule/passbyten/:Id': { rule: own, ok: 400 },
  'POST /api/schedule/passbyten/:Id/intresse': { rule: own, ok: 400, body: () => ({}) },
  'DELETE /api/schedule/passbyten/:Id/intresse': { rule: own, ok: 400 },
  // The calendar feed of one's shifts (DOMAIN §15): its address is the user's; the feed is public,
  // its token the key.
  'GET /api/kalenderflode': { rule: own, ok: 200 },
  'POST /api/kalenderflode': { rule: own, ok: 200 },
  'DELETE /api/kalenderflode': { rule: own, ok: 204 },
  'GET /api/kalender/:Token': { rule: 'public', ok: 400 },
};
