import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BemuppgiftSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const BemuppgifterSchema = z.array(BemuppgiftSchema);

/** GET /bemanna/bemuppgift: the staffing tasks not closed (SPEC §7 Deleted=false). */
export const bemuppgifterQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'bemuppgift'] as const, (signal) =>
    apiRequest('/bemanna/bemuppgift', BemuppgifterSchema, { signal }),
  );

export const useBemuppgifter = (ftgId: string, enabled = true) =>
  useQuery({ ...bemuppgifterQueryOptions(ftgId), enabled });
