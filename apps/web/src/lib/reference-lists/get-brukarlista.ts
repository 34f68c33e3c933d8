import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BrukareSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const BrukarlistaSchema = z.array(BrukareSchema);

/** GET /brukarlista: the company's brukare. */
export const brukarlistaQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'brukarlista'] as const, (signal) =>
    apiRequest('/brukarlista', BrukarlistaSchema, { signal }),
  );

export const useBrukarlista = (ftgId: string, enabled = true) =>
  useQuery({ ...brukarlistaQueryOptions(ftgId), enabled });
