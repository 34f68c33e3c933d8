import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { can } from '@lonportal/domain/access/capabilities';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute, type RouteName } from '@lonportal/domain/access/route-table';
import { addMonths, firstOfMonth, lastOfMonth } from '@lonportal/domain/dates';
import { apiRequest } from '../../lib/api-client';
import { todayIso } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { isImplemented } from '../route-pages';

// SPEC §2.2 navigation badge counts, each from the call SPEC §7 names with its filter (one query
// each on the server). Their keys name the API path, so the live events refresh them with the
// lists they count (live-resources.ts). Documents have no badge: that feature is not built yet.

const Counted = z.array(z.unknown());
/** Badge counts change with the lists, which the live events announce; no refetch on a timer. */
const BADGE_STALE_MS = 5 * 60 * 1000;

const useCount = (key: readonly unknown[], path: string, enabled: boolean) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(path, Counted, { signal }),
    select: (rows) => rows.length,
    enabled,
    staleTime: BADGE_STALE_MS,
    meta: { errorMessage: false },
  });

/** The counts of the menu's badges, by route, for the user and company of the session. */
export function useMenuBadges(): Partial<Record<RouteName, number>> {
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const portal = usePortalInfo(ftgId).data;
  const access = portal ? accessContextFromMe(me, portal) : null;
  const shown = (route: RouteName) =>
    access !== null && isImplemented(route) && canAccessRoute(route, access);
  const own = me.UserAccount.AnstNr;
  const today = todayIso();
  const range = `${firstOfMonth(today)}|${lastOfMonth(addMonths(today, 12))}`;

  const absence = useCount(
    ['company', ftgId, 'absenceReports', 'badge', own],
    `/absenceReports?Recovered=false${own ? `&AnstNr=${encodeURIComponent(own)}` : ''}`,
    shown('AbsenceReports'),
  );
  const nearAccidents = useCount(
    ['company', ftgId, 'nearAccidentsReports', 'badge'],
    '/hr/nearAccidentsReports?Status=NEW',
    shown('NearAccidentsReports'),
  );
  const leave = useCount(
    ['company', ftgId, 'leaveapplications', 'badge', range],
    `/leaveapplications/admin?Approved=false&Denied=false&FromDate=${encodeURIComponent(range)}`,
    shown('LeaveApplications') && can('decideLeave', me.UserAccount),
  );
  return {
    AbsenceReports: absence.data ? 1 : 0,
    NearAccidentsReports: nearAccidents.data ?? 0,
    LeaveApplications: leave.data ?? 0,
  };
}
