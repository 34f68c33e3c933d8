import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EgenskapSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const EgenskaperSchema = z.array(EgenskapSchema);

/** GET /egenskaper: the company's properties (code and name); only with Plus (SPEC §7), so asked for only then. */
export const egenskaperQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'egenskaper'] as const, (signal) =>
    apiRequest('/egenskaper', EgenskaperSchema, { signal }),
  );

export const useEgenskaper = (ftgId: string, hasPlus: boolean) =>
  useQuery({ ...egenskaperQueryOptions(ftgId), enabled: hasPlus });
