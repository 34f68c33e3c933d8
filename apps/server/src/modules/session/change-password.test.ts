import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee } from '../../../test/factories';

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
    // The login itself, in another case, is the first guess of anyone who knows it ('LOGIN' stands
    // for the test's own login, upper-cased).
    [{ CurrentPassword: 'demo123', NewPassword: 'LOGIN' }, 'NewPassword', 'validation.password.sameAsLogin'],
    [
      { CurrentPassword: 'wrong!', NewPassword: 'Tr4nsit-Gr0und' },
      'CurrentPassword',
      'errors.currentPasswordWrong',
    ],
  ])('refuses %j without logging out', async (body, Field, Code) => {
    const { login, cookie } = await newEmployee(t);
    const NewPassword = body.NewPassword === 'LOGIN' ? login.toUpperCase() : body.NewPassword;
    const res = await change(cookie, { ...body, NewPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toEqual([{ Field, Code }]);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others with the password-changed code', async () => {
    const { login, cookie: mine } = await newEmployee(t);
    const other = await t.login(login);
    const res = await change(mine, { CurrentPassword: 'demo123', NewPassword: 'Tr4nsit-Gr0und' });
    expect(res.statusCode).toBe(204);
    expect((await t.api({ url: '/api/me', cookie: mine })).statusCode).toBe(200);
    const ended = await t.api({ url: '/api/me', cookie: other });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().Code).toBe(40103);
    await expect(t.login(login)).rejects.toThrow();
    await t.login(login, 'Tr4nsit-Gr0und');
  });

  it('needs a session', async () => {
    expect((await change(undefined, { CurrentPassword: 'a', NewPassword: 'b' })).statusCode).toBe(401);
  });
});
