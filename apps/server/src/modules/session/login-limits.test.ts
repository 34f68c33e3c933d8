// Failed-login limits when many people share one address (ADR 0026, replacing the per-address rule
// of ADR 0003): an office, or every user behind a proxy the server does not trust (ADR 0010), keeps
// logging in while someone on the same address fails on many logins; that someone is slowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployeeAccount, newUserAccount, ROLE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A password login from one address, as every request of an office behind one NAT address comes. */
const loginFrom = (ip: string, Login: string, Password: string) =>
  t.api({ method: 'POST', url: '/api/authenticate', body: { Login, Password }, ip });

/** An office: `n` employees of one company, who all reach the portal through `ip`. */
async function newOffice(n: number) {
  const company = await newCompany(t);
  const staff = [];
  for (let i = 0; i < n; i++) staff.push(await newEmployeeAccount(t, { ftgId: company.ftgId }));
  return { company, staff };
}

/** Ten minutes and a second: every failure before it has left the address's window. */
const afterTheWindow = () => t.clock.advance(10 * 60_000 + 1000);

describe('one address shared by an office and an attacker (ADR 0026)', () => {
  it('lets the employees log in while an attacker on their address fails across many logins, and slows the attacker', async () => {
    const ip = '192.0.2.10';
    const { staff } = await newOffice(20);
    // Stuffing and spraying: a wrong password on each colleague's login (fewer than the 5 free
    // failures per account) and on 20 logins that do not exist, from the office's own address.
    const attempts = [...staff.map((e) => e.login), ...Array.from({ length: 20 }, (_, i) => `stuffed-${i}`)];
    const answers: number[] = [];
    for (const [i, login] of attempts.entries()) {
      answers.push((await loginFrom(ip, login, `Spr4y-${i}`)).statusCode);
    }
    // The first 10 logins fail as any wrong password does; after that the address is slowed.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(answers.slice(10))).toEqual(new Set([429]));

    // Meanwhile the office works: every correct password logs in, from the same address.
    for (const e of staff) {
      const res = await loginFrom(ip, e.login, e.password);
      expect(res.statusCode, e.login).toBe(200);
    }

    // The attacker is still told to wait, on a real login and on an unknown one alike: the answer
    // does not tell which logins exist (ADR 0003).
    const real = await loginFrom(ip, staff[0]!.login, 'still-wrong');
    const unknown = await loginFrom(ip, 'nobody-at-all', 'still-wrong');
    for (const res of [real, unknown]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().Code).toBe(42900);
    }
    expect(Number(real.headers['retry-after'])).toBeGreaterThan(0);
    expect(real.headers['retry-after']).toBe(unknown.headers['retry-after']);

    // The wait ends: once the failures have left the window, a wrong password is a wrong password.
    afterTheWindow();
    expect((await loginFrom(ip, 'nobody-at-all', 'still-wrong')).statusCode).toBe(401);
  });

  it('says in Retry-After when the address stops being slowed', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(ip, `guess-a-${i}`, 'nope-nope')).statusCode).toBe(401);
      t.clock.advance(30_000);
    }
    // 11 different logins in the window: slowed until the oldest that still counts leaves it.
    const slowed = await loginFrom(ip, 'guess-a-10', 'nope-nope');
    expect(slowed.statusCode).toBe(429);
    // That is the first, 5 minutes ago: it leaves the 10-minute window in 5 minutes.
    expect(slowed.headers['retry-after']).toBe(String(5 * 60));
  });

  it('does not slow an address for many typos on a few logins: that is the per-account limit', async () => {
    const ip = '192.0.2.30';
    const { staff } = await newOffice(3);
    for (const e of staff) {
      for (let i = 0; i < 4; i++) {
        expect((await loginFrom(ip, e.login, `typo-${i}`)).statusCode).toBe(401);
      }
    }
    for (const e of staff) expect((await loginFrom(ip, e.login, e.password)).statusCode).toBe(200);
  });

  it('keeps the per-account wait for the account under attack, its correct password included, while colleagues log in', async () => {
    const ip = '192.0.2.40';
    const { staff } = await newOffice(2);
    const boss = await newUserAccount(t, { role: ROLE.FTG, ftgId: staff[0]!.ftgId });
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(ip, boss.login, `wrong-${i}`)).statusCode).toBe(401);
    }
    // The attacked account waits 30 s (ADR 0003): a correct password in the wait is refused too,
    // or the wait would not slow the guessing; the answer is the same for a wrong one.
    const right = await loginFrom(ip, boss.login, boss.password);
    const wrong = await loginFrom(ip, boss.login, 'wrong-again');
    for (const res of [right, wrong]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
    }
    // The colleagues on the same address are not affected.
    for (const e of staff) expect((await loginFrom(ip, e.login, e.password)).statusCode).toBe(200);
    // From another address, the account waits just the same: the limit is the account's.
    expect((await loginFrom('198.51.100.40', boss.login, boss.password)).statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await loginFrom(ip, boss.login, boss.password)).statusCode).toBe(200);
  });
});
