import { queryOptions, useQuery } from '@tanstack/react-query';
import { PortalInfoResponseSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /portalInfo: the selected company's portal settings (SPEC §3 PortalInfo), for the access table. */
export const getPortalInfo = (signal?: AbortSignal) =>
  apiRequest('/portalInfo', PortalInfoResponseSchema, signal ? { signal } : {});

/** Keyed by company, so a switch never shows the previous company's flags. */
export const portalInfoQueryOptions = (ftgId: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'portalInfo'] as const,
    queryFn: ({ signal }) => getPortalInfo(signal),
  });

export const usePortalInfo = (ftgId: string) => useQuery(portalInfoQueryOptions(ftgId));
