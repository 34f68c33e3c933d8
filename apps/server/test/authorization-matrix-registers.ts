// The registers' routes in the authorization matrix (src/authorization-matrix.test.ts): the
// licence's companies, the code registers, the employee register and the imports, each with the
// access rule it must declare and the answer an allowed caller gets without a valid body.
import { CODE_REGISTER_FIELDS, CODE_REGISTERS } from '@lonportal/domain';
import type { AccessRule } from '../src/plugins/access/index';

interface Entry {
  rule: AccessRule;
  ok: number;
  body?: () => unknown;
}

/** The code registers: read by whoever opens the registers, changed by those who keep them. */
const CODE_REGISTER_ROUTES: Record<string, Entry> = Object.fromEntries(
  CODE_REGISTERS.flatMap((kind) => {
    const url = `/api/registers/${kind}`;
    const key = Object.keys(CODE_REGISTER_FIELDS[kind].key)
      .map((f) => `:${f}`)
      .join('/');
    const edit = { roles: ['LIC', 'ADM', 'FTG'] } as const;
    // No body or version: an allowed caller gets the validation error.
    return [
      [`GET ${url}`, { rule: { route: 'AdminRegisters' }, ok: 200 }],
      [`POST ${url}`, { rule: edit, ok: 400, body: () => ({}) }],
      [`PUT ${url}/${key}`, { rule: edit, ok: 400, body: () => ({}) }],
      [`DELETE ${url}/${key}`, { rule: edit, ok: 400 }],
    ] satisfies [string, Entry][];
  }),
);

export const REGISTER_ROUTES: Record<string, Entry> = {
  ...CODE_REGISTER_ROUTES,
  'GET /api/admin/companies': { rule: { route: 'AdminCompanies' }, ok: 200 },
  'POST /api/admin/companies': { rule: { roles: ['LIC'] }, ok: 400, body: () => ({}) },
  'PUT /api/admin/companies/:Id': { rule: { roles: ['LIC'] }, ok: 400, body: () => ({}) },
  'POST /api/admin/companies/:Id/archive': { rule: { roles: ['LIC'] }, ok: 400, body: () => ({}) },
  'POST /api/admin/companies/:Id/restore': { rule: { roles: ['LIC', 'ADM'] }, ok: 400, body: () => ({}) },
  'GET /api/registers/employees': { rule: { route: 'AdminRegisters' }, ok: 200 },
  // :AnstNr is `per`'s, in the department of the matrix's AVD.
  'GET /api/registers/employees/:AnstNr': { rule: { route: 'AdminRegisters' }, ok: 200 },
  'POST /api/registers/employees': { rule: { roles: ['LIC', 'ADM', 'FTG'] }, ok: 400, body: () => ({}) },
  'PUT /api/registers/employees/:AnstNr': {
    rule: { roles: ['LIC', 'ADM', 'FTG'] },
    ok: 400,
    body: () => ({}),
  },
  'POST /api/registers/import/paxml/preview': {
    rule: { roles: ['LIC', 'ADM', 'FTG'] },
    ok: 400,
    body: () => ({}),
  },
  'POST /api/registers/import/paxml': { rule: { roles: ['LIC', 'ADM', 'FTG'] }, ok: 400, body: () => ({}) },
  'GET /api/registers/import/employees/template': { rule: { roles: ['LIC', 'ADM', 'FTG'] }, ok: 200 },
  'POST /api/registers/import/employees/preview': {
    rule: { roles: ['LIC', 'ADM', 'FTG'] },
    ok: 400,
    body: () => ({}),
  },
  'POST /api/registers/import/employees': {
    rule: { roles: ['LIC', 'ADM', 'FTG'] },
    ok: 400,
    body: () => ({}),
  },
};
