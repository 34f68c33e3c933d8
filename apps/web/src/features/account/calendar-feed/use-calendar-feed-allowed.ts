import { useMemo } from 'react';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { usePortalInfo } from '../../../lib/reference-lists/get-portal-info';
import { useSession } from '../../../lib/session';

/**
 * Whether the user has a calendar feed to set up here: the feed is of their schedule (DOMAIN §15),
 * so only who may open /schedule (SPEC §6: an AnstNr in this company). False while the portal
 * settings load.
 */
export function useCalendarFeedAllowed(): boolean {
  const { me } = useSession();
  const portal = usePortalInfo(me.FtgInfo.FtgId).data;
  return useMemo(
    () => portal !== undefined && canAccessRoute('Schedule', accessContextFromMe(me, portal)),
    [me, portal],
  );
}
