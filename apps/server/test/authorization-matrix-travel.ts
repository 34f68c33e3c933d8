// Travel expenses and Skatteverket's normalbelopp in the authorization matrix
// (src/authorization-matrix.test.ts): the rules the routes must declare and the answer an allowed
// caller gets without a period, a body or a valid id.
import type { AccessRule } from '../src/plugins/access/index';

interface Entry {
  rule: AccessRule;
  ok: number;
  body?: () => unknown;
}

export const TRAVEL_ROUTES: Record<string, Entry> = {
  'GET /api/resor/:AnstNr': { rule: { route: 'TravelExpenses' }, ok: 400 },
  'GET /api/resa/:Id': { rule: { route: 'TravelExpenses' }, ok: 400 },
  'POST /api/resor/berakna': { rule: { route: 'TravelExpenses' }, ok: 400, body: () => ({}) },
  'POST /api/resor': { rule: { route: 'TravelExpenses' }, ok: 400, body: () => ({}) },
  'PUT /api/resor/:Id': { rule: { route: 'TravelExpenses' }, ok: 400, body: () => ({}) },
  'DELETE /api/resor/:Id': { rule: { route: 'TravelExpenses' }, ok: 400 },
  'POST /api/resor/:Id/klar': { rule: { route: 'TravelExpenses' }, ok: 400, body: () => ({}) },
  'POST /api/resor/:Id/aterstall': { rule: { route: 'TravelExpenses' }, ok: 400, body: () => ({}) },
  'POST /api/resor/kvitton': { rule: { route: 'TravelExpenses' }, ok: 400, body: () => ({}) },
  'GET /api/resor/kvitton/:FtgId/:Id': { rule: { route: 'TravelExpenses' }, ok: 400 },
  'GET /api/traktamente/:Year': { rule: { route: 'TravelExpenses' }, ok: 400 },
  'GET /api/admin/normalbelopp': { rule: { roles: ['LIC', 'ADM'] }, ok: 200 },
  'POST /api/admin/normalbelopp/forhandsgranska': {
    rule: { roles: ['LIC', 'ADM'] },
    ok: 400,
    body: () => ({}),
  },
  'POST /api/admin/normalbelopp': { rule: { roles: ['LIC', 'ADM'] }, ok: 400, body: () => ({}) },
};
