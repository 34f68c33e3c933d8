import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app-helper';
import { newEmployee, type LoggedIn } from '../../test/factories';
import type { CreatedEmployee } from '../db/seed/factories';
import { loginFailures, timeEntries } from '../db/schema/index';
import { nulFields } from './input-guard';

// A NUL (U+0000) anywhere in the input is a 400 naming the field, before it can reach SQL
// (where it was a 500).
let t: TestApp;
/** An employee, and their session cookie. */
let e: LoggedIn<CreatedEmployee>;
let per: string;
beforeAll(async () => {
  t = await createTestApp();
  e = await newEmployee(t);
  per = e.cookie;
});
afterAll(() => t.close());

const NUL = '\u0000';
const refusal = (...fields: string[]) => ({
  Code: 40000,
  Message: expect.any(String),
  Details: fields.map((Field) => ({ Field, Code: 'validation.invalidCharacter' })),
});
const rows = async (table: typeof loginFailures | typeof timeEntries) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('half of a surrogate pair in the input', () => {
  it('is refused in a body (FUZZ_SEED=1591157497 gave a 500 from the audit log), and no failed login is recorded', async () => {
    const before = await rows(loginFailures);
    // JSON's "\udfff" arrives as a lone surrogate: no character, and jsonb refuses it.
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate/requestSMSVerificationCode',
      headers: { 'content-type': 'application/json' },
      body: `{"Login":"\\udfff","Password":${JSON.stringify(e.password)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('Login'));
    expect(await rows(loginFailures)).toBe(before);
  });

  it('is told apart from a whole pair, which is an ordinary character', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: { Login: `${e.login}😀`, Password: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a NUL in the input', () => {
  it('is refused in the login body, without a login, and no failed login is recorded', async () => {
    const before = await rows(loginFailures);
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: { Login: `${e.login}${NUL}`, Password: e.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('Login'));
    expect(await rows(loginFailures)).toBe(before);
  });

  it('is told apart from the six characters \\u0000 in a string, which are ordinary text', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: { Login: `${e.login}\\u0000`, Password: e.password },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40100);
  });

  it('is refused at any depth, in values and in keys, naming each field by its wire path', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/frontendlogger',
      body: { message: 'ok', context: { list: ['a', `b${NUL}`], deep: { [`k${NUL}`]: 1 } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('context.list.1', 'context.deep.k\uFFFD'));
  });

  it('is refused in a time entry, and nothing is stored; the same row without it is saved', async () => {
    const row = { AnstNr: e.anstNr, Datum: '2026-11-02', TidKod: 'ARB', Timmar: 8, Kommentar: `sjuk${NUL}` };
    const before = await rows(timeEntries);
    const res = await t.api({ method: 'POST', url: '/api/tidrader', cookie: per, body: row });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('Kommentar'));
    expect(await rows(timeEntries)).toBe(before);
    const ok = await t.api({
      method: 'POST',
      url: '/api/tidrader',
      cookie: per,
      body: { ...row, Kommentar: 'sjuk' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('is refused in the query string and in route parameters', async () => {
    const query = await t.api({ url: '/api/perlista?AnstNr=10%0001', cookie: per });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refusal('AnstNr'));
    const param = await t.api({ url: `/api/perreg/${e.anstNr}%00`, cookie: per });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(refusal('AnstNr'));
    const anonymous = await t.api({ url: `/api/companyInfo/${e.ftgId}%00` });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual(refusal('FtgId'));
  });

  it('is refused in the company and salary year headers', async () => {
    const company = await t.api({
      url: '/api/perlista',
      cookie: per,
      headers: { 'x-ftg-id': `${e.ftgId}${NUL}` },
    });
    expect(company.statusCode).toBe(400);
    expect(company.json()).toEqual(refusal('X-Ftg-Id'));
    const year = await t.api({
      url: '/api/perlista',
      cookie: per,
      headers: { 'x-salary-year': `20${NUL}26` },
    });
    expect(year.statusCode).toBe(400);
    expect(year.json()).toEqual(refusal('X-Salary-Year'));
  });
});

describe('nulFields', () => {
  it('walks a body nested deeper than the call stack', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulFields(deep)).toEqual([Array.from({ length: 100_000 }, () => '0').join('.')]);
    expect(nulFields({ a: 'clean', b: [1, null, true, { c: 'clean' }] })).toEqual([]);
  });
});
