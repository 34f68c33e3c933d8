import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/app-helper';
import { SMS_CODE_ALPHABET } from '@lonportal/domain';
import { newEmployeeAccount, newSmsEmployee } from '../../../test/factories';

let t: TestApp;
/** The login body of an employee of a company with the two-step login. */
let creds: { Login: string; Password: string };
beforeAll(async () => {
  t = await createTestApp();
  const e = await newSmsEmployee(t);
  creds = { Login: e.login, Password: e.password };
});
afterAll(() => t.close());

const post = (url: string, body: unknown) => t.api({ method: 'POST', url, body });
const requestCode = () => post('/api/authenticate/requestSMSVerificationCode', creds);
const validate = (SMSCode: string) =>
  post('/api/authenticate/validateSMSVerificationCode', { ...creds, SMSCode });
const codeSent = () => t.sms.latestFor(creds.Login)!.text.slice(-4);
const wrongCode = (code: string) => [...code].map((c) => (c === 'A' ? 'B' : 'A')).join('');

describe('two-step login with an SMS code', () => {
  // Each case starts past the previous one's request limit and wrong tries (sms-limits.test.ts).
  beforeEach(() => t.clock.minutes(11));

  it('asks for SMS verification instead of logging in', async () => {
    const res = await post('/api/authenticate', creds);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requireSMSVerification: true });
    expect(res.cookies.find((c) => c.name === 'lp_session')).toBeUndefined();
  });

  it('sends 4 unambiguous characters, gives a single-use SMSToken, and logs in with it', async () => {
    const sent = await requestCode();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ SMSSent: true, ValidMinutes: 10 });
    expect(sent.json().PhoneHint).toMatch(/^\+46\*+\d\d$/);
    const code = codeSent();
    expect(code).toHaveLength(4);
    for (const ch of code) expect(SMS_CODE_ALPHABET).toContain(ch);

    const ok = await validate(code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    const { SMSToken } = ok.json();
    const login = await post('/api/authenticate', { ...creds, SMSToken });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ requireSMSVerification: false, Auth: { Method: 'SMS' } });
    sessionCookieOf(login);

    const again = await post('/api/authenticate', { ...creds, SMSToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe(40012);
    expect((await validate(code)).json().Code).toBe(40011);
  });

  it('marks a wrong code and allows at most 5 tries', async () => {
    await requestCode();
    const wrong = wrongCode(codeSent());
    for (let i = 1; i <= 4; i++) {
      const res = await validate(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Code: 40010, Details: [{ Field: 'SMSCode' }] });
    }
    const fifth = await validate(wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().Code).toBe(42901);
    expect((await validate(codeSent())).statusCode).toBe(400); // the code is used up
  });

  it('lets a code expire after 10 minutes', async () => {
    await requestCode();
    const code = codeSent();
    t.clock.minutes(10);
    const res = await validate(code);
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe(40011);
  });

  it('replaces an earlier code with a new one', async () => {
    await requestCode();
    const first = codeSent();
    await requestCode();
    const second = codeSent();
    if (first !== second) expect((await validate(first)).json().Code).toBe(40010);
    expect((await validate(second)).statusCode).toBe(200);
  });

  it('checks the code length and the password', async () => {
    const short = await validate('AB');
    expect(short.statusCode).toBe(400);
    expect(short.json().Details).toEqual([{ Field: 'SMSCode', Code: 'validation.smsCode.length' }]);
    const badPw = await post('/api/authenticate/requestSMSVerificationCode', {
      ...creds,
      Password: 'wrong-one',
    });
    expect(badPw.statusCode).toBe(401);
  });

  it('refuses an SMS code for a user whose company does not use SMS', async () => {
    const per = await newEmployeeAccount(t);
    const res = await post('/api/authenticate/requestSMSVerificationCode', {
      Login: per.login,
      Password: per.password,
    });
    expect(res.statusCode).toBe(403);
  });
});
