import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { KontoSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const KontoregSchema = z.array(KontoSchema);

/** GET /kontoreg: the accounts a compensation row may be booked to (konterat). */
export const kontoregQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'kontoreg'] as const, (signal) =>
    apiRequest('/kontoreg', KontoregSchema, { signal }),
  );

export const useKontoreg = (ftgId: string, enabled = true) =>
  useQuery({ ...kontoregQueryOptions(ftgId), enabled });
