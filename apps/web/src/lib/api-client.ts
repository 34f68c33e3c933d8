// The one API client (ARCHITECTURE "Contracts", STYLE habit 7): every /api call goes through here.
// It adds the API marker and the company/salary-year headers, notes the build id of every answer,
// validates the answer against the domain's zod schema, and turns failures into typed errors that
// the UI maps to i18n keys. What the app does about an error is decided in api-errors.ts. It holds
// no zod itself: the login page's entry does not carry zod, its calls load their schema
// with the answer (`lazySchema`).
import type { z } from 'zod';
import { ERRORS, endsSession, errorI18nKey, type ErrorDetail } from '@lonportal/domain/errors/codes';
import { noteBuildId } from './build-id';
import { readCompanyContext } from './company-context';
import { loggedInStore } from './session-end';

const API_BASE = '/api';

/** How a request leaves: the browser's fetch, or on the server (first paint, entry-server.tsx) the app itself. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's page render sends the page's API calls into the app, with the visitor's cookie. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Which call failed, for the error report (POST /frontendlogger). */
export interface RequestSummary {
  method: string;
  path: string;
}

/** An answer with an error status, its body read as `{ Code, Message, Details }` (SPEC §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The catalogue code (status × 100 + reason); status × 100 when the body had none. */
    readonly code: number,
    readonly details: readonly ErrorDetail[],
    message: string,
    readonly request?: RequestSummary,
    /** Seconds to wait before trying again, when the answer said (Retry-After of a 429 or 503). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, connection reset (SPEC §8 Network failure). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** A successful answer that does not match the contract: a bug on one side, reported to the server. */
