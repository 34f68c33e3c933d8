import { useQuery } from '@tanstack/react-query';
import { ResEnheterSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

/** GET /resenheter: result units of dimensions 1..6. */
export const resEnheterQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'resenheter'] as const, (signal) =>
    apiRequest('/resenheter', ResEnheterSchema, { signal }),
  );

export const useResEnheter = (ftgId: string, enabled = true) =>
  useQuery({ ...resEnheterQueryOptions(ftgId), enabled });
