import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defaultPortalInfo, type PortalSettings } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE } from '../../../test/factories';
import { createTimeEntry } from '../../db/seed/factories';
import { auditLog, timeEntries, timeEntryEvents } from '../../db/schema/index';
import type { BusEvent } from '../../plugins/realtime/bus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (cookie: string, ftgId?: string): Promise<PortalSettings> => {
  const res = await t.api({ url: '/api/admin/portal', cookie, ...(ftgId ? { ftgId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const save = (cookie: string, body: unknown, ftgId?: string) =>
  t.api({ method: 'PUT', url: '/api/admin/portal', cookie, body, ...(ftgId ? { ftgId } : {}) });

/** Every event the app publishes while `run` runs. */
async function eventsDuring(run: () => Promise<unknown>): Promise<BusEvent[]> {
  const seen: BusEvent[] = [];
  const stop = t.app.bus.subscribe((e) => seen.push(e));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

describe('GET /api/admin/portal', () => {
  it('gives the company administrator the settings with defaults, the switches read-only and version 0', async () => {
    const { ftg } = await newTeam(t);
    const s = await read(ftg.cookie);
    expect(s.Version).toBe(0);
    expect(s.PortalInfo).toEqual(defaultPortalInfo());
    expect(s.MayEditCompany).toBe(false);
    expect(s.Company).toMatchObject({ KalUseLonReady: true, KalUseAttest: true, UseLSS: false });
  });

  it('lets the licence administrator change the switches, in any company', async () => {
    const { company } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    expect((await read(lic.cookie, company.ftgId)).MayEditCompany).toBe(true);
  });

  it('refuses employees and department administrators', async () => {
    const { per, avd } = await newTeam(t);
    for (const u of [per, avd])
      expect((await t.api({ url: '/api/admin/portal', cookie: u.cookie })).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/portal', () => {
  it('saves the settings, counts the version up, tells the company and writes the audit log', async () => {
    const { ftg, company } = await newTeam(t);
    const s = await read(ftg.cookie);
    const PortalInfo = {
      ...s.PortalInfo,
      EnableStamplingView: false,
      AvvikandeStamplingMinuter: 30,
      NearAccidentsReportsAdmins: ['anna', 'anna', 'bo'],
    };
    let res;
    const events = await eventsDuring(async () => {
      res = await save(ftg.cookie, { Version: s.Version, PortalInfo });
    });
    expect(res!.statusCode, res!.body).toBe(200);
    const saved: PortalSettings = res!.json();
    expect(saved.Version).toBe(1);
    expect(saved.PortalInfo).toMatchObject({ EnableStamplingView: false, AvvikandeStamplingMinuter: 30 });
    expect(saved.PortalInfo.NearAccidentsReportsAdmins).toEqual(['anna', 'bo']);
    // The portal everyone reads follows at once.
    const portal = (await t.api({ url: '/api/portalInfo', cookie: ftg.cookie })).json();
    expect(portal.EnableStamplingView).toBe(false);
    expect(events).toContainEqual({
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: ['portalInfo'] },
      FtgId: company.ftgId,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, company.ftgId), eq(auditLog.action, 'portal.updated')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.userId).toBe(ftg.userId);
    expect(Object.keys((audit[0]!.details as { PortalInfo: object }).PortalInfo).sort()).toEqual([
      'AvvikandeStamplingMinuter',
      'EnableStamplingView',
      'NearAccidentsReportsAdmins',
    ]);
  });

  it('takes the punch clock away from an employee at once when it is turned off', async () => {
    const { ftg, per } = await newTeam(t);
    expect((await t.api({ url: '/api/stamplingar/oppen', cookie: per.cookie })).statusCode).toBe(200);
    const s = await read(ftg.cookie);
    const res = await save(ftg.cookie, {
      Version: s.Version,
      PortalInfo: { ...s.PortalInfo, EnableStamplingView: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.api({ url: '/api/stamplingar/oppen', cookie: per.cookie })).statusCode).toBe(403);
  });

  it('refuses a save made on a stale version and keeps the first one', async () => {
    const { ftg } = await newTeam(t);
    const s = await read(ftg.cookie);
    const first = await save(ftg.cookie, {
      Version: 0,
      PortalInfo: { ...s.PortalInfo, EnableMeddelanden: false },
    });
    expect(first.statusCode).toBe(200);
    const second = await save(ftg.cookie, { Version: 0, PortalInfo: { ...s.PortalInfo, PassbyteTyp: 'A' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().Code).toBe(40900);
    const now = await read(ftg.cookie);
    expect(now).toMatchObject({ Version: 1, PortalInfo: { EnableMeddelanden: false, PassbyteTyp: 'X' } });
  });

  it('refuses a company administrator who changes a switch, and saves nothing', async () => {
    const { ftg } = await newTeam(t);
    const s = await read(ftg.cookie);
    const res = await save(ftg.cookie, {
      Version: s.Version,
      PortalInfo: { ...s.PortalInfo, EnableMeddelanden: false },
      Company: { ...s.Company, UseLSS: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40300);
    expect(await read(ftg.cookie)).toMatchObject({ Version: 0, PortalInfo: { EnableMeddelanden: true } });
    // Sending the switches unchanged is fine.
    const same = await save(ftg.cookie, { Version: s.Version, PortalInfo: s.PortalInfo, Company: s.Company });
    expect(same.statusCode).toBe(200);
  });

  it('gives translated field errors for bad values', async () => {
    const { ftg } = await newTeam(t);
    const s = await read(ftg.cookie);
    const res = await save(ftg.cookie, {
      Version: s.Version,
      PortalInfo: { ...s.PortalInfo, AvvikandeStamplingMinuter: 100000, LoginType: 'FAX' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().Details.map((d: { Field: string }) => d.Field);
    expect(fields).toEqual(
      expect.arrayContaining(['PortalInfo.AvvikandeStamplingMinuter', 'PortalInfo.LoginType']),
    );
  });

  it('lets a licence administrator turn attest off, and sends approved rows back when asked to', async () => {
    const { company, per } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const ftgId = company.ftgId;
    const waiting = await createTimeEntry(
      t.database.db,
      { ftgId, status: 'NOT_ATTESTED' },
      { AnstNr: per.anstNr },
    );
    const attested = await createTimeEntry(
      t.database.db,
      { ftgId, status: 'ATTESTED' },
      { AnstNr: per.anstNr },
    );
    const s = await read(lic.cookie, ftgId);
    const Company = { ...s.Company, KalUseAttest: false };

    const preview = await t.api({
      url: '/api/admin/portal/movedRows?KalUseLonReady=true&KalUseAttest=false',
      cookie: lic.cookie,
      ftgId,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual([
      { Status: 'NOT_ATTESTED', From: 'approved', To: 'ready', Forward: true, Antal: 1 },
    ]);

    let res;
    const events = await eventsDuring(async () => {
      res = await save(
        lic.cookie,
        { Version: s.Version, PortalInfo: s.PortalInfo, Company, MovedRows: 'REOPEN' },
        ftgId,
      );
    });
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json().Company.KalUseAttest).toBe(false);
    const status = async (id: string) =>
      (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0]!.status;
    expect(await status(waiting.id)).toBe('NOT_APPROVED');
    expect(await status(attested.id)).toBe('ATTESTED');
    const history = await t.database.db
      .select()
      .from(timeEntryEvents)
      .where(and(eq(timeEntryEvents.entryId, waiting.id), eq(timeEntryEvents.handelse, 'REOPEN')));
    expect(history[0]).toMatchObject({
      userId: lic.userId,
      details: { From: 'NOT_ATTESTED', To: 'NOT_APPROVED' },
    });
    expect(events.map((e) => e.Payload)).toEqual([
      { Resource: ['portalInfo', 'companyInfo'] },
      { Resource: 'timeEntries', AnstNr: [per.anstNr] },
    ]);
    // The company's info follows for everyone.
    const info = (await t.api({ url: `/api/companyInfo/${ftgId}`, cookie: lic.cookie, ftgId })).json();
    expect(info.KalUseAttest).toBe(false);
  });

  it('leaves the rows as they are when they are to follow the new process', async () => {
    const { company, per } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const ftgId = company.ftgId;
    const waiting = await createTimeEntry(
      t.database.db,
      { ftgId, status: 'NOT_ATTESTED' },
      { AnstNr: per.anstNr },
    );
    const s = await read(lic.cookie, ftgId);
    const res = await save(
      lic.cookie,
      { Version: s.Version, PortalInfo: s.PortalInfo, Company: { ...s.Company, KalUseAttest: false } },
      ftgId,
    );
    expect(res.statusCode).toBe(200);
    const row = (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, waiting.id)))[0]!;
    expect(row.status).toBe('NOT_ATTESTED');
  });

  it('refuses to send rows back when the new process has no step before payroll, and saves nothing', async () => {
    const { company, per } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const ftgId = company.ftgId;
    const row = await createTimeEntry(
      t.database.db,
      { ftgId, status: 'NOT_APPROVED' },
      { AnstNr: per.anstNr },
    );
    const s = await read(lic.cookie, ftgId);
    const res = await save(
      lic.cookie,
      {
        Version: s.Version,
        PortalInfo: s.PortalInfo,
        Company: { ...s.Company, KalUseLonReady: false, KalUseAttest: false },
        MovedRows: 'REOPEN',
      },
      ftgId,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toEqual([{ Field: 'MovedRows', Code: 'validation.reopenNothing' }]);
    expect(await read(lic.cookie, ftgId)).toMatchObject({ Version: 0, Company: { KalUseAttest: true } });
    const stored = (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, row.id)))[0]!;
    expect(stored.status).toBe('NOT_APPROVED');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.ftgId, ftgId));
    expect(audit.filter((a) => a.action === 'portal.updated')).toEqual([]);
  });

  it('reads the switches as stored, not as a request remembered them', async () => {
    const { company } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const other = await newUser(t, { role: ROLE.ADM });
    const ftgId = company.ftgId;
    const first = await read(lic.cookie, ftgId);
    await read(other.cookie, ftgId);
    const res = await save(
      lic.cookie,
      { Version: first.Version, PortalInfo: first.PortalInfo, Company: { ...first.Company, UseLSS: true } },
      ftgId,
    );
    expect(res.statusCode).toBe(200);
    // The other administrator's next read has the new version with the new switch, together.
    expect(await read(other.cookie, ftgId)).toMatchObject({ Version: 1, Company: { UseLSS: true } });
  });

  it('keeps another company out of reach', async () => {
    const { ftg } = await newTeam(t);
    const other = await newTeam(t);
    const res = await t.api({ url: '/api/admin/portal', cookie: ftg.cookie, ftgId: other.company.ftgId });
    expect(res.statusCode).toBe(403);
  });
});
