import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookie: string | undefined, body: unknown) =>
  t.api({ method: 'POST', url: '/api/changepassword', cookie, body });

describe('POST /api/changepassword', () => {
  it.each([
    [{ CurrentPassword: 'demo123', NewPassword: 'abc' }, 'NewPassword', 'validation.password.minimumLength'],
    [
      { CurrentPassword: 'demo123', NewPassword: 'sommar123' },
      'NewPassword',
      'validation.password.tooCommon',
    ],
    [{ CurrentPassword: 'demo123', NewPassword: '' }, 'NewPassword', 'validation.required'],
    // The login itself, in another case, is the first guess of anyone who knows it.
    [
      { CurrentPassword: 'demo123', NewPassword: 'PER.Omsorg' },
      'NewPassword',
      'validation.password.sameAsLogin',
    ],
    [
      { CurrentPassword: 'wrong!', NewPassword: 'Tr4nsit-Gr0und' },
      'CurrentPassword',
      'errors.currentPasswordWrong',
    ],
  ])('refuses %j without logging out', async (body, Field, Code) => {
    const cookie = await t.login(body.NewPassword === 'PER.Omsorg' ? 'per.omsorg' : 'avd');
    const res = await change(cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toEqual([{ Field, Code }]);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others with the password-changed code', async () => {
    const mine = await t.login('avd');
    const other = await t.login('avd');
    const res = await change(mine, { CurrentPassword: 'demo123', NewPassword: 'Tr4nsit-Gr0und' });
    expect(res.statusCode).toBe(204);
    expect((await t.api({ url: '/api/me', cookie: mine })).statusCode).toBe(200);
    const ended = await t.api({ url: '/api/me', cookie: other });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().Code).toBe(40103);
    await expect(t.login('avd')).rejects.toThrow();
    await t.login('avd', 'Tr4nsit-Gr0und');
  });

  it('needs a session', async () => {
    expect((await change(undefined, { CurrentPassword: 'a', NewPassword: 'b' })).statusCode).toBe(401);
  });
});
