import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type Message, type Reminder, type ReminderRecipient } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';
import { createPunches, createTimeEntry, createUser } from '../../db/seed/factories';
import { DevEmailProvider } from '../../adapters/email';
import { runDueReminders } from './run-due-reminders';
import { runReminder } from './run-reminder';

// /admin/reminders: reminders that reach those with something left to do, once per
// period, through the inbox, SMS and e-mail, and the minute tick that runs them on schedule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLUS = { settings: { hasPlus: true }, portal: { EnableMeddelanden: true } };

/** A Plus company with an inbox, its licence administrator and two employees. */
async function setup() {
  const company = await newCompany(t, PLUS);
  const lic = await newUser(t, { role: ROLE.LIC, ftgId: company.ftgId });
  const anna = await newEmployee(t, { ftgId: company.ftgId, phone: '+46701234567' });
  const bo = await newEmployee(t, { ftgId: company.ftgId });
  return { company, lic, anna, bo };
}

const body = (over: Record<string, unknown> = {}) => ({
  Namn: 'Godkänn din tid',
  Typ: 'APPROVE',
  Roller: ['PER'],
  Kanaler: ['MESSAGE'],
  Schema: { Dagar: [25], SistaArbetsdagen: true, Tid: '09:00' },
  ...over,
});

async function create(cookie: string, ftgId: string, over: Record<string, unknown> = {}) {
  const res = await t.api({ method: 'POST', url: '/api/admin/reminders', cookie, ftgId, body: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Reminder;
}

const inbox = async (cookie: string, ftgId: string) => {
  const res = await t.api({ url: '/api/messages', cookie, ftgId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Message[];
};

describe('/api/admin/reminders', () => {
  it('saves a reminder with its next run, edits it on its version and deletes it', async () => {
    const { company, lic } = await setup();
    const made = await create(lic.cookie, company.ftgId);
    // The clock says Saturday 21 November 2026: the next run is Wednesday the 25th at 09:00.
    expect(made).toMatchObject({
      Version: 1,
      Aktiv: true,
      NastaKorning: '2026-11-25T09:00',
      SenastKord: null,
    });
    const list = await t.api({ url: '/api/admin/reminders', cookie: lic.cookie, ftgId: company.ftgId });
    expect((list.json() as Reminder[]).map((r) => r.Id)).toEqual([made.Id]);
    const put = (version: number, Namn: string) =>
      t.api({
        method: 'PUT',
        url: `/api/admin/reminders/${made.Id}`,
        cookie: lic.cookie,
        ftgId: company.ftgId,
        body: body({ Version: version, Namn }),
      });
    expect((await put(1, 'Ändrad')).json()).toMatchObject({ Namn: 'Ändrad', Version: 2 });
    expect((await put(1, 'Sent')).statusCode).toBe(409);
    const del = await t.api({
      method: 'DELETE',
      url: `/api/admin/reminders/${made.Id}?Version=2`,
      cookie: lic.cookie,
      ftgId: company.ftgId,
    });
    expect(del.statusCode).toBe(204);
  });

  it('answers wrong input with field errors', async () => {
    const { company, lic } = await setup();
    const other = await newCompany(t, PLUS);
    const stranger = await createUser(t.database.db, { ftgId: other.ftgId });
    const noInbox = await newCompany(t, {
      settings: { hasPlus: true },
      portal: { EnableMeddelanden: false },
    });
    const licThere = await newUser(t, { role: ROLE.LIC, ftgId: noInbox.ftgId });
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      [lic.cookie, company.ftgId, { Roller: [] }, 'Roller', 'validation.reminder.recipientsRequired'],
      [lic.cookie, company.ftgId, { Kanaler: [] }, 'Kanaler', 'validation.reminder.channelRequired'],
      [
        lic.cookie,
        company.ftgId,
        { Schema: { Tid: '9' } },
        'Schema.Dagar',
        'validation.reminder.whenRequired',
      ],
      [
        lic.cookie,
        company.ftgId,
        { Anvandare: [stranger.userId] },
        'Anvandare',
        'validation.reminder.unknownUser',
      ],
      [licThere.cookie, noInbox.ftgId, {}, 'Kanaler', 'validation.reminder.messagesOff'],
    ];
    for (const [cookie, ftgId, over, field, code] of cases) {
      const res = await t.api({
        method: 'POST',
        url: '/api/admin/reminders',
        cookie,
        ftgId,
        body: body(over),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().Details).toContainEqual({ Field: field, Code: code });
    }
  });

  it('is for LIC and ADM of a Plus company only', async () => {
    const { company, anna } = await setup();
    const ftg = await newUser(t, { role: ROLE.FTG, ftgId: company.ftgId });
    for (const cookie of [ftg.cookie, anna.cookie])
      expect((await t.api({ url: '/api/admin/reminders', cookie, ftgId: company.ftgId })).statusCode).toBe(
        403,
      );
    const basic = await newCompany(t);
    const lic = await newUser(t, { role: ROLE.LIC, ftgId: basic.ftgId });
    const res = await t.api({ url: '/api/admin/reminders', cookie: lic.cookie, ftgId: basic.ftgId });
    expect(res.statusCode).toBe(403);
  });
});

describe('running a reminder', () => {
  it('reaches those with rows to approve, once per period, in the inbox, by SMS and e-mail', async () => {
    const { company, lic, anna, bo } = await setup();
    const ftgId = company.ftgId;
    await createTimeEntry(t.database.db, { ftgId }, { AnstNr: anna.anstNr, Datum: '2026-11-16' });
    await createTimeEntry(t.database.db, { ftgId }, { AnstNr: anna.anstNr, Datum: '2026-11-17' });
    // Bo's row is approved: nothing for him to do.
    await createTimeEntry(
      t.database.db,
      { ftgId, status: 'APPROVED' },
      { AnstNr: bo.anstNr, Datum: '2026-11-16' },
    );
    const r = await create(lic.cookie, ftgId, { Kanaler: ['MESSAGE', 'SMS', 'EMAIL'] });

    const preview = await t.api({ url: `/api/admin/reminders/${r.Id}/preview`, cookie: lic.cookie, ftgId });
    expect(preview.json()).toEqual([
      {
        AnvandarId: anna.userId!,
        Namn: anna.namn,
        Login: anna.login,
        Anledning: 'NOT_APPROVED',
        Period: '2026-11',
        Antal: 2,
        Datum: null,
        Paminde: false,
      } satisfies ReminderRecipient,
    ]);

    expect(await runReminder(t.app, r.Id, t.clock.now(), { scheduled: false })).toBe(1);
    const [message, ...more] = await inbox(anna.cookie, ftgId);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      Rubrik: 'Godkänn din tid',
      Text: 'Tidrader för november 2026 som väntar på att du godkänner dem: 2.',
      Nyckel: 'messages.portal.reminder.NOT_APPROVED',
      Parametrar: { period: '2026-11', antal: 2 },
      Avsandare: null,
      Last: false,
    });
    expect(t.sms.latestFor(anna.login)?.text).toContain(
      'november 2026 som väntar på att du godkänner dem: 2',
    );
    const status = await t.api({ url: '/api/messages/status', cookie: anna.cookie, ftgId });
    expect(status.json()).toEqual({ AntalOlast: 1 });

    // Not twice in the same period.
    expect(await runReminder(t.app, r.Id, t.clock.now(), { scheduled: false })).toBe(0);
    expect(await inbox(anna.cookie, ftgId)).toHaveLength(1);
    const after = await t.api({ url: `/api/admin/reminders/${r.Id}/preview`, cookie: lic.cookie, ftgId });
    expect((after.json() as ReminderRecipient[])[0]!.Paminde).toBe(true);

    // The history names who, why and which channels failed (the employee has no e-mail address).
    const history = await t.api({
      url: `/api/admin/reminders/${r.Id}/deliveries`,
      cookie: lic.cookie,
      ftgId,
    });
    const email = t.app.senders.email as DevEmailProvider;
    expect(email).toBeInstanceOf(DevEmailProvider);
    if (anna.employee.email) expect(email.latestFor(anna.employee.email)?.subject).toBe('Godkänn din tid');
    expect(history.json()).toEqual([
      expect.objectContaining({
        Login: anna.login,
        Anledning: 'NOT_APPROVED',
        Period: '2026-11',
        Kanaler: ['MESSAGE', 'SMS', 'EMAIL'],
        Uteblev: anna.employee.email ? [] : ['EMAIL'],
      }),
    ]);
    const list = await t.api({ url: '/api/admin/reminders', cookie: lic.cookie, ftgId });
    expect((list.json() as Reminder[])[0]).toMatchObject({ SenastAntal: 0 });

    // Reading marks it read, only the reader's own.
    const read = await t.api({
      method: 'POST',
      url: `/api/messages/${message!.Id}/read`,
      cookie: anna.cookie,
      ftgId,
    });
    expect(read.statusCode).toBe(204);
    expect((await inbox(anna.cookie, ftgId))[0]!.Last).toBe(true);
    const notHis = await t.api({
      method: 'POST',
      url: `/api/messages/${message!.Id}/read`,
      cookie: bo.cookie,
      ftgId,
    });
    expect(notHis.statusCode).toBe(404);
  });

  it('reminds those who reported nothing, those with rows to attest and those still punched in', async () => {
    const { company, lic, anna, bo } = await setup();
    const ftgId = company.ftgId;
    const ftg = await newUser(t, { role: ROLE.FTG, ftgId });
    await createTimeEntry(
      t.database.db,
      { ftgId, status: 'NOT_ATTESTED' },
      { AnstNr: anna.anstNr, Datum: '2026-11-18' },
    );
    await createPunches(t.database.db, { ftgId, anstNr: bo.anstNr }, [
      { inAt: new Date('2026-11-19T07:00:00Z') },
    ]);
    const preview = async (over: Record<string, unknown>) => {
      const r = await create(lic.cookie, ftgId, over);
      const res = await t.api({ url: `/api/admin/reminders/${r.Id}/preview`, cookie: lic.cookie, ftgId });
      return (res.json() as ReminderRecipient[]).map((p) => [p.Login, p.Anledning, p.Antal, p.Datum]);
    };
    expect(await preview({ Typ: 'REPORT_TIME' })).toEqual([[bo.login, 'NO_TIME', 0, null]]);
    expect(await preview({ Typ: 'ATTEST', Roller: ['FTG', 'PER'] })).toEqual([
      [ftg.login, 'TO_ATTEST', 1, null],
    ]);
    expect(await preview({ Typ: 'MISSING_PUNCH_OUT' })).toEqual([[bo.login, 'OPEN_PUNCH', 0, '2026-11-19']]);
    // Named users and departments address people too: only Anna, by name.
    expect(await preview({ Typ: 'REPORT_TIME', Roller: [], Anvandare: [anna.userId!, bo.userId!] })).toEqual([
      [bo.login, 'NO_TIME', 0, null],
    ]);
  });

  it('runs on schedule from the minute tick, once, and not while switched off', async () => {
    const { company, lic, anna } = await setup();
    const ftgId = company.ftgId;
    await createTimeEntry(t.database.db, { ftgId }, { AnstNr: anna.anstNr, Datum: '2026-11-20' });
    const r = await create(lic.cookie, ftgId, { Schema: { Dagar: [25], Tid: '09:00' } });
    const off = await create(lic.cookie, ftgId, {
      Namn: 'Av',
      Aktiv: false,
      Schema: { Dagar: [25], Tid: '09:00' },
    });
    // Before the time: nothing; at 09:00 Stockholm (08:00 UTC) on the 25th it runs, once.
    await runDueReminders(t.app, new Date('2026-11-25T07:59:00Z'));
    expect(await inbox(anna.cookie, ftgId)).toEqual([]);
    await runDueReminders(t.app, new Date('2026-11-25T08:00:30Z'));
    await runDueReminders(t.app, new Date('2026-11-25T08:01:30Z'));
    const messages = await inbox(anna.cookie, ftgId);
    expect(messages.map((m) => m.Rubrik)).toEqual([r.Namn]);
    expect(off.Aktiv).toBe(false);
  });

  it('sends a run on the queue, refused with 503 where no queue runs', async () => {
    const { company, lic } = await setup();
    const r = await create(lic.cookie, company.ftgId);
    const res = await t.api({
      method: 'POST',
      url: `/api/admin/reminders/${r.Id}/run`,
      cookie: lic.cookie,
      ftgId: company.ftgId,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().Code).toBe(ERRORS.ServiceUnavailable.code);
    const failures = await t.api({
      url: '/api/admin/reminders/failures',
      cookie: lic.cookie,
      ftgId: company.ftgId,
    });
    expect(failures.json()).toEqual([]);
  });
});
