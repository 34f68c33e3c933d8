import { useQuery } from '@tanstack/react-query';
import type { Period } from '../../../lib/date-filter';
import { postStatusAction } from '../../../lib/row-status/post-status-action';
import type { PageAction } from '../../../lib/row-status/status-actions';

/**
 * What an approve or attest of one employee's period would do, asked of the server before the user
 * confirms (Forhandsvisning: nothing changes): rows, people, the days after today that wait and
 * the planned absence that may go in advance (domain time/approval-window.ts).
 */
export const useStatusPreview = (action: PageAction, anstNr: string, period: Period) =>
  useQuery({
    queryKey: ['statusPreview', action, anstNr, period.From, period.To],
    queryFn: () => postStatusAction({ action, anstNr: [anstNr], period, preview: true }),
    staleTime: 0,
    gcTime: 0,
  });
