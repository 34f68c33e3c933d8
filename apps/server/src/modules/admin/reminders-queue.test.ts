import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Message } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';
import { createTimeEntry } from '../../db/seed/factories';

// "Run now" goes through the real job queue on the test's database (ADR 0023): the reminder
// arrives in the employee's inbox once the job has run.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
});
afterAll(() => t.close());

it('runs a reminder on the job queue and delivers it as a message', async () => {
  const company = await newCompany(t, { settings: { hasPlus: true }, portal: { EnableMeddelanden: true } });
  const ftgId = company.ftgId;
  const lic = await newUser(t, { role: ROLE.LIC, ftgId });
  const anna = await newEmployee(t, { ftgId });
  await createTimeEntry(t.database.db, { ftgId }, { AnstNr: anna.anstNr, Datum: '2026-11-16' });
  const made = await t.api({
    method: 'POST',
    url: '/api/admin/reminders',
    cookie: lic.cookie,
    ftgId,
    body: {
      Namn: 'Godkänn november',
      Typ: 'APPROVE',
      Roller: ['PER'],
      Kanaler: ['MESSAGE'],
      Schema: { SistaArbetsdagen: true, Tid: '12:00' },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const run = await t.api({
    method: 'POST',
    url: `/api/admin/reminders/${made.json().Id}/run`,
    cookie: lic.cookie,
    ftgId,
  });
  expect(run.statusCode, run.body).toBe(202);
  const messages = await vi.waitFor(
    async () => {
      const inbox = (await t.api({ url: '/api/messages', cookie: anna.cookie, ftgId })).json() as Message[];
      if (inbox.length === 0) throw new Error('no message yet');
      return inbox;
    },
    { timeout: 20_000, interval: 200 },
  );
  expect(messages.map((m) => [m.Rubrik, m.Nyckel])).toEqual([
    ['Godkänn november', 'messages.portal.reminder.NOT_APPROVED'],
  ]);
}, 30_000);
