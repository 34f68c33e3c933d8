import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { can, isOwnEmployeeOnly } from '@lonportal/domain/access/capabilities';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute, type RouteName } from '@lonportal/domain/access/route-table';
import { addMonths, firstOfMonth, lastOfMonth } from '@lonportal/domain/dates';
import { apiRequest } from '../../lib/api-client';
import { useBrowserValue } from '../../lib/browser-value';
import { todayIso } from '../../lib/date-filter';
import { activeEmployeesQueryOptions } from '../../lib/reference-lists/get-perlista';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { isImplemented } from '../route-pages';

// SPEC §2.2 navigation badge counts, each from the call SPEC §7 names with its filter (one query
// each on the server). Their keys name the API path, so the live events refresh them with the
// lists they count (live-resources.ts). Documents have no badge: that feature is not built yet.

const Counted = z.array(z.unknown());
/** Badge counts change with the lists, which the live events announce; no refetch on a timer. */
const BADGE_STALE_MS = 5 * 60 * 1000;

interface Badge {
  route: RouteName;
  key: readonly unknown[];
  path: string;
  /** The count shown: the rows, or 1 when there are any. */
  one?: boolean;
}

/** The counts of the menu's badges, by route, for the user and company of the session. */
export function useMenuBadges(): Partial<Record<RouteName, number>> {
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const portal = usePortalInfo(ftgId).data;
  // The counts are the browser's: the server paints the menu without them (it would otherwise
  // ask for them too), and they come right after the page is taken over.
  const inBrowser = useBrowserValue(() => true, false);
  // An employee without a personnel record is logged out at once (SessionNotices): nothing is
  // asked for them, so no answer arrives after the logout to say the session ended.
  const per = isOwnEmployeeOnly(me.UserAccount);
  const employees = useQuery({ ...activeEmployeesQueryOptions(ftgId), enabled: per && inBrowser });
  const ready = inBrowser && (!per || (employees.data?.length ?? 0) > 0);
  const access = portal ? accessContextFromMe(me, portal) : null;
  const shown = (route: RouteName) =>
    access !== null && isImplemented(route) && canAccessRoute(route, access);
  const own = me.UserAccount.AnstNr;
  const today = todayIso();
  const range = `${firstOfMonth(today)}|${lastOfMonth(addMonths(today, 12))}`;
  const all: Badge[] = [
    {
      route: 'AbsenceReports',
      key: ['company', ftgId, 'absenceReports', 'badge', own],
      path: `/absenceReports?Recovered=false${own ? `&AnstNr=${encodeURIComponent(own)}` : ''}`,
      one: true,
    },
    {
      route: 'NearAccidentsReports',
      key: ['company', ftgId, 'nearAccidentsReports', 'badge'],
      path: '/hr/nearAccidentsReports?Status=NEW',
    },
    ...(can('decideLeave', me.UserAccount)
      ? [
          {
            route: 'LeaveApplications' as const,
            key: ['company', ftgId, 'leaveapplications', 'badge', range],
            path: `/leaveapplications/admin?Approved=false&Denied=false&FromDate=${encodeURIComponent(range)}`,
          },
        ]
      : []),
  ];
  const badges = all.filter((b) => ready && shown(b.route));
  // Only the badges the user has are asked for: no query exists for the others.
  const counts = useQueries({
    queries: badges.map((b) => ({
      queryKey: b.key,
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(b.path, Counted, { signal }),
      select: (rows: unknown[]) => rows.length,
      staleTime: BADGE_STALE_MS,
      meta: { errorMessage: false },
    })),
  });
  return Object.fromEntries(
    badges.map((b, i) => {
      const n = counts[i]?.data ?? 0;
      return [b.route, b.one ? Math.min(n, 1) : n];
    }),
  );
}
