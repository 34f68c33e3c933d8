import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newUser, ROLE } from '../../../test/factories';
import { DEMO_FTG } from '../../db/seed/demo';
import { auditLog } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/companyList', () => {
  it('gives LIC every company of the licence, archived ones flagged', async () => {
    const list = (await t.api({ url: '/api/companyList', cookie: await t.login('lic') })).json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.filter((c: { Archived: boolean }) => c.Archived)).toHaveLength(2);
    expect(Object.keys(list[0]).sort()).toEqual(['Archived', 'FtgId', 'FtgKey', 'Namn', 'Orgnr']);
  });

  it('gives an FTG user with two companies exactly those two', async () => {
    const list = (await t.api({ url: '/api/companyList', cookie: await t.login('ftg2') })).json();
    expect(list.map((c: { FtgId: string }) => c.FtgId).sort()).toEqual(
      [DEMO_FTG.exempel, DEMO_FTG.nordkonsult].sort(),
    );
  });

  it('gives a PER user their own company only', async () => {
    const list = (await t.api({ url: '/api/companyList', cookie: await t.login('per') })).json();
    expect(list.map((c: { FtgId: string }) => c.FtgId)).toEqual([DEMO_FTG.exempel]);
  });

  it('needs a session', async () => {
    expect((await t.api({ url: '/api/companyList' })).statusCode).toBe(401);
  });
});

describe('GET /api/companyInfo/{FtgId}', () => {
  it('returns FtgInfo with the spec fields for an allowed company', async () => {
    const res = await t.api({
      url: `/api/companyInfo/${DEMO_FTG.sakervard}`,
      cookie: await t.login('lic'),
    });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ FtgId: DEMO_FTG.sakervard, requireSMSVerification: true });
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
    const cookie = await t.login('per');
    const res = await t.api({ url: `/api/companyInfo/${DEMO_FTG.omsorg}`, cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40302);
    // In the user's own company's log, naming the company asked for.
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.ftgId, DEMO_FTG.exempel));
    expect(rows.some((r) => r.action === 'company.refused' && r.details.FtgId === DEMO_FTG.omsorg)).toBe(
      true,
    );
    const theirs = await t.database.db.select().from(auditLog).where(eq(auditLog.ftgId, DEMO_FTG.omsorg));
    expect(theirs.some((r) => r.action === 'company.refused')).toBe(false);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await t.api({ url: '/api/companyInfo/not-a-uuid', cookie: await t.login('lic') });
    expect([400, 403]).toContain(res.statusCode);
  });
});

describe('GET /api/salaryyears and /api/portalInfo', () => {
  it('lists the salary years from the first year to this year', async () => {
    const res = await t.api({ url: '/api/salaryyears', cookie: await t.login('per') });
    const years = res.json() as number[];
    expect(years.at(-1)).toBe(2026);
    expect(years).toEqual([...years].sort());
  });

  it('returns the portal settings with defaults filled in, and what the company stored', async () => {
    const { ftgId } = await newCompany(t, { portal: { EnableStamplingView: false, PassbyteTyp: 'X' } });
    // An FTG who works in the company through the access list, as ftg2 in the demo.
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
