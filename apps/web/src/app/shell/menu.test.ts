import { describe, expect, it } from 'vitest';
import {
  ROUTE_NAMES,
  ROUTES,
  type AccessContext,
  type RouteName,
} from '@lonportal/domain/access/route-table';
import { defaultPortalInfo } from '@lonportal/domain/portal-info';
import type { Roll } from '@lonportal/domain/roles';
import { buildMenu, MENU_ROUTES } from './menu';

const { NearAccidentsReportsAdmins: _a, ...portal } = defaultPortalInfo();
const ctx = (Roll: Roll, patch: Partial<AccessContext> = {}): AccessContext => ({
  Roll,
  AnstNr: '1001',
  HasPlus: true,
  LicensOptions: ['HRTIL'],
  UserOptions: ['HRTIL', 'CPBEM'],
  Portal: portal,
  Company: {
    UseLSS: false,
    UseFKSignering: false,
    KalUseLonReady: true,
    KalUseAttest: true,
    OpenResEnhet: [true, false, false, false, false, false],
  },
  ...patch,
});
const every = () => true;
const only =
  (...routes: RouteName[]) =>
  (r: RouteName) =>
    routes.includes(r);
const routesOf = (items: ReturnType<typeof buildMenu>) =>
  items.flatMap((i) => (i.kind === 'link' ? [i.route] : i.children.map((c) => c.route)));

describe('buildMenu (SPEC §2.2)', () => {
  it('places every logged-in route except those reached elsewhere exactly once', () => {
    const elsewhere: RouteName[] = ['UserAppSettings', 'Messages', 'LeavePlanner', 'Bemanna'];
    const expected = ROUTE_NAMES.filter((r) => !('public' in ROUTES[r]) && !elsewhere.includes(r));
    expect([...MENU_ROUTES].sort()).toEqual([...expected].sort());
  });

  it('shows only implemented routes', () => {
    expect(buildMenu(ctx('LIC'), only('Dashboard'))).toEqual([
      { kind: 'link', route: 'Dashboard', path: '/dashboard' },
    ]);
  });

  it('shows only routes the access table allows', () => {
    const per = routesOf(buildMenu(ctx('PER'), every));
    expect(per).toContain('LonebeskedSaldon');
    expect(per).not.toContain('AdminUsers');
    expect(per).not.toContain('Attestera');
    const lss = routesOf(buildMenu(ctx('LSS'), every));
    expect(lss).not.toContain('LonebeskedSaldon');
  });

  it('drops a group none of whose routes is shown', () => {
    const items = buildMenu(ctx('PER'), every);
    expect(items.find((i) => i.kind === 'group' && i.id === 'admin')).toBeUndefined();
    const lic = buildMenu(ctx('LIC'), only('Dashboard', 'AdminUsers'));
    expect(lic).toEqual([
      { kind: 'link', route: 'Dashboard', path: '/dashboard' },
      { kind: 'group', id: 'admin', children: [{ kind: 'link', route: 'AdminUsers', path: '/admin/users' }] },
    ]);
  });

  it('makes the leave entries a group only with showLeaveGroup', () => {
    const grouped = buildMenu(ctx('FTG'), every);
    expect(grouped.some((i) => i.kind === 'group' && i.id === 'leave')).toBe(true);
    const flat = buildMenu(ctx('FTG', { LicensOptions: [], UserOptions: [] }), every);
    expect(flat.some((i) => i.kind === 'group' && i.id === 'leave')).toBe(false);
    expect(flat).toContainEqual({ kind: 'link', route: 'LeaveApplications', path: '/leaveapplications' });
  });
});
