import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ArbSchemaSchema } from '@lonportal/domain/reference-lists';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';

const ArbSchemanSchema = z.array(ArbSchemaSchema);

/** GET /arbschemalist: the company's work schedules (code, name, hours a weekday). */
export const arbSchemanQueryOptions = (ftgId: string) =>
  referenceQueryOptions(['company', ftgId, 'arbschemalist'] as const, (signal) =>
    apiRequest('/arbschemalist', ArbSchemanSchema, { signal }),
  );

export const useArbScheman = (ftgId: string, enabled = true) =>
  useQuery({ ...arbSchemanQueryOptions(ftgId), enabled });
