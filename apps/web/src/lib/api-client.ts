// The one API client (ARCHITECTURE "Contracts", STYLE habit 7): every /api call goes through here.
// It adds the API marker and the company/salary-year headers, validates the answer against the
// domain's zod schema, and turns failures into typed errors that the UI maps to i18n keys.
import { z } from 'zod';
import { errorI18nKey, type ErrorDetail } from '@lonportal/domain/errors/codes';
import { readCompanyContext } from './company-context';

const API_BASE = '/api';

/** An answer with an error status, its body read as `{ Code, Message, Details }` (SPEC §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The catalogue code (status × 100 + reason); status × 100 when the body had none. */
    readonly code: number,
    readonly details: readonly ErrorDetail[],
    message: string,
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, connection reset (SPEC §8 Network failure). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

const ErrorBodySchema = z.object({
  Code: z.number().int(),
  Message: z.string(),
  Details: z.array(z.object({ Field: z.string(), Code: z.string() })).optional(),
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function headersFor(hasBody: boolean): Headers {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const { ftgId, salaryYear } = readCompanyContext();
  if (ftgId) headers.set('X-Ftg-Id', ftgId);
  if (salaryYear !== null) headers.set('X-Salary-Year', String(salaryYear));
  return headers;
}

async function errorFrom(res: Response): Promise<ApiError> {
  const parsed = ErrorBodySchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) return new ApiError(res.status, res.status * 100, [], res.statusText);
  const { Code, Message, Details } = parsed.data;
  return new ApiError(res.status, Code, Details ?? [], Message);
}

/** Calls `/api${path}` and returns the body parsed by `schema` (nothing for an empty answer). */
export async function apiRequest<T>(path: string, schema: z.ZodType<T>, options?: RequestOptions): Promise<T>;
export async function apiRequest(path: string, schema?: undefined, options?: RequestOptions): Promise<void>;
export async function apiRequest<T>(path: string, schema?: z.ZodType<T>, options: RequestOptions = {}) {
  const hasBody = options.body !== undefined;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err instanceof Error ? err.message : String(err), { cause: err });
  }
  if (!res.ok) throw await errorFrom(res);
  if (!schema) return undefined;
  return schema.parse(await res.json());
}

/** True when `err` is an ApiError with this catalogue code. */
export const isApiError = (err: unknown, code?: number): err is ApiError =>
  err instanceof ApiError && (code === undefined || err.code === code);

/**
 * The i18n key that explains `err` to the user: a field problem's own key when the server named
 * one, the catalogue's key for the code, or the network / generic text.
 */
export function errorMessageKey(err: unknown): string {
  if (err instanceof ApiError) {
    const detail = err.details.find((d) => /^(validation|errors)\./.test(d.Code));
    return detail ? detail.Code : errorI18nKey(err.code);
  }
  if (err instanceof NetworkError) return 'errors.network';
  return 'errors.unknown';
}
