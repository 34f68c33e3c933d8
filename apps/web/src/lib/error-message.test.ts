import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@lonportal/domain/errors/codes';
import {
  ApiError,
  NetworkError,
  ResponseSchemaError,
  apiRequest,
  errorMessage,
  errorMessageKey,
  retryAfterSeconds,
} from './api-client';
import { showError } from './api-errors';
import { describeFileFailure, fetchFile } from './file-transfer';
import { loggedInStore, sessionEndStore } from './session-end';
import { snackbarStore } from './snackbar-store';

// The one error parser of the web (errorMessageKey) over every kind of failure, and the helper
// that shows it (showError). Real Response objects stand in for the server.

const loggedIn = { loggedIn: true, online: true };
const answerWith = (response: Response) => vi.stubGlobal('fetch', () => Promise.resolve(response));
const failWith = (err: unknown) => vi.stubGlobal('fetch', () => Promise.reject(err));
const shownKey = () => {
  const message = snackbarStore.get()?.message;
  return message?.key ?? null;
};

afterEach(() => {
  vi.unstubAllGlobals();
  snackbarStore.set(null);
  loggedInStore.set(false);
  sessionEndStore.set(null);
});

describe('errorMessageKey: any failure → the i18n key the user reads', () => {
  it('reads a JSON error body of an API call, preferring the field problem the server named', async () => {
    answerWith(
      new Response(
        JSON.stringify({
          Code: ERRORS.ValidationFailed.code,
          Message: 'Fel',
          Details: [{ Field: 'TillDatum', Code: 'validation.required' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const err = await apiRequest('/tidrader', undefined, { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessageKey(err, loggedIn)).toBe('validation.required');
  });

  it('reads the catalogue code of a JSON error body without field problems', async () => {
    answerWith(new Response(JSON.stringify({ Code: 40401, Message: 'Saknas' }), { status: 404 }));
    const err = await apiRequest('/perlista').catch((e: unknown) => e);
    expect(errorMessageKey(err, loggedIn)).toBe('errors.notFound');
  });

  it('reads the JSON error of a file download whose answer is a blob', async () => {
    const body = new Blob([JSON.stringify({ Code: 40401, Message: 'Rapporten finns inte.' })], {
      type: 'application/json',
    });
    answerWith(new Response(body, { status: 404 }));
    const err = await fetchFile('/rapporter/x.pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessageKey(err, loggedIn)).toBe('errors.notFound');
    expect(describeFileFailure(err)).toEqual({
      messageKey: 'errors.notFound',
      serverMessage: 'Rapporten finns inte.',
    });
  });

  it('reads a file download error without a body as status × 100', async () => {
    answerWith(new Response(new Blob(['<html>Bad gateway</html>'], { type: 'text/html' }), { status: 502 }));
    const err = await fetchFile('/rapporter/x.pdf').catch((e: unknown) => e);
    expect(describeFileFailure(err)).toEqual({ messageKey: 'errors.internalError', serverMessage: '' });
  });

  it('explains a network failure, of an API call or a download, by whether the browser is online', async () => {
    failWith(new TypeError('Failed to fetch'));
    const call = await apiRequest('/perlista').catch((e: unknown) => e);
    const download = await fetchFile('/rapporter/x.pdf').catch((e: unknown) => e);
    expect(call).toBeInstanceOf(NetworkError);
    expect(download).toBeInstanceOf(NetworkError);
    expect(errorMessageKey(call, loggedIn)).toBe('errors.network');
    expect(errorMessageKey(download, { loggedIn: true, online: false })).toBe('global.offline.text');
  });

  it.each([
    ['a thrown string', 'boom'],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['an answer that breaks the contract', new ResponseSchemaError({ method: 'GET', path: '/x' }, 200, [])],
  ])('gives the generic text for %s', (_name, err) => {
    expect(errorMessageKey(err, loggedIn)).toBe('errors.unknown');
  });

  it('says the session ended only to a logged-in user; a visitor reads the code', () => {
    const wrong = new ApiError(401, ERRORS.WrongCredentials.code, [], 'x');
    const lost = new ApiError(401, ERRORS.NotAuthenticated.code, [], 'x');
    expect(errorMessageKey(wrong, { loggedIn: false, online: true })).toBe('errors.wrongCredentials');
    expect(errorMessageKey(lost, loggedIn)).toBe('global.sessionEndedAbruptly');
  });
});

describe('errorMessage: too many attempts says how long to wait', () => {
  const tooMany = (retryAfter: string) =>
    new Response(JSON.stringify({ Code: ERRORS.TooManyRequests.code, Message: 'Too many attempts.' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
    });

  it.each([
    ['1', 1],
    ['30', 1],
    ['60', 1],
    ['61', 2],
    ['900', 15],
  ])('reads Retry-After %s s as %i min, rounded up', async (header, minutes) => {
    answerWith(tooMany(header));
    const err = await apiRequest('/authenticate', undefined, { body: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, retryAfter: Number(header) });
    expect(errorMessage(err, loggedIn)).toEqual({ key: 'errors.tooManyRequestsWait', values: { minutes } });
    // The text without a number, for where no values go.
    expect(errorMessageKey(err, loggedIn)).toBe('errors.tooManyRequests');
  });

  it('reads Retry-After as an HTTP date too, and nothing unreadable', () => {
    const now = Date.parse('2026-11-24T08:00:00Z');
    expect(retryAfterSeconds('Tue, 24 Nov 2026 08:06:30 GMT', now)).toBe(390);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 07:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });

  it('keeps the general text without Retry-After, and for other codes', () => {
    expect(errorMessage(new ApiError(429, ERRORS.TooManyRequests.code, [], 'x'), loggedIn)).toEqual({
      key: 'errors.tooManyRequests',
    });
    const prints = new ApiError(429, ERRORS.PrintsInProgress.code, [], 'x', undefined, 5);
    expect(errorMessage(prints, loggedIn)).toEqual({ key: 'errors.printsInProgress' });
  });

  it('is what showError puts in the snackbar', async () => {
    answerWith(tooMany('420'));
    showError(await apiRequest('/authenticate', undefined, { body: {} }).catch((e: unknown) => e));
    expect(snackbarStore.get()?.message).toMatchObject({
      key: 'errors.tooManyRequestsWait',
      values: { minutes: 7 },
    });
  });
});

describe('showError: the snackbar of a failed mutation', () => {
  it('shows the parsed key, or the page’s own wording and colour', () => {
    showError(new ApiError(409, ERRORS.VersionConflict.code, [], 'x'));
    expect(shownKey()).toBe('errors.versionConflict');
    showError(new NetworkError('x'), { color: 'warning', messageKey: 'punches.conflict' });
    expect(snackbarStore.get()?.message).toMatchObject({ key: 'punches.conflict', color: 'warning' });
  });

  it('leaves an error that ends the session to the central handling, which says it once', () => {
    loggedInStore.set(true);
    showError(new ApiError(401, ERRORS.NotAuthenticated.code, [], 'x'));
    expect(shownKey()).toBeNull();
    loggedInStore.set(false);
    sessionEndStore.set({ code: ERRORS.NotAuthenticated.code }); // the logout is under way
    showError(new ApiError(401, ERRORS.NotAuthenticated.code, [], 'x'));
    expect(shownKey()).toBeNull();
  });

  it('says nothing about a cancelled call', () => {
    showError(new DOMException('stop', 'AbortError'));
    expect(shownKey()).toBeNull();
  });
});
