// The payslips' routes in the authorization matrix (src/authorization-matrix.test.ts): the rules they
// must declare (SPEC §6 LonebeskedSaldon; the import for those who send time to payroll) and the
// answer an allowed caller gets: their own list where they have an employee record (403 without
// one, naming none), and 400 for a request without an id or a file.
import type { AccessRule } from '../src/plugins/access/index';

interface Entry {
  rule: AccessRule;
  ok: number | ((who: string) => number);
}

const IMPORT: AccessRule = { roles: ['LIC', 'ADM', 'FTG'] };

export const PAYSLIP_ROUTES: Record<string, Entry> = {
  'GET /api/lonebesked': {
    rule: { route: 'LonebeskedSaldon' },
    ok: (who) => (who === 'per' || who === 'avd' ? 200 : 403),
  },
  'GET /api/lonebesked/:Id': { rule: { route: 'LonebeskedSaldon' }, ok: 400 },
  'POST /api/lonebesked/import/preview': { rule: IMPORT, ok: 400 },
  'POST /api/lonebesked/import': { rule: IMPORT, ok: 400 },
};
