import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { KompetensSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const KompetenserSchema = z.array(KompetensSchema);

/** GET /kompetenser: the company's competences (code and name), what employees hold and tasks require. */
export const kompetenserQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'kompetenser'] as const, (signal) =>
    apiRequest('/kompetenser', KompetenserSchema, { signal }),
  );

export const useKompetenser = (ftgId: string, enabled = true) =>
  useQuery({ ...kompetenserQueryOptions(ftgId), enabled });
