import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AvdelningSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const AvdelningarSchema = z.array(AvdelningSchema);

/** GET /avdelning: the company's departments (code and name). */
export const departmentsQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'avdelning'] as const, (signal) =>
    apiRequest('/avdelning', AvdelningarSchema, { signal }),
  );

export const useDepartments = (ftgId: string) => useQuery(departmentsQueryOptions(ftgId));
