import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PortalInfoResponseSchema } from '@lonportal/domain/auth/schemas';
import { BrukareSchema, ResEnheterSchema, TidKodSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../../../lib/api-client';
import { referenceQueryOptions } from '../../../lib/reference-query';

// The reference lists the time pages read (SPEC §7), cached 15 minutes and refreshed by live
// events. The keys are the same as anywhere else in the app, so the caches are shared.

const TidKoderSchema = z.array(TidKodSchema);
const BrukarlistaSchema = z.array(BrukareSchema);

/** GET /tidkoder: the company's time codes (a PER user gets their own code group's only). */
export const tidKoderQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'tidkoder'] as const, (signal) =>
    apiRequest('/tidkoder', TidKoderSchema, { signal }),
  );

/** GET /resenheter: result units of dimensions 1..6. */
export const resEnheterQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'resenheter'] as const, (signal) =>
    apiRequest('/resenheter', ResEnheterSchema, { signal }),
  );

/** GET /brukarlista: the company's brukare. */
export const brukarlistaQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'brukarlista'] as const, (signal) =>
    apiRequest('/brukarlista', BrukarlistaSchema, { signal }),
  );

/** GET /portalInfo, under the key the shell reads it with (one cache). */
export const portalInfoQueryOptions = (ftgId: string) => ({
  queryKey: ['company', ftgId, 'portalInfo'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/portalInfo', PortalInfoResponseSchema, { signal }),
});

export const useTidKoder = (ftgId: string) => useQuery(tidKoderQueryOptions(ftgId));
export const useResEnheter = (ftgId: string, enabled = true) =>
  useQuery({ ...resEnheterQueryOptions(ftgId), enabled });
export const useBrukarlista = (ftgId: string, enabled = true) =>
  useQuery({ ...brukarlistaQueryOptions(ftgId), enabled });
export const usePortalInfo = (ftgId: string) => useQuery(portalInfoQueryOptions(ftgId));
