import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, PAXML_IMPORT_MAX_BYTES, type EmployeeDetail, type ImportResult } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, ROLE, newUser } from '../../../test/factories';
import {
  auditLog,
  companies,
  employees,
  lonKoder,
  resultatenheter,
  scheduleDays,
  tidKoder,
} from '../../db/schema/index';
import { EVERY_PERSON_ELEMENT, importer, paxmlFile, personInner } from './paxml-import-kit';
import { readPaxmlRegisters } from './paxml-read';
import { personnummer, registers, employeeBody, updateBody } from './registers-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { preview, run } = importer(() => t);
const { createEmployee } = registers(() => t);
const orgnrOf = async (ftgId: string) =>
  (await t.database.db.select({ o: companies.orgnr }).from(companies).where(eq(companies.ftgId, ftgId)))[0]!
    .o;
const result = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportResult;
};

describe('the PAXml import of the registers', () => {
  it('previews, then stores, every section a file may carry, and the same file twice changes nothing', async () => {
    const { ftg, company } = await newTeam(t);
    const orgnr = await orgnrOf(company.ftgId);
    const persnr = personnummer('900101');
    const file = paxmlFile({
      orgnr: orgnr.slice(2),
      dimensioner: [
        { dim: 1, namn: 'Kostnadsställe' },
        { dim: 2, namn: 'Projekt' },
      ],
      resultatenheter: [
        { dim: 1, id: 'K100', namn: 'Kontoret' },
        { dim: 2, id: 'P7', namn: 'Projekt sju' },
      ],
      koder: [
        { id: 'SEM', namn: 'Semester (lön)' },
        { id: 'FR1', namn: 'Ledig för privat ärende' },
        { id: 'L410', namn: 'Friskvårdsbidrag' },
      ],
      scheman: [
        {
          anstid: 'P900',
          dagar: [
            { datum: '2026-11-23', starttid: '07:00:00', sluttid: '15:30:00' },
            { datum: '2026-11-24', timmar: '6' },
          ],
        },
      ],
      personal: [{ anstid: 'P900', persnr, inner: EVERY_PERSON_ELEMENT }],
    });
    const first = result(await preview(ftg.cookie, file));
    expect(first.Sparad).toBe(false);
    // New: the person, the time code FR1 (a PAXml tidkod), the pay code L410 and two units. SEM, a standard code named in the portal and
    // never imported, has two names: a conflict to decide.
    expect(first.Antal).toMatchObject({ Nya: 5, Konflikter: 1, Fel: 0, SchemadagarAndrade: 2 });
    expect(first.Rader.find((r) => r.Nyckel === 'SEM')).toMatchObject({ Sektion: 'koder', Typ: 'KONFLIKT' });
    const decided = { Beslut: { 'koder:SEM:BenText': 'FIL' } };
    const person = first.Rader.find((r) => r.Sektion === 'personal')!;
    expect(person).toMatchObject({ Nyckel: 'P900', Typ: 'NY', Namn: 'Åsa Öberg' });
    // Nothing is stored by a preview.
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(employees)
        .where(and(eq(employees.ftgId, company.ftgId), eq(employees.anstNr, 'P900'))),
    ).toEqual([]);

    const stored = result(await run(ftg.cookie, file, decided));
    expect(stored.Sparad).toBe(true);
    const detail = (
      await t.call(ftg.cookie, 'GET', '/api/registers/employees/P900')
    ).json() as EmployeeDetail;
    expect(detail).toMatchObject({
      FoNamn: 'Åsa',
      EfNamn: 'Öberg',
      PersNr: persnr,
      Email: 'asa.oberg@example.se',
      Phone: '+46701234567',
      AnstDatum: '2026-03-01',
      SlutDatum: '2027-12-31',
      TidKodGrupp: 'TJM',
      PerStatus: { ResEnhet1: 'K100', ResEnhet2: 'P7' },
    });
    const days = await db.select().from(scheduleDays).where(eq(scheduleDays.ftgId, company.ftgId));
    expect(days.map((d) => [d.datum, Number(d.timmar), d.startTid])).toEqual([
      ['2026-11-23', 8.5, '07:00'],
      ['2026-11-24', 6, null],
    ]);
    // Their type and groups are set in the portal: none offers them until then.
    const [fr1] = await db
      .select()
      .from(tidKoder)
      .where(and(eq(tidKoder.ftgId, company.ftgId), eq(tidKoder.tidKod, 'FR1')));
    expect(fr1).toMatchObject({
      benText: 'Ledig för privat ärende',
      typ: 'FRANVARO',
      paxmlKod: 'FR1',
      grupper: [],
    });
    const [l410] = await db
      .select()
      .from(lonKoder)
      .where(and(eq(lonKoder.ftgId, company.ftgId), eq(lonKoder.lonKod, 'L410')));
    expect(l410).toMatchObject({ benText: 'Friskvårdsbidrag', grupper: [] });
    const [sem] = await db
      .select()
      .from(tidKoder)
      .where(and(eq(tidKoder.ftgId, company.ftgId), eq(tidKoder.tidKod, 'SEM')));
    expect(sem?.benText).toBe('Semester (lön)');
    const [names] = await db
      .select({ n: companies.resEnhetNamn })
      .from(companies)
      .where(eq(companies.ftgId, company.ftgId));
    expect(names?.n.slice(0, 2)).toEqual(['Kostnadsställe', 'Projekt']);
    const units = await db.select().from(resultatenheter).where(eq(resultatenheter.ftgId, company.ftgId));
    expect(units.map((u) => `${u.dim}:${u.kod}`).sort()).toEqual(['1:K100', '2:P7']);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, company.ftgId), eq(auditLog.action, 'register.imported')));
    expect(audit?.details).toMatchObject({ Fil: 'lon.xml', Nya: 5 });

    const again = result(await run(ftg.cookie, file, decided));
    expect(again.Antal).toMatchObject({
      Nya: 0,
      Andrade: 0,
      Avslutade: 0,
      Konflikter: 0,
      SchemadagarAndrade: 0,
      SchemadagarOforandrade: 2,
    });
    expect(again.Rader).toEqual([]);
    const after = (await t.call(ftg.cookie, 'GET', '/api/registers/employees/P900')).json() as EmployeeDetail;
    expect(after.Version).toBe(detail.Version);
  });

  it('takes payroll’s changes, keeps a portal change payroll has not received, and asks when both changed', async () => {
    const { ftg, company } = await newTeam(t);
    const orgnr = await orgnrOf(company.ftgId);
    const file = (over: { fornamn?: string; efternamn?: string; mobil?: string }) =>
      paxmlFile({
        orgnr,
        personal: [
          {
            anstid: 'P1',
            inner: personInner({ fornamn: 'Per', efternamn: 'Lund', mobil: '+46700000001', ...over }),
          },
        ],
      });
    result(await run(ftg.cookie, file({})));
    // The portal changes the phone; payroll changes the last name.
    const d = (await t.call(ftg.cookie, 'GET', '/api/registers/employees/P1')).json() as EmployeeDetail;
    expect(
      (
        await t.call(
          ftg.cookie,
          'PUT',
          '/api/registers/employees/P1',
          updateBody(d, { Phone: '+46709999999' }),
        )
      ).statusCode,
    ).toBe(200);
    const merged = result(await run(ftg.cookie, file({ efternamn: 'Lundin' })));
    expect(merged.Rader[0]!.Falt).toEqual([
      { Falt: 'EfNamn', Portal: 'Lund', Fil: 'Lundin', Utfall: 'TAKE_FILE' },
      { Falt: 'Phone', Portal: '+46709999999', Fil: '+46700000001', Utfall: 'KEEP_PORTAL' },
    ]);
    let now = (await t.call(ftg.cookie, 'GET', '/api/registers/employees/P1')).json() as EmployeeDetail;
    expect(now).toMatchObject({ EfNamn: 'Lundin', Phone: '+46709999999' });
    // Payroll now sends another phone too: both changed, a conflict to decide.
    const conflict = file({ efternamn: 'Lundin', mobil: '+46701111111' });
    const asked = result(await preview(ftg.cookie, conflict));
    expect(asked.Rader[0]).toMatchObject({ Typ: 'KONFLIKT' });
    const refused = await run(ftg.cookie, conflict);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      Code: ERRORS.ImportDecisionsMissing.code,
      Details: [{ Field: 'personal:P1:Phone' }],
    });
    result(await run(ftg.cookie, conflict, { Beslut: { 'personal:P1:Phone': 'FIL' } }));
    now = (await t.call(ftg.cookie, 'GET', '/api/registers/employees/P1')).json() as EmployeeDetail;
    expect(now.Phone).toBe('+46701111111');
  });

  it('ends an employment payroll deleted, and closes a unit payroll deleted', async () => {
    const { ftg, company } = await newTeam(t);
    const orgnr = await orgnrOf(company.ftgId);
    await createEmployee(ftg.cookie, employeeBody({ AnstNr: 'E1', AnstDatum: '2020-01-01' }));
    result(await run(ftg.cookie, paxmlFile({ orgnr, resultatenheter: [{ dim: 3, id: 'X', namn: 'X' }] })));
    const ended = result(
      await run(
        ftg.cookie,
        paxmlFile({
          orgnr,
          personal: [{ anstid: 'E1', delete: true, inner: personInner({ avgdatum: '2026-10-31' }) }],
          resultatenheter: [{ dim: 3, id: 'X', namn: 'X', delete: true }],
        }),
      ),
    );
    expect(ended.Rader.map((r) => [r.Sektion, r.Typ])).toEqual([
      ['personal', 'AVSLUTAD'],
      ['resultatenheter', 'AVSLUTAD'],
    ]);
    const e1 = (await t.call(ftg.cookie, 'GET', '/api/registers/employees/E1')).json() as EmployeeDetail;
    expect(e1.SlutDatum).toBe('2026-10-31');
  });

  it('lists wrong rows with their reasons and stores the rest only when told to leave them', async () => {
    const { ftg, company, per } = await newTeam(t);
    const orgnr = await orgnrOf(company.ftgId);
    const twice = personnummer('880808');
    const file = paxmlFile({
      orgnr,
      personal: [
        { anstid: 'N1', persnr: twice, inner: personInner({ fornamn: 'Nils', efternamn: 'Ett' }) },
        { anstid: 'N2', persnr: twice, inner: personInner({ fornamn: 'Nils', efternamn: 'Två' }) },
        { anstid: 'N3', inner: personInner({ fornamn: 'Utan' }) },
        {
          anstid: 'N4',
          persnr: per.person.persNr,
          inner: personInner({ fornamn: 'Fel', efternamn: 'Person' }),
        },
        {
          anstid: 'N5',
          persnr: '199913319999',
          inner: personInner({ fornamn: 'Ogiltig', efternamn: 'Nummer' }),
        },
      ],
      resultatenheter: [{ dim: 9, id: 'D9', namn: 'Nio' }],
      scheman: [{ anstid: 'OKÄND', dagar: [{ datum: '2026-11-23', timmar: '8' }] }],
    });
    const shown = result(await preview(ftg.cookie, file));
    expect(shown.Rader.filter((r) => r.Typ === 'FEL').map((r) => [r.Nyckel, r.Orsak])).toEqual([
      ['N2', 'duplicatePersNr'],
      ['N3', 'namesMissing'],
      ['N4', 'persNrOfAnother'],
      ['N5', 'persNrInvalid'],
      ['9:D9', 'dimensionNotUsed'],
      ['OKÄND', 'unknownEmployee'],
    ]);
    const refused = await run(ftg.cookie, file);
    expect(refused.json().Code).toBe(ERRORS.ImportRowsWrong.code);
    expect(
      (
        await t.database.db
          .select()
          .from(employees)
          .where(and(eq(employees.ftgId, company.ftgId), eq(employees.anstNr, 'N1')))
      ).length,
    ).toBe(0);
    result(await run(ftg.cookie, file, { HoppaOverFel: true }));
    const stored = await t.database.db
      .select({ a: employees.anstNr })
      .from(employees)
      .where(eq(employees.ftgId, company.ftgId));
    expect(stored.map((s) => s.a)).toContain('N1');
    expect(stored.map((s) => s.a)).not.toContain('N2');
  });

  it('refuses hostile and wrong files whole, with a clear error, and stores nothing', async () => {
    const { ftg, company } = await newTeam(t);
    const other = await newTeam(t);
    const otherOrgnr = await orgnrOf(other.company.ftgId);
    const cases: [Buffer, number][] = [
      [
        paxmlFile({
          orgnr: otherOrgnr,
          personal: [{ anstid: 'X1', inner: personInner({ fornamn: 'A', efternamn: 'B' }) }],
        }),
        ERRORS.ImportWrongCompany.code,
      ],
      [
        paxmlFile({ raw: '<?xml version="1.0"?><!DOCTYPE paxml [<!ENTITY a "aaaa">]><paxml>&a;</paxml>' }),
        ERRORS.ImportFileInvalid.code,
      ],
      [
        paxmlFile({
          raw: '<paxml><header><version>2.0</version></header><personal><person anstid="1"><okänd/></person></personal></paxml>',
        }),
        ERRORS.ImportFileInvalid.code,
      ],
      [Buffer.from('anstnr;namn\n1;Anna'), ERRORS.ImportFileInvalid.code],
      [Buffer.from([0xff, 0xfe, 0x00, 0x3c]), ERRORS.ImportFileInvalid.code],
    ];
    for (const [file, code] of cases) {
      const res = await preview(ftg.cookie, file);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().Code).toBe(code);
    }
    expect(
      (await t.call(ftg.cookie, 'POST', '/api/registers/import/paxml', { Innehall: '' })).statusCode,
    ).toBe(400);
    expect(
      (await t.database.db.select().from(employees).where(eq(employees.ftgId, company.ftgId))).length,
    ).toBe(3);
  });

  it('makes a dated schedule day the time report’s schedule of that day, times included', async () => {
    const { ftg, company, per } = await newTeam(t);
    // per follows HEL40 (8 h Monday to Friday); payroll schedules a short Monday and a Saturday.
    const file = paxmlFile({
      orgnr: await orgnrOf(company.ftgId),
      scheman: [
        {
          anstid: per.anstNr,
          dagar: [
            { datum: '2026-11-23', starttid: '09:00:00', sluttid: '14:30:00', timmar: '5' },
            { datum: '2026-11-28', timmar: '4' },
          ],
        },
      ],
    });
    result(await run(ftg.cookie, file));
    const res = await t.call(
      per.cookie,
      'GET',
      `/api/tidrapport/${per.anstNr}?From=2026-11-23&To=2026-11-29`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const days = (res.json() as { Dagar: { Datum: string; SchemaTimmar: number; SchemaTider: unknown }[] })
      .Dagar;
    expect(days.map((d) => d.SchemaTimmar)).toEqual([5, 8, 8, 8, 8, 4, 0]);
    expect(days[0]!.SchemaTider).toEqual({ StartTid: '09:00', SlutTid: '14:30', RastMinuter: 30 });
  });

  it('refuses a file over the documented size before reading it', async () => {
    await expect(readPaxmlRegisters(Buffer.alloc(PAXML_IMPORT_MAX_BYTES + 1, 0x20))).rejects.toMatchObject({
      code: ERRORS.ImportTooLarge.code,
    });
  });

  it('is for those who keep the registers', async () => {
    const { avd, per, company } = await newTeam(t);
    const file = paxmlFile({ orgnr: await orgnrOf(company.ftgId) });
    for (const u of [avd, per]) expect((await preview(u.cookie, file)).statusCode).toBe(403);
    const adm = await newUser(t, { role: ROLE.ADM });
    expect(
      (
        await t.call(
          adm.cookie,
          'POST',
          '/api/registers/import/paxml/preview',
          { Innehall: file.toString('base64') },
          company.ftgId,
        )
      ).statusCode,
    ).toBe(200);
  });
});
