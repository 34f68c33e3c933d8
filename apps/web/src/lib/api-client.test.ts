import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  NetworkError,
  ResponseSchemaError,
  apiRequest,
  apiRequestPaged,
  lazySchema,
  readPagination,
  dropEarlyAnswers,
  requestEarly,
} from './api-client';
import { loadedBuildId, newVersionStore, resetBuildIdForTests } from './build-id';

// A real Response object stands in for the server; what is asserted is what the client makes of it.
function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  const response = new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  vi.stubGlobal('fetch', () => Promise.resolve(response));
}

beforeEach(resetBuildIdForTests);
afterEach(() => vi.unstubAllGlobals());

const Items = z.array(z.object({ AnstNr: z.string() }));

describe('apiRequest', () => {
  it('notes the X-Build-Id of every answer, errors included', async () => {
    answer([], { headers: { 'X-Build-Id': 'b1' } });
    await apiRequest('/perlista', Items);
    expect(loadedBuildId()).toBe('b1');
    answer({ Code: 40401, Message: 'Not found.' }, { status: 404, headers: { 'X-Build-Id': 'b2' } });
    await expect(apiRequest('/perlista', Items)).rejects.toMatchObject({
      status: 404,
      code: 40401,
      request: { method: 'GET', path: '/perlista' },
    });
    expect(newVersionStore.get()).not.toBeNull();
  });

  it('turns an answer that breaks the contract into a ResponseSchemaError', async () => {
    answer([{ AnstNr: 1001 }]);
    const err = await apiRequest('/perlista', Items).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseSchemaError);
    expect((err as ResponseSchemaError).issues[0]?.path).toEqual([0, 'AnstNr']);
  });

  it('passes on an abort while the answer is read, not a ResponseSchemaError', async () => {
    const aborted = new Response('[]');
    vi.spyOn(aborted, 'json').mockRejectedValue(
      new DOMException('The user aborted a request.', 'AbortError'),
    );
    vi.stubGlobal('fetch', () => Promise.resolve(aborted));
    const err = await apiRequest('/perlista', Items).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('turns a connection broken while the answer is read into a NetworkError', async () => {
    const broken = new Response('[]');
    vi.spyOn(broken, 'json').mockRejectedValue(new TypeError('network error'));
    vi.stubGlobal('fetch', () => Promise.resolve(broken));
    await expect(apiRequest('/perlista', Items)).rejects.toBeInstanceOf(NetworkError);
    const garbled = new Response('{not json');
    vi.stubGlobal('fetch', () => Promise.resolve(garbled));
    await expect(apiRequest('/perlista', Items)).rejects.toBeInstanceOf(ResponseSchemaError);
  });

  it('reads an error body without a code as status × 100', async () => {
    answer('oops', { status: 502 });
    const err = await apiRequest('/perlista', Items).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(50200);
  });
});

describe('requestEarly', () => {
  it('hands its answer to the next GET of the path, once, and not to a POST', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      asked.push(`${init.method} ${url}`);
      return Promise.resolve(new Response(JSON.stringify([{ AnstNr: String(asked.length) }])));
    });
    requestEarly('/perlista');
    expect(asked).toEqual(['GET /api/perlista']);
    await apiRequest('/perlista', Items, { method: 'POST', body: {} });
    expect(await apiRequest('/perlista', Items)).toEqual([{ AnstNr: '1' }]);
    expect(await apiRequest('/perlista', Items)).toEqual([{ AnstNr: '3' }]);
    expect(asked).toEqual(['GET /api/perlista', 'POST /api/perlista', 'GET /api/perlista']);
  });

  it('throws its failure to the call that takes it, and says it failed', async () => {
    answer({ Code: 40100, Message: 'No session.' }, { status: 401 });
    const ok = requestEarly('/perlista');
    await expect(apiRequest('/perlista', Items)).rejects.toMatchObject({ status: 401 });
    expect(await ok).toBe(false);
  });

  it('is not taken once dropped (a new session)', async () => {
    answer({ Code: 40100, Message: 'No session.' }, { status: 401 });
    expect(await requestEarly('/perlista')).toBe(false);
    dropEarlyAnswers();
    answer([{ AnstNr: '7' }]);
    expect(await apiRequest('/perlista', Items)).toEqual([{ AnstNr: '7' }]);
  });

  it("takes the answer the page's HTML carries, without asking the server", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.reject(new TypeError('offline'));
    });
    const script = { textContent: '{"LoginMethods":["PASSWORD"]}', getAttribute: () => '/loginConfig' };
    vi.stubGlobal('document', { querySelectorAll: () => [script] });
    expect(await requestEarly('/loginConfig', { sessionFree: true })).toBe(true);
    const Config = z.object({ LoginMethods: z.array(z.string()) });
    expect(await apiRequest('/loginConfig', Config)).toEqual({ LoginMethods: ['PASSWORD'] });
    expect(asked).toEqual([]);
    // A path the HTML carries nothing for is asked for.
    expect(await requestEarly('/perlista')).toBe(false);
    expect(asked).toEqual(['/api/perlista']);
  });

  it('keeps a session-free answer when the others are dropped', async () => {
    answer([{ AnstNr: '1' }]);
    requestEarly('/perlista', { sessionFree: true });
    dropEarlyAnswers();
    answer([{ AnstNr: '2' }]);
    expect(await apiRequest('/perlista', Items)).toEqual([{ AnstNr: '1' }]);
  });
});

