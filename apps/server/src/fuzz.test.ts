// Hostile input never gets a 5xx: generated invalid requests over every operation of the
// OpenAPI description, anonymous and as users of several roles. Any 5xx, or a 4xx without the error
// contract, fails the run and prints the seed and the request. FUZZ_SEED replays a run;
// FUZZ_REQUESTS makes it longer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/app-helper';
import {
  contractProblem,
  endpointsOf,
  fuzzRequest,
  type Caller,
  type Endpoint,
  type FuzzRequest,
  type Pools,
} from '../test/fuzz';
import {
  newCareTeam,
  newCompany,
  newEmployee,
  newEmployeeAccount,
  newSmsEmployee,
  newTeam,
  newUser,
  newUserAccount,
  ROLE,
} from '../test/factories';
import { createScheduledEntries } from './db/seed/factories';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
/** Routes that end the session they are sent with; they are fuzzed anonymously only. */
const ENDS_SESSION = ['/api/logout', '/api/me/clearSession'];

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

let t: TestApp;
let endpoints: Endpoint[];
let pools: Pools;
const callers: Caller[] = [{ name: 'anonymous' }];
/** Each caller's login and password, to log in again after a request ended the session. */
const accounts = new Map<string, { login: string; password: string }>();

beforeAll(async () => {
  t = await createTestApp();
  endpoints = endpointsOf(t.app.swagger());
  // The callers (anonymous is one more): an office company's LIC, FTG, AVD and PER, and a care
  // company's arbetsledare (LSS) and brukare (BRU), each with their home company.
  const office = await newTeam(t, { settings: { hasPlus: true, licensOptions: ['HRTIL'] } });
  const care = await newCareTeam(t);
  const officeId = office.company.ftgId;
  const careId = care.company.ftgId;
  const lic = await newUser(t, { ftgId: officeId, role: ROLE.LIC });
  // A manager who plans staffing (the CPBEM user option, SPEC §6), so that /bemanna is reached.
  const planner = await newEmployee(t, { ftgId: officeId, role: ROLE.AVD, options: ['CPBEM'] });
  for (const [name, account, ftgId] of [
    ['lic', lic, officeId],
    ['planner', planner, officeId],
    ['ftg', office.ftg, officeId],
    ['avd', office.avd, officeId],
    ['per', office.per, officeId],
    ['lss', care.lss, careId],
    ['bru', care.bru, careId],
  ] as const) {
    callers.push({ name, cookie: account.cookie, ftgId });
    accounts.set(name, account);
  }
  // Time rows of November in both companies, whose ids the answers show.
  const assistant = await newEmployeeAccount(t, {
    ftgId: careId,
    avd: care.company.avdelningar[0],
    arbSchema: 'ASS',
  });
  await createScheduledEntries(t.database.db, {
    ftgId: officeId,
    employees: [office.per, office.avd, office.other],
    from: '2026-11-01',
    to: '2026-11-30',
  });
  await createScheduledEntries(t.database.db, {
    ftgId: careId,
    employees: [assistant],
    from: '2026-11-01',
    to: '2026-11-30',
  });
  // Real values: employees, time codes and the ids of rows the answers show.
  const seen = async (url: string, ftgId: string) => (await t.api({ url, cookie: lic.cookie, ftgId })).body;
  const anstNrs = new Set<string>();
  const ids = new Set<string>();
  const tidKoder = new Set<string>();
  for (const ftgId of [officeId, careId]) {
    for (const p of JSON.parse(await seen('/api/perlista', ftgId)) as { AnstNr: string }[])
      anstNrs.add(p.AnstNr);
    for (const c of JSON.parse(await seen('/api/tidkoder', ftgId)) as { TidKod?: string }[])
      if (c.TidKod) tidKoder.add(c.TidKod);
    const first = [...anstNrs][0] ?? '1001';
    for (const url of [`/api/tidrapport/${first}?From=2026-11-01&To=2026-11-30`, '/api/lonexport'])
      for (const id of (await seen(url, ftgId)).match(UUIDS) ?? []) ids.add(id);
  }
  // Logins no caller has: an SMS login, an FTG of two companies, an assistant, and no one.
  const sms = await newSmsEmployee(t);
  const ftg2 = await newUserAccount(t, { role: ROLE.FTG, access: [(await newCompany(t)).ftgId] });
  pools = {
    ftgIds: [officeId, careId, '00000000-0000-0000-0000-000000000000'],
    anstNrs: [...anstNrs].slice(0, 20),
    tidKoder: tidKoder.size > 0 ? [...tidKoder] : ['ARB'],
    ids: [...ids].slice(0, 40),
    logins: [sms.login, ftg2.login, assistant.login, 'nobody'],
    password: sms.password,
  };
}, 120_000);
afterAll(() => t.close());

async function send(r: FuzzRequest, ip: string) {
  return t.app.inject({
    method: r.method as InjectOptions['method'],
    url: r.url,
    headers: r.headers,
    remoteAddress: ip,
    ...(r.payload !== undefined ? { payload: r.payload } : {}),
  });
}

/** A request as a failure prints it: long strings shortened, NUL visible. */
const show = (r: FuzzRequest) =>
  JSON.stringify(r, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 300 ? `${v.slice(0, 120)}…(${v.length} chars)` : v,
  );

describe('hostile requests over every route', () => {
  it(`answers ${REQUESTS} generated requests without a 5xx and with the error contract (seed ${SEED})`, async () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      const { request, ip } = fuzzRequest(SEED, i, endpoints, callers, pools);
      if (ENDS_SESSION.some((p) => request.url.startsWith(p))) delete request.headers.cookie;
      let status = 0;
      try {
        const res = await send(request, ip);
        status = res.statusCode;
        const problem = contractProblem(request.method, status, res.body);
        if (problem) failures.push(`#${i} ${problem}: ${res.body.slice(0, 200)}\n    ${show(request)}`);
      } catch (err) {
        failures.push(`#${i} inject threw ${String(err)}\n    ${show(request)}`);
      }
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      // A session that a request ended (a company switch away, say) is started again.
      const caller = callers.find((c) => c.name === request.caller);
      const account = accounts.get(request.caller);
      if (status === 401 && caller?.cookie && account && request.headers.cookie === caller.cookie)
        caller.cookie = await t.login(account.login, account.password);
      if (failures.length >= 25) break;
    }
    if (process.env.FUZZ_VERBOSE) console.log(`seed ${SEED}`, Object.fromEntries(byStatus));
    expect(failures, `FUZZ_SEED=${SEED} reproduces this run`).toEqual([]);
    // The run must reach the handlers, not only the validators.
    const ok = [...byStatus].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0);
    expect(ok).toBeGreaterThan(REQUESTS / 20);
  }, 240_000);
});
