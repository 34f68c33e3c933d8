import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AvdelningSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../../../../lib/api-client';
import { referenceQueryOptions } from '../../../../lib/reference-query';

/** GET /avdelning: the company's departments (code and name), cached as a reference list. */
export const useDepartments = (ftgId: string) =>
  useQuery(
    referenceQueryOptions(['company', ftgId, 'avdelning'] as const, (signal) =>
      apiRequest('/avdelning', z.array(AvdelningSchema), { signal }),
    ),
  );
