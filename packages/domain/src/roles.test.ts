import { describe, expect, it } from 'vitest';
import { canSwitchCompany, choosesCompany, isAdmin, ROLES, SINGLE_COMPANY_ROLES } from './roles';

describe('roles (SPEC §4 Company selection, §6 Company switching)', () => {
  it.each(ROLES.map((r) => [r, r === 'LIC' || r === 'ADM'] as const))('%s is admin: %s', (r, admin) => {
    expect(isAdmin(r)).toBe(admin);
  });

  it.each([
    ['LIC', 1, true],
    ['ADM', 1, true],
    ['FTG', 1, false],
    ['FTG', 2, true],
    ['PER', 1, false],
    ['AVD', 1, false],
    ['LSS', 1, false],
    ['BRU', 1, false],
  ] as const)('%s with %i companies chooses a company: %s', (r, n, chooses) => {
    expect(canSwitchCompany(r, n)).toBe(chooses);
  });

  it('sends PER, AVD, LSS and BRU straight to their company', () => {
    expect([...SINGLE_COMPANY_ROLES].sort()).toEqual(['AVD', 'BRU', 'LSS', 'PER']);
  });

  it.each([
    ['LIC', 1, true],
    ['LIC', 12, true],
    ['ADM', 1, true],
    ['ADM', 0, true],
    ['FTG', 1, false],
    ['FTG', 2, true],
    ['PER', 1, false],
    ['AVD', 1, false],
    ['AVD', 2, false],
    ['LSS', 2, false],
    ['BRU', 2, false],
    ['PER', 2, false],
  ] as const)('%s with %i companies is asked to choose one after login: %s', (r, n, asked) => {
    expect(choosesCompany(r, n)).toBe(asked);
  });
});
