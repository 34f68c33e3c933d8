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
  // 'PASSWORD' stands for the test's own password, 'LOGIN' for its login.
  it.each([
    [{ CurrentPassword: 'PASSWORD', NewPassword: 'abc' }, 'NewPassword', 'validation.password.minimumLength'],
    [
      { CurrentPassword: 'PASSWORD', NewPassword: 'sommar123' },
      'NewPassword',
      'validation.password.tooCommon',
    ],
    [{ CurrentPassword: 'PASSWORD', NewPassword: '' }, 'NewPassword', 'validation.required'],
    // The login itself, in another case, is the first guess of anyone who knows it ('LOGIN' stands
    // for the test's own login, upper-cased).
    [{ CurrentPassword: 'PASSWORD', NewPassword: 'LOGIN' }, 'NewPassword', 'validation.password.sameAsLogin'],
    [
      { CurrentPassword: 'wrong!', NewPassword: 'Tr4nsit-Gr0und' },
      'CurrentPassword',
      'errors.currentPasswordWrong',
    ],
  ])('refuses %j without logging out', async (body, Field, Code) => {
    const { login, password, cookie } = await newEmployee(t);
    const NewPassword = body.NewPassword === 'LOGIN' ? login.toUpperCase() : body.NewPassword;
    const CurrentPassword = body.CurrentPassword === 'PASSWORD' ? password : body.CurrentPassword;
    const res = await change(cookie, { CurrentPassword, NewPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toEqual([{ Field, Code }]);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others with the password-changed code', async () => {
    const { login, password, cookie: mine } = await newEmployee(t);
    const other = await t.login(login, password);
    const res = await change(mine, { CurrentPassword: password, NewPassword: 'Tr4nsit-Gr0und' });
    expect(res.statusCode).toBe(204);
    expect((await t.api({ url: '/api/me', cookie: mine })).statusCode).toBe(200);
    const ended = await t.api({ url: '/api/me', cookie: other });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().Code).toBe(40103);
    await expect(t.login(login, password)).rejects.toThrow();
    await t.login(login, 'Tr4nsit-Gr0und');
  });

  it('needs a session', async () => {
    expect((await change(undefined, { CurrentPassword: 'a', NewPassword: 'b' })).statusCode).toBe(401);
  });
});
