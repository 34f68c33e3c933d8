import { describe, expect, it } from 'vitest';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import type { AccessContext } from '@lonportal/domain/access/route-table';
import { defaultPortalInfo } from '@lonportal/domain/portal-info';
import type { Roll } from '@lonportal/domain/roles';
import { decideRoute, missingPersonnelRecord } from './route-guard';

const ctx = (Roll: Roll, patch: Partial<AccessContext> = {}): AccessContext => ({
  ...accessContextFromMe(
    {
      UserAccount: {
        Namn: 'Test',
        Login: 'test',
        Roll,
        PersNr: '',
        FtgId: '11111111-1111-4111-8111-111111111111',
        FtgIdAccessList: [],
        Signatur: '',
        AnstNr: '1001',
        Brukare: '',
        LoginType: null,
        AccessOption: '',
        UserOption: [],
      },
      FtgInfo: {
        FtgId: '11111111-1111-4111-8111-111111111111',
        UseLSS: false,
        UseFKSignering: false,
        KalUseLonReady: true,
        KalUseAttest: true,
        OpenResEnhet1: false,
        OpenResEnhet2: false,
        OpenResEnhet3: false,
        OpenResEnhet4: false,
        OpenResEnhet5: false,
        OpenResEnhet6: false,
      } as Parameters<typeof accessContextFromMe>[0]['FtgInfo'],
      HasPlus: true,
      HasLicensOption: [],
    },
    defaultPortalInfo(),
  ),
  ...patch,
});

describe('decideRoute (SPEC §2.1 Routing behaviour)', () => {
  it.each([
    ['Dashboard', 'PER', 'allow'],
    ['UserAppSettings', 'BRU', 'allow'],
    ['AdminUsers', 'PER', 'forbidden'],
    ['AdminUsers', 'FTG', 'forbidden'],
    ['AdminUsers', 'ADM', 'allow'],
    ['AdminPortalInfo', 'FTG', 'allow'],
    ['Attestera', 'PER', 'forbidden'],
    ['Tidrapport', 'PER', 'check-employees'],
    ['Compensations', 'FTG', 'check-employees'],
  ] as const)('%s for %s: %s', (route, roll, expected) => {
    expect(decideRoute(route, ctx(roll))).toBe(expected);
  });

  it('lets a route that needs employees through only with at least one', () => {
    expect(decideRoute('Tidrapport', ctx('FTG'), 1)).toBe('allow');
    expect(decideRoute('Tidrapport', ctx('FTG'), 0)).toBe('empty-registry');
    expect(decideRoute('LonebeskedSaldon', ctx('AVD'), 0)).toBe('empty-registry');
  });

  it('refuses before it looks at employees', () => {
    const noFlag = ctx('FTG', { Portal: { ...ctx('FTG').Portal, EnableTidrapportView: false } });
    expect(decideRoute('Tidrapport', noFlag, 0)).toBe('forbidden');
    expect(decideRoute('LonebeskedSaldon', ctx('LSS'), 5)).toBe('forbidden');
  });

  it('ignores the employee count on routes that do not need employees', () => {
    expect(decideRoute('Dashboard', ctx('FTG'), 0)).toBe('allow');
    expect(decideRoute('AdminPortalInfo', ctx('FTG'), 0)).toBe('allow');
  });
});

describe('missingPersonnelRecord (SPEC §4 Company selection)', () => {
  it('logs out only a PER user with an empty employee list', () => {
    expect(missingPersonnelRecord('PER', 0)).toBe(true);
    expect(missingPersonnelRecord('PER', 1)).toBe(false);
    expect(missingPersonnelRecord('AVD', 0)).toBe(false);
    expect(missingPersonnelRecord('FTG', 0)).toBe(false);
  });
});
