import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusAnswerSchema } from '@lonportal/domain/time/approval-window';
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
  /** Take the planned absence after today too (the exception the user named, IForvag). */
  inAdvance?: boolean;
  /** Only ask what the action would do (Forhandsvisning): nothing changes. */
  preview?: boolean;
}

/**
 * POST /godkann (approve, unapprove) or POST /attest (attest, unattest), of time or (under
 * /ersattningar) of compensation rows, for employees over a period: how many rows changed
 * (Andrade) for how many people, how many were left as they were (Oforandrade), and the days after
 * today that moved or wait (domain time/approval-window.ts).
 */
export const postStatusAction = ({
  action,
  anstNr,
  period,
  resource = 'tid',
  inAdvance = false,
  preview = false,
}: StatusActionRequest) =>
  apiRequest(statusActionPath(resource, action === 'approve' || action === 'unapprove'), StatusAnswerSchema, {
    method: 'POST',
    body: {
      Action: action,
      AnstNr: anstNr,
      From: period.From,
      To: period.To,
      IForvag: inAdvance,
      Forhandsvisning: preview,
    },
  });

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
