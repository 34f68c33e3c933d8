import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newSmsCompany, newSmsEmployee, newUser, newUserAccount, ROLE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const switchTo = (cookie: string, FtgId: string) =>
  t.api({ method: 'PATCH', url: '/api/me/updateSessionUserAccount', cookie, body: { FtgId } });

describe('selecting a company that requires SMS verification (SPEC §4)', () => {
  it('asks a password session for a code, and lets it in once the code is right', async () => {
    // A licence user (who may switch to any company) of a password company, with a mobile number.
    const lic = await newUserAccount(t, { role: ROLE.LIC, phone: '+46701110001' });
    const sms = (await newSmsCompany(t)).ftgId;
    const cookie = await t.login(lic.login, lic.password);
    const refused = await switchTo(cookie, sms);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Code).toBe(40306);
    expect((await t.api({ url: '/api/portalInfo', cookie, ftgId: sms })).statusCode).toBe(403);
    const info = await t.api({ url: `/api/companyInfo/${sms}`, cookie });
    expect(info.json()).toMatchObject({ requireSMSVerification: true });

    const sent = await t.api({ method: 'POST', url: '/api/me/requestSMSVerificationCode', cookie });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().PhoneHint).toMatch(/^\+46\*+\d\d$/);
    const code = t.sms.latestFor(lic.login)!.text.slice(-4);
    const wrong = [...code].map((c) => (c === 'A' ? 'B' : 'A')).join('');
    const bad = await t.api({
      method: 'POST',
      url: '/api/me/validateSMSVerificationCode',
      cookie,
      body: { SMSCode: wrong },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Details).toEqual([{ Field: 'SMSCode', Code: 'errors.smsCodeInvalid' }]);
    const ok = await t.api({
      method: 'POST',
      url: '/api/me/validateSMSVerificationCode',
      cookie,
      body: { SMSCode: code },
    });
    expect(ok.statusCode).toBe(204);

    expect((await switchTo(cookie, sms)).statusCode).toBe(200);
    // The code is used up: it does not verify another session.
    const other = await t.login(lic.login, lic.password);
    const reuse = await t.api({
      method: 'POST',
      url: '/api/me/validateSMSVerificationCode',
      cookie: other,
      body: { SMSCode: code },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('does not ask a session that logged in with an SMS code', async () => {
    const e = await newSmsEmployee(t);
    const login = { Login: e.login, Password: e.password };
    await t.api({ method: 'POST', url: '/api/authenticate/requestSMSVerificationCode', body: login });
    const code = t.sms.latestFor(e.login)!.text.slice(-4);
    const token = (
      await t.api({
        method: 'POST',
        url: '/api/authenticate/validateSMSVerificationCode',
        body: { ...login, SMSCode: code },
      })
    ).json().SMSToken;
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: { ...login, SMSToken: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().FtgInfo.requireSMSVerification).toBe(true);
  });

  it('refuses a code request for a user without a phone number', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/me/requestSMSVerificationCode',
      cookie: (await newUser(t, { role: ROLE.FTG })).cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toEqual([{ Field: 'SMSCode', Code: 'validation.smsCode.noPhone' }]);
  });
});
