import { z } from 'zod';
import { NormalbeloppPreviewSchema, NormalbeloppYearSchema } from '@lonportal/domain/travel/normalbelopp';
import { apiRequest } from '../../../lib/api-client';

/** Where a year's table comes from: a downloaded file of Skatteverket's open data, or its address. */
export type NormalbeloppSource = { Json: string; FileName: string } | { Url: string };

export const normalbeloppKey = (ftgId: string) => ['company', ftgId, 'admin', 'normalbelopp'] as const;

/** GET /admin/normalbelopp: the years with a table, shipped or loaded. */
export const getNormalbeloppYears = (signal?: AbortSignal) =>
  apiRequest('/admin/normalbelopp', z.array(NormalbeloppYearSchema), signal ? { signal } : {});

/** POST /admin/normalbelopp/forhandsgranska: what loading the source would change, nothing saved. */
export const previewNormalbelopp = (body: NormalbeloppSource) =>
  apiRequest('/admin/normalbelopp/forhandsgranska', NormalbeloppPreviewSchema, { method: 'POST', body });

/** POST /admin/normalbelopp: loads the source's years. */
export const loadNormalbelopp = (body: NormalbeloppSource) =>
  apiRequest('/admin/normalbelopp', z.array(NormalbeloppYearSchema), { method: 'POST', body });
