import { describe, expect, it } from 'vitest';
import { CancelledError } from '@tanstack/react-query';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { ApiError, NetworkError, ResponseSchemaError } from './api-client';
import { reactionTo, reportContext } from './api-errors';

const request = { method: 'GET', path: '/perlista' };
const api = (status: number, code: number) => new ApiError(status, code, [], 'message', request);
const loggedIn = { loggedIn: true, online: true };
const visitor = { loggedIn: false, online: true };

describe('reactionTo (SPEC §8)', () => {
  it.each([
    ['offline', new NetworkError('x'), { loggedIn: true, online: false }, 'global.offline.text', null, false],
    ['network failure', new NetworkError('x'), loggedIn, 'errors.network', null, false],
    [
      '401 with a known reason',
      api(401, 40103),
      loggedIn,
      'errors.sessionEndedPasswordChanged',
      40103,
      false,
    ],
    ['401 without a reason', api(401, 40101), loggedIn, 'global.sessionEndedAbruptly', 40101, false],
    ['401 with an unknown code', api(401, 40199), loggedIn, 'global.sessionEndedAbruptly', 40199, false],
    ['401 for inactivity (the notice says it)', api(401, 40108), loggedIn, null, 40108, false],
    ['403 outside 403xx', api(403, 40107), loggedIn, 'errors.sessionEndedCompanyRemoved', 40107, false],
    ['403 with an unknown code', api(403, 40199), loggedIn, 'global.sessionEndedAbruptly', 40199, false],
    ['403xx is a plain refusal', api(403, 40303), loggedIn, 'errors.roleNotAllowed', null, false],
    ['401 without a session', api(401, 40101), visitor, null, null, false],
    ['503 logged in', api(503, 50300), loggedIn, 'global.serviceUnavailableLoggedIn', null, false],
    ['503 logged out', api(503, 50300), visitor, 'errors.serviceUnavailable', null, false],
    ['500', api(500, 50000), loggedIn, 'errors.internalError', null, true],
    ['502 from a proxy', api(502, 50200), loggedIn, 'errors.internalError', null, true],
    ['409 with a message', api(409, 40900), loggedIn, 'errors.versionConflict', null, false],
    [
      'an unexpected answer',
      new ResponseSchemaError(request, 200, []),
      loggedIn,
      'errors.unknown',
      null,
      true,
    ],
    ['a bug', new TypeError('x is undefined'), loggedIn, 'errors.unknown', null, true],
  ] as const)('%s', (_name, err, at, messageKey, endSessionCode, report) => {
    expect(reactionTo(err, at)).toEqual({ messageKey, endSessionCode, report });
  });

  it('ignores cancelled and aborted calls', () => {
    const none = { messageKey: null, endSessionCode: null, report: false };
    expect(reactionTo(new CancelledError(), loggedIn)).toEqual(none);
    expect(reactionTo(new DOMException('stop', 'AbortError'), loggedIn)).toEqual(none);
  });

  it('shows the code of a field problem the server named', () => {
    const err = new ApiError(
      400,
      ERRORS.ValidationFailed.code,
      [{ Field: 'Namn', Code: 'validation.required' }],
      'x',
    );
    expect(reactionTo(err, loggedIn).messageKey).toBe('validation.required');
  });
});

describe('reportContext', () => {
  it('carries the code, the request and the response of an API error', () => {
    expect(reportContext(api(500, 50000), { queryKey: ['perlista'] })).toMatchObject({
      queryKey: ['perlista'],
      code: 50000,
      status: 500,
      request,
      response: { Code: 50000, Message: 'message', Details: [] },
    });
  });
});
