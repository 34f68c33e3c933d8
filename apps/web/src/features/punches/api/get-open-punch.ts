import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpenPunchSchema } from '@lonportal/domain/punches/punches';
import { apiRequest } from '../../../lib/api-client';
import { punchesKey } from './punch-cache';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** GET /stamplingar/oppen: the user's own open punch, if any, and the server's clock. */
export const getOpenPunch = (signal?: AbortSignal) =>
  apiRequest('/stamplingar/oppen', OpenPunchSchema, signal ? { signal } : {});

export const openPunchQueryOptions = (ftgId: string) =>
  queryOptions({
    queryKey: [...punchesKey(ftgId), 'oppen'] as const,
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const answer = await getOpenPunch(signal);
      // How far the browser's clock is from the server's (the time since punch-in is the server's).
      const offsetMs = Date.parse(answer.Nu) - (sent + Date.now()) / 2;
      return { ...answer, offsetMs };
    },
    staleTime: refetchedWhenShown,
  });

export const useOpenPunch = (ftgId: string, enabled: boolean) =>
  useQuery({ ...openPunchQueryOptions(ftgId), enabled });
