// The PAXml file tests' shared set-up (paxml-schema.test.ts, paxml-sick-and-zero.test.ts): a company
// of employees 1001, 1002 and 1003 for each test with its administrator's session, rows written
// straight into the table as attested, and the file made by the real endpoint, checked against
// both official schemas (shared/paxml) before a test reads it.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { createTestApp, type TestApp } from './app-helper';
import { NO_SCHEMA_ERRORS, paxmlSchemaErrors } from './paxml-schema';
import { newCompany, newUser, ROLE } from './factories';
import { createEmployee } from '../src/db/seed/factories';
import { timeEntries } from '../src/db/schema/index';

export type Row = Partial<typeof timeEntries.$inferInsert> & { datum: string };

export interface PaxmlFileContext {
  t: TestApp;
  cookie: string;
  /** Each test's own company. */
  FTG: string;
  staff: Awaited<ReturnType<typeof createEmployee>>[];
}

/** Registers the file's hooks; the context is each test's, read inside the tests. */
export function paxmlFileSetup() {
  const ctx = { cookie: '', FTG: '', staff: [] } as unknown as PaxmlFileContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
  });
  beforeEach(async () => {
    const t = ctx.t;
    ctx.FTG = (
      await newCompany(t, { settings: { openResEnhet: [true, true, false, false, false, false] } })
    ).ftgId;
    ctx.staff = [];
    for (const anstNr of ['1001', '1002', '1003'])
      ctx.staff.push(await createEmployee(t.database.db, { ftgId: ctx.FTG, anstNr, account: false }));
    ctx.cookie = (await newUser(t, { ftgId: ctx.FTG, role: ROLE.FTG })).cookie;
  });
  afterAll(() => ctx.t.close());

  const insert = (rows: Row[]) =>
    ctx.t.database.db
      .insert(timeEntries)
      .values(
        rows.map((r) => ({
          ftgId: ctx.FTG,
          anstNr: '1001',
          tidKod: 'ARB',
          timmar: 8,
          status: 'ATTESTED' as const,
          ...r,
        })),
      )
      .returning({ id: timeEntries.id });

  const exportPeriod = (From: string, To: string) =>
    ctx.t.api({ method: 'POST', url: '/api/lonexport', cookie: ctx.cookie, body: { From, To } });

  /** Exports the period and answers the downloaded file: its bytes (checked against both schemas) and its root. */
  async function exportedFile(From: string, To: string) {
    const res = await exportPeriod(From, To);
    expect(res.statusCode, res.body).toBe(201);
    const file = await ctx.t.api({ url: `/download/lonexport/${res.json().Id}`, cookie: ctx.cookie });
    expect(file.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
    expect(await paxmlSchemaErrors(new Uint8Array(file.rawPayload))).toEqual(NO_SCHEMA_ERRORS);
    const root = new DOMParser().parseFromString(
      file.rawPayload.toString('latin1'),
      'text/xml',
    ).documentElement!;
    return { root, antal: res.json().Antal as number };
  }
  return { ctx, insert, exportPeriod, exportedFile };
}

export const all = (root: Element, name: string) => Array.from(root.getElementsByTagName(name));
export const child = (el: Element, name: string) =>
  Array.from(el.childNodes).find((n): n is Element => n.nodeType === 1 && (n as Element).tagName === name);
export const text = (el: Element, name: string) => child(el, name)?.textContent ?? null;
export const byDate = (root: Element, name: string, datum: string) =>
  all(root, name).filter((e) => text(e, 'datum') === datum);
