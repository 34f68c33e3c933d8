import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { VarugruppSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const VarugrupperSchema = z.array(VarugruppSchema);

/** GET /varugrupper: the company's goods groups (SPEC §3 Varugrupper). */
export const varugrupperQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'varugrupper'] as const, (signal) =>
    apiRequest('/varugrupper', VarugrupperSchema, { signal }),
  );

export const useVarugrupper = (ftgId: string) => useQuery(varugrupperQueryOptions(ftgId));
