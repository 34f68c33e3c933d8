import { useMemo } from 'react';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { useSession } from '../../../lib/session';
import { usePortalInfo } from '../../../lib/reference-lists/get-portal-info';

/** How the company swaps shifts, for an employee who may: A (a manager approves) or D (at once, DOMAIN §4). */
export type SwapMode = 'A' | 'D';

/** An employee who may swap shifts: their AnstNr here, and how the company swaps. */
export interface SwapAccess {
  anstNr: string;
  mode: SwapMode;
}

/**
 * Whether the logged-in employee may swap shifts here, and how (SPEC §6: the schedule's route, and
 * a PassbyteTyp other than X); null when not, or while the portal settings load.
 */
export function useSwapAccess(): SwapAccess | null {
  const { me } = useSession();
  const portal = usePortalInfo(me.FtgInfo.FtgId).data;
  return useMemo(() => {
    if (!portal) return null;
    const ctx = accessContextFromMe(me, portal);
    const mode = ctx.Portal.PassbyteTyp;
    if (mode === 'X' || !ctx.AnstNr || !canAccessRoute('Schedule', ctx)) return null;
    return { anstNr: ctx.AnstNr, mode };
  }, [me, portal]);
}
