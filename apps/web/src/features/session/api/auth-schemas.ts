import type { z } from 'zod';
import { lazySchema } from '../../../lib/api-client';

const authSchemas = () => import('@lonportal/domain/auth/schemas');

/**
 * A schema of the domain's auth module for the login page's calls and form: it (and zod) loads with
 * the first answer that needs it, not with the page (lib/api-client.ts lazySchema).
 */
export const authSchema = <T>(pick: (schemas: Awaited<ReturnType<typeof authSchemas>>) => z.ZodType<T>) =>
  lazySchema(async () => pick(await authSchemas()));
