import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusActionResultSchema } from '@lonportal/domain/time/entries';
import { apiRequest } from '../api-client';
import type { Period } from '../date-filter';
import type { PageAction } from './status-actions';
import { statusActionPath, type StatusResource } from './status-resource';

export interface StatusActionRequest {
  action: PageAction;
  anstNr: readonly string[];
  period: Period;
  /** Time rows unless told to act on compensation rows. */
  resource?: StatusResource;
}

/**
 * POST /godkann (approve, unapprove) or POST /attest (attest, unattest), of time or (under
 * /ersattningar) of compensation rows, for employees over a period: how many rows changed
 * (Andrade) and how many were left as they were (Oforandrade).
 */
export const postStatusAction = ({ action, anstNr, period, resource = 'tid' }: StatusActionRequest) =>
  apiRequest(
    statusActionPath(resource, action === 'approve' || action === 'unapprove'),
    StatusActionResultSchema,
    {
      method: 'POST',
      body: { Action: action, AnstNr: anstNr, From: period.From, To: period.To },
    },
  );

// The caches that show statuses; the server's live event refreshes them too, this is at once.
const STATUS_CACHES = ['attestlista', 'tidrapport', 'tidrader', 'ersattningar'];

export function useStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStatusAction,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey.some((s) => typeof s === 'string' && STATUS_CACHES.includes(s)),
      }),
  });
}
