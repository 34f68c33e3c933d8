import { useQuery } from '@tanstack/react-query';
import { PortalInfoResponseSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

/**
 * GET /portalInfo: the selected company's portal settings (SPEC §3 PortalInfo), for the access
 * table, the menu and the time pages' rules. Keyed by company, so a switch never shows the
 * previous company's flags.
 */
export const portalInfoQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'portalInfo'] as const, (signal) =>
    apiRequest('/portalInfo', PortalInfoResponseSchema, { signal }),
  );

export const usePortalInfo = (ftgId: string) => useQuery(portalInfoQueryOptions(ftgId));