describe('apiRequestPaged', () => {
  it('answers the body and X-Pagination', async () => {
    answer([{ AnstNr: '1001' }], {
      headers: { 'X-Pagination': JSON.stringify({ Page: 2, PerPage: 25, Total: 26 }) },
    });
    await expect(apiRequestPaged('/perlista?Page=2', Items)).resolves.toEqual({
      data: [{ AnstNr: '1001' }],
      pagination: { Page: 2, PerPage: 25, Total: 26 },
    });
  });

  it('refuses a paginated answer without pagination', async () => {
    answer([]);
    await expect(apiRequestPaged('/perlista', Items)).rejects.toBeInstanceOf(ResponseSchemaError);
  });
});

describe('readPagination', () => {
  it.each([
    ['{"Page":1,"PerPage":25,"Total":0}', { Page: 1, PerPage: 25, Total: 0 }],
    ['{"Page":0,"PerPage":25,"Total":0}', null],
    ['{"Page":1}', null],
    ['not json', null],
  ])('%s', (header, expected) => {
    expect(readPagination(new Headers({ 'X-Pagination': header }))).toEqual(expected);
  });
});

describe('lazySchema', () => {
  it('loads the schema with the first answer, once, and checks every answer with it', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads++;
      return Items;
    });
    expect(loads).toBe(0);
    answer([{ AnstNr: '1001' }]);
    await expect(apiRequest('/perlista', schema)).resolves.toEqual([{ AnstNr: '1001' }]);
    answer([{ AnstNr: 1001 }]);
    await expect(apiRequest('/perlista', schema)).rejects.toBeInstanceOf(ResponseSchemaError);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Items;
    });
    answer([]);
    await expect(apiRequest('/perlista', schema)).rejects.toBeInstanceOf(TypeError);
    answer([]);
    await expect(apiRequest('/perlista', schema)).resolves.toEqual([]);
    expect(loads).toBe(2);
  });

  it('reads error bodies without zod: details kept, a malformed body as status × 100', async () => {
    answer(
      { Code: 40001, Message: 'Bad', Details: [{ Field: 'Login', Code: 'validation.required' }] },
      { status: 400 },
    );
    await expect(apiRequest('/x', Items)).rejects.toMatchObject({
      code: 40001,
      details: [{ Field: 'Login', Code: 'validation.required' }],
    });
    answer({ Code: 40001, Message: 'Bad', Details: [{ Field: 1 }] }, { status: 400 });
    await expect(apiRequest('/x', Items)).rejects.toMatchObject({ code: 40000, details: [] });
  });
});
