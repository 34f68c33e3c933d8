import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MeInactiveSchema, MeResponseSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

const MeAnswerSchema = z.union([MeResponseSchema, MeInactiveSchema]);
export type MeAnswer = z.infer<typeof MeAnswerSchema>;

/** GET /me: the session's user, company and salary year, or that it ended for inactivity (SPEC §4 App load). */
export const getMe = (signal?: AbortSignal) => apiRequest('/me', MeAnswerSchema, signal ? { signal } : {});

export const meQueryKey = ['session', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    // Rechecked when the tab regains focus, so a session ended elsewhere is noticed.
    staleTime: 30_000,
    retry: false,
  });

export const useMe = () => useQuery(meQueryOptions());
