import { describe, expect, it } from 'vitest';
import { canSwitchCompany, isAdmin, ROLES, SINGLE_COMPANY_ROLES } from './roles';

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
});