export class ResponseSchemaError extends Error {
  override readonly name = 'ResponseSchemaError';
  constructor(
    readonly request: RequestSummary,
    readonly status: number,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Unexpected answer from ${request.method} ${request.path}`);
  }
}

/** SPEC §7 / ARCHITECTURE "Headers": X-Pagination of a paginated answer. */
export interface Pagination {
  Page: number;
  PerPage: number;
  Total: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isInt = (v: unknown, min = Number.MIN_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min;

/** The error body `{ Code, Message, Details? }` (SPEC §8), or null for anything else. */
function errorBody(v: unknown): { Code: number; Message: string; Details?: ErrorDetail[] } | null {
  if (!isRecord(v) || !isInt(v.Code) || typeof v.Message !== 'string') return null;
  if (v.Details === undefined) return { Code: v.Code, Message: v.Message };
  const details = Array.isArray(v.Details) ? v.Details : null;
  const valid = details?.every(
    (d) => isRecord(d) && typeof d.Field === 'string' && typeof d.Code === 'string',
  );
  return valid ? { Code: v.Code, Message: v.Message, Details: details as ErrorDetail[] } : null;
}

/** The schema an answer is checked against: the schema itself, or a loader of it. */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * A schema loaded with the first answer that needs it: for the calls of the login page, whose
 * first paint must not wait for zod and the domain's schemas.
 */
export function lazySchema<T>(load: () => Promise<z.ZodType<T>>): () => Promise<z.ZodType<T>> {
  let loading: Promise<z.ZodType<T>> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}

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

/**
 * Retry-After in whole seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); null when
 * the header is missing or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The ApiError of an answer with an error status, its body read as `{ Code, Message, Details }`
 * whatever the answer's type (a JSON call, or a file download whose error came back as JSON).
 * Without a readable body the code is status × 100 and the message empty.
 */
export async function apiErrorFrom(res: Response, request: RequestSummary): Promise<ApiError> {
  const body = errorBody(await res.json().catch(() => null));
  const retryAfter = retryAfterSeconds(res.headers.get('Retry-After'));
  if (!body) return new ApiError(res.status, res.status * 100, [], '', request, retryAfter);
  return new ApiError(res.status, body.Code, body.Details ?? [], body.Message, request, retryAfter);
}

/** Sends the request; answers the response of a 2xx, throws the typed error otherwise. */
async function send(
  path: string,
  options: RequestOptions,
): Promise<{ res: Response; request: RequestSummary }> {
  const hasBody = options.body !== undefined;
  const request = { method: options.method ?? (hasBody ? 'POST' : 'GET'), path };
  let res: Response;
  try {
    res = await transport(`${API_BASE}${path}`, {
      method: request.method,
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new NetworkError(err instanceof Error ? err.message : String(err), { cause: err });
  }
  noteBuildId(res.headers.get('X-Build-Id'));
  if (!res.ok) throw await apiErrorFrom(res, request);
  return { res, request };
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

async function parseBody<T>(res: Response, request: RequestSummary, source: SchemaSource<T>): Promise<T> {
  // A read cut short by leaving the page is an abort, and one the connection broke a network
  // failure (a TypeError); only a body that is not JSON is an answer that breaks the contract.
  const body: unknown = await res.json().catch((err: unknown) => {
    if (isAbort(err)) throw err;
    if (!(err instanceof SyntaxError))
      throw new NetworkError(err instanceof Error ? err.message : String(err), { cause: err });
    return undefined;
  });
  const schema = typeof source === 'function' ? await source() : source;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ResponseSchemaError(request, res.status, parsed.error.issues);
  return parsed.data;
}

/** How long an early answer waits to be taken; after that the call asks again. */
const EARLY_MS = 10_000;
const early = new Map<
  string,
  { at: number; sessionFree: boolean; answer: Promise<{ res: Response; request: RequestSummary }> }
>();

/**
 * Starts GET `/api${path}` before the code that reads it has loaded (the entry asks for /me while
 * a logged-in page's chunks download, for the dashboard in 500 ms; and for /loginConfig
 * while the login page's do, ADR 0020). The next apiRequest of the same path within EARLY_MS takes
 * the answer, as it is, instead of asking again. Answers whether it succeeded. `sessionFree`: the
 * answer is the same for everyone (a public path), so a new session keeps it.
 */
export function requestEarly(path: string, { sessionFree = false } = {}): Promise<boolean> {
  const answer = embeddedAnswer(path) ?? send(path, {});
  early.set(path, { at: Date.now(), sessionFree, answer });
  // Its failure is thrown to the call that takes it; none is reported for an answer left untaken.
  return answer.then(
    () => true,
    () => false,
  );
}

/**
 * The answer to GET `path` that the page's HTML carries, if it does (the server writes the login
 * page's settings into it, ADR 0020: no round trip before the login page shows its methods).
 */
function embeddedAnswer(path: string): ReturnType<typeof send> | null {
  if (typeof document === 'undefined') return null;
  const element = [...document.querySelectorAll('script[type="application/json"][data-early-answer]')].find(
    (script) => script.getAttribute('data-early-answer') === path,
  );
  if (!element?.textContent) return null;
  const res = new Response(element.textContent, {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
  return Promise.resolve({ res, request: { method: 'GET', path } });
}

/**
 * Forgets the early answers that belong to the session the page opened with (login page, new
 * login); a session-free one stays.
 */
export function dropEarlyAnswers(): void {
  for (const [path, hit] of early) if (!hit.sessionFree) early.delete(path);
}

function takeEarly(path: string, options: RequestOptions) {
  const hit = early.get(path);
  if (!hit || (options.method ?? 'GET') !== 'GET' || options.body !== undefined) return null;
  early.delete(path);
  return Date.now() - hit.at < EARLY_MS ? hit.answer : null;
}

/** Calls `/api${path}` and returns the body parsed by `schema` (nothing for an empty answer). */
export async function apiRequest<T>(
  path: string,
  schema: SchemaSource<T>,
  options?: RequestOptions,
): Promise<T>;
export async function apiRequest(path: string, schema?: undefined, options?: RequestOptions): Promise<void>;
export async function apiRequest<T>(path: string, schema?: SchemaSource<T>, options: RequestOptions = {}) {
  const { res, request } = await (takeEarly(path, options) ?? send(path, options));
  if (!schema) return undefined;
  return parseBody(res, request, schema);
}

/** A page of a paginated list and its X-Pagination header. */
export interface Paged<T> {
  data: T;
  pagination: Pagination;
}

/**
 * Calls a paginated `/api${path}` (the caller puts Page and PerPage in the query): the body parsed
 * by `schema` and the pagination the server answered with.
 */
export async function apiRequestPaged<T>(
  path: string,
  schema: SchemaSource<T>,
  options: RequestOptions = {},
): Promise<Paged<T>> {
  const { res, request } = await send(path, options);
  const pagination = readPagination(res.headers);
  if (!pagination) throw new ResponseSchemaError(request, res.status, []);
  return { data: await parseBody(res, request, schema), pagination };
}

/** X-Pagination as JSON `{ Page, PerPage, Total }`, or null when it is missing or malformed. */
export function readPagination(headers: Headers): Pagination | null {
  const raw = headers.get('X-Pagination');
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!isRecord(v) || !isInt(v.Page, 1) || !isInt(v.PerPage, 1) || !isInt(v.Total, 0)) return null;
    return { Page: v.Page, PerPage: v.PerPage, Total: v.Total };
  } catch {
    return null;
  }
}

/** True when `err` is an ApiError with this catalogue code. */
export const isApiError = (err: unknown, code?: number): err is ApiError =>
  err instanceof ApiError && (code === undefined || err.code === code);

/** Where the user is when an error happens: it changes what the message says (SPEC §8). */
export interface ErrorSituation {
  loggedIn: boolean;
  online: boolean;
}

/** The situation now: whether the logged-in pages are on screen and the browser is online. */
export const currentSituation = (): ErrorSituation => ({
  loggedIn: loggedInStore.get(),
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

const knownCodes = new Set<number>(Object.values(ERRORS).map((e) => e.code));

/**
 * The one error parser of the web (STYLE habit 7): the i18n key that explains any failure to the
 * user. A field problem's own key when the server named one, the catalogue's key for the code,
 * the session-ended, service-unavailable and internal-error texts of SPEC §8, the network or
 * offline text, or the generic text for anything else (a malformed answer, a bug).
 */
export function errorMessageKey(err: unknown, at: ErrorSituation = currentSituation()): string {
  if (err instanceof NetworkError) return at.online ? 'errors.network' : 'global.offline.text';
  if (!(err instanceof ApiError)) return 'errors.unknown';
  if (endsSession(err.status, err.code) && at.loggedIn) {
    return knownCodes.has(err.code) && err.code !== ERRORS.NotAuthenticated.code
      ? errorI18nKey(err.code)
      : 'global.sessionEndedAbruptly';
  }
  if (err.status === 503)
    return at.loggedIn ? 'global.serviceUnavailableLoggedIn' : 'errors.serviceUnavailable';
  if (err.status >= 500) return knownCodes.has(err.code) ? errorI18nKey(err.code) : 'errors.internalError';
  const detail = err.details.find((d) => /^(validation|errors)\./.test(d.Code));
  return detail ? detail.Code : errorI18nKey(err.code);
}

/** A message about a failure: its i18n key and the values the text names. */
export interface ErrorMessage {
  key: string;
  values?: Record<string, number>;
}

/**
 * What a snackbar says about `err`: errorMessageKey's text, except for too many attempts (a locked
 * login, too many SMS codes) when the server said how long to wait: then that wait, in whole
 * minutes (the login lock says how long to wait).
 */
export function errorMessage(err: unknown, at: ErrorSituation = currentSituation()): ErrorMessage {
  if (isApiError(err, ERRORS.TooManyRequests.code) && err.retryAfter !== null) {
    return {
      key: 'errors.tooManyRequestsWait',
      values: { minutes: Math.max(1, Math.ceil(err.retryAfter / 60)) },
    };
  }
  return { key: errorMessageKey(err, at) };
}
