import { expect } from 'vitest';
import { luhnCheckDigit, type EmployeeDetail } from '@lonportal/domain';
import type { TestApp } from '../../../test/app-helper';
import { uniqueNumber } from '../../db/seed/factories';

// What the registers' tests share: valid identity numbers, an employee's body, and the calls.

/** A valid 12-digit personnummer born on `yymmdd` (19xx), unique within the test run. */
export function personnummer(yymmdd = '850312'): string {
  const nine = `${yymmdd}${uniqueNumber().slice(-3).padStart(3, '0')}`;
  return `19${nine}${luhnCheckDigit(nine)}`;
}

/** A valid organisation number (digits 3–4 at least 20, DOMAIN §6). */
export function orgnr(): string {
  const nine = `55${String(20 + (Number(uniqueNumber()) % 79)).padStart(2, '0')}${uniqueNumber().slice(-5).padStart(5, '0')}`;
  return `${nine}${luhnCheckDigit(nine)}`;
}

export const employeeBody = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  AnstNr: `R${uniqueNumber()}`,
  FoNamn: 'Rut',
  EfNamn: 'Registersson',
  TidKodGrupp: 'TJM',
  LonKodGrupp: 'TJM',
  Avdelning: 'EKO',
  AnstDatum: '2026-01-01',
  GallerFran: '2026-01-01',
  PerSchema: [{ FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'HEL40' }],
  ...over,
});

/** The detail as a PUT body, with changes. */
export const updateBody = (d: EmployeeDetail, over: Record<string, unknown> = {}) => {
  const { AnstNr: _a, Historik: _h, Anvandare: _u, ...rest } = d;
  return { ...rest, GallerFran: '2026-11-21', ...over };
};

export function registers(app: () => TestApp) {
  async function createEmployee(cookie: string, body: Record<string, unknown>) {
    const res = await app().call(cookie, 'POST', '/api/registers/employees', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { Employee: EmployeeDetail; Password: string | null };
  }
  return { createEmployee };
}
