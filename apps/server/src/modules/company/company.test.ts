import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newSmsCompany, newUser, ROLE } from '../../../test/factories';
import { auditLog } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/companyList', () => {
  it('gives LIC every company of the licence, archived ones flagged', async () => {
    // The licence user's company, nine more and two archived ones.
    const lic = await newUser(t, { role: ROLE.LIC });
    for (let i = 0; i < 9; i++) await newCompany(t);
    const archived = [
      await newCompany(t, { settings: { archived: true } }),
      await newCompany(t, { settings: { archived: true } }),
    ];
    const list = (await t.api({ url: '/api/companyList', cookie: lic.cookie })).json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.filter((c: { Archived: boolean }) => c.Archived)).toHaveLength(2);
    expect(
      list
        .filter((c: { Archived: boolean }) => c.Archived)
        .map((c: { FtgId: string }) => c.FtgId)
        .sort(),
    ).toEqual(archived.map((c) => c.ftgId).sort());
    expect(Object.keys(list[0]).sort()).toEqual(['Archived', 'FtgId', 'FtgKey', 'Namn', 'Orgnr']);
  });

  it('gives an FTG user with two companies exactly those two', async () => {
    const second = await newCompany(t);
    const ftg = await newUser(t, { role: ROLE.FTG, access: [second.ftgId] });
    const list = (await t.api({ url: '/api/companyList', cookie: ftg.cookie })).json();
    expect(list.map((c: { FtgId: string }) => c.FtgId).sort()).toEqual([ftg.ftgId, second.ftgId].sort());
  });

  it('gives a PER user their own company only', async () => {
    await newCompany(t);
    const per = await newEmployee(t);
    const list = (await t.api({ url: '/api/companyList', cookie: per.cookie })).json();
    expect(list.map((c: { FtgId: string }) => c.FtgId)).toEqual([per.ftgId]);
  });

  it('needs a session', async () => {
    expect((await t.api({ url: '/api/companyList' })).statusCode).toBe(401);
  });
});

describe('GET /api/companyInfo/{FtgId}', () => {
  it('returns FtgInfo with the spec fields for an allowed company', async () => {
    const sms = await newSmsCompany(t);
    const res = await t.api({
      url: `/api/companyInfo/${sms.ftgId}`,
      cookie: (await newUser(t, { role: ROLE.LIC })).cookie,
    });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ FtgId: sms.ftgId, requireSMSVerification: true });
    expect(info.PictureId).toBe('00000000-0000-0000-0000-000000000000');
    for (const k of [
      'OpenResEnhet6',
      'RegResEnh1',
      'ResEnhetNamn3',
      'BrukareNamnTyp',
      'UseLSS',
      'KalUseAttest',
    ]) {
      expect(info).toHaveProperty(k);
    }
  });

  it('refuses another company with 403 40302 and writes an audit row', async () => {
    const per = await newEmployee(t);
    const other = (await newCompany(t)).ftgId;
    const res = await t.api({ url: `/api/companyInfo/${other}`, cookie: per.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40302);
    // In the user's own company's log, naming the company asked for.
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.ftgId, per.ftgId));
    expect(rows.some((r) => r.action === 'company.refused' && r.details.FtgId === other)).toBe(true);
    const theirs = await t.database.db.select().from(auditLog).where(eq(auditLog.ftgId, other));
    expect(theirs.some((r) => r.action === 'company.refused')).toBe(false);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await t.api({
      url: '/api/companyInfo/not-a-uuid',
      cookie: (await newUser(t, { role: ROLE.LIC })).cookie,
    });
    expect([400, 403]).toContain(res.statusCode);
  });
});

describe('GET /api/salaryyears and /api/portalInfo', () => {
  it('lists the salary years from the first year to this year', async () => {
    const res = await t.api({ url: '/api/salaryyears', cookie: (await newEmployee(t)).cookie });
    const years = res.json() as number[];
    expect(years.at(-1)).toBe(2026);
    expect(years).toEqual([...years].sort());
  });

  it('returns the portal settings with defaults filled in, and what the company stored', async () => {
    const { ftgId } = await newCompany(t, { portal: { EnableStamplingView: false, PassbyteTyp: 'X' } });
    // An FTG who works in the company through the access list.
    const ftg = await newUser(t, { role: ROLE.FTG, access: [ftgId] });
    const res = await t.api({ url: '/api/portalInfo', cookie: ftg.cookie, ftgId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      EnableStamplingView: false,
      PassbyteTyp: 'X',
      EnableTidrapportView: true,
      LoginType: 'PASSWORD',
    });
  });
});
