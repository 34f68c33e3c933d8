import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TidKodSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const TidKoderSchema = z.array(TidKodSchema);

/** GET /tidkoder: the company's time codes (a PER user gets their own code group's only). */
export const tidKoderQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'tidkoder'] as const, (signal) =>
    apiRequest('/tidkoder', TidKoderSchema, { signal }),
  );

export const useTidKoder = (ftgId: string) => useQuery(tidKoderQueryOptions(ftgId));
