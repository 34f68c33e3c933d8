import {
  canAccessRoute,
  ROUTES,
  showLeaveGroup,
  type AccessContext,
  type RouteName,
} from '@lonportal/domain/access/route-table';

// SPEC §2.2: the navigation menu as data. An entry shows only when the access table allows it
// and its feature exists; a group shows once one of its entries does.

export type MenuGroupId = 'bemanna' | 'leave' | 'reports' | 'admin';

export interface MenuLink {
  kind: 'link';
  route: RouteName;
  path: string;
}
export interface MenuGroup {
  kind: 'group';
  id: MenuGroupId;
  children: MenuLink[];
}
export type MenuItem = MenuLink | MenuGroup;

type Node =
  | RouteName
  | {
      group: MenuGroupId;
      routes: RouteName[];
      /** When false the group's entries stand on their own (SPEC §2.2 leave group). */
      asGroup?: (ctx: AccessContext) => boolean;
    };

/** The menu in the order of SPEC §2.1's navigation route names. */
const MENU: readonly Node[] = [
  'Dashboard',
  'PortalFeedAdmin',
  'Kalendarie',
  'Tidrapport',
  'AbsenceReports',
  'Stamplingar',
  'ApproveTime',
  'FK3059Assistent',
  'FK3059Anordnare',
  'Schedule',
  { group: 'bemanna', routes: ['BemOverview', 'BemBehov', 'BemPlanner', 'BemTrade'] },
  {
    group: 'leave',
    routes: ['LeaveApplications', 'LeavePlannerOverview', 'AbsenceCalendar'],
    asGroup: showLeaveGroup,
  },
  'Attestera',
  'Compensations',
  'TravelExpenses',
  'LonebeskedSaldon',
  'Documents',
  'PresenceStatus',
  'Personuppgifter',
  {
    group: 'reports',
    routes: [
      'TidrapportPrint',
      'ErsattningarPrint',
      'AttestlistaPrint',
      'ProjektlistaPrint',
      'ReserakningPrint',
    ],
  },
  'NearAccidentsReports',
  {
    group: 'admin',
    routes: [
      'AdminPortalInfo',
      'AdminUsers',
      'AdminRegisters',
      'AdminCompanies',
      'AdminReminders',
      'AdminAudit',
      'AdminTravelRules',
    ],
  },
];

/** The menu the user described by `ctx` sees, among the routes whose feature `isImplemented`. */
export function buildMenu(ctx: AccessContext, isImplemented: (route: RouteName) => boolean): MenuItem[] {
  const shown = (route: RouteName) => isImplemented(route) && canAccessRoute(route, ctx);
  const link = (route: RouteName): MenuLink => ({ kind: 'link', route, path: ROUTES[route].path });
  return MENU.flatMap((node): MenuItem[] => {
    if (typeof node === 'string') return shown(node) ? [link(node)] : [];
    const children = node.routes.filter(shown).map(link);
    if (children.length === 0) return [];
    if (node.asGroup && !node.asGroup(ctx)) return children;
    return [{ kind: 'group', id: node.group, children }];
  });
}

/** Every route name in the menu, for tests that every one is placed exactly once. */
export const MENU_ROUTES: readonly RouteName[] = MENU.flatMap((n) =>
  typeof n === 'string' ? [n] : n.routes,
);
