import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LonKodSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const LonKoderSchema = z.array(LonKodSchema);

/** GET /LonKoder: the company's pay codes (a PER user gets their own code group's only). */
export const lonKoderQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'LonKoder'] as const, (signal) =>
    apiRequest('/LonKoder', LonKoderSchema, { signal }),
  );

export const useLonKoder = (ftgId: string) => useQuery(lonKoderQueryOptions(ftgId));
