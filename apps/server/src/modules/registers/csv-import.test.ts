import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYEE_CSV_MAX_ROWS,
  employeeCsvTemplate,
  ERRORS,
  parseCsv,
  type EmployeeCsvResult,
  type EmployeeDetail,
} from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam } from '../../../test/factories';
import { employees } from '../../db/schema/index';
import { personnummer } from './registers-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (cookie: string, text: string | Buffer, over: Record<string, unknown> = {}, preview = true) =>
  t.call(cookie, 'POST', `/api/registers/import/employees${preview ? '/preview' : ''}`, {
    Filnamn: 'personal.csv',
    Innehall: Buffer.from(text).toString('base64'),
    ...over,
  });
const ok = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployeeCsvResult;
};

describe('the CSV import of employees', () => {
  it('gives a template in the user’s language that reads back as it is', async () => {
    const { ftg } = await newTeam(t);
    const res = await t.call(ftg.cookie, 'GET', '/api/registers/import/employees/template?Sprak=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('employees-template.csv');
    expect(res.body).toContain('Employee number;First name;Last name');
    expect(parseCsv(employeeCsvTemplate('sv'))[0]).toContain('Anställningsnummer');
    // The template's example row is one employee, right as it stands (EKO and HEL40 exist).
    const preview = ok(await send(ftg.cookie, res.body));
    expect(preview).toMatchObject({ Rader: 1, Ratt: 1, Fel: [], Sparad: false });
  });

  it('stores every row in one go, with department, code groups and schedule', async () => {
    const { ftg, company } = await newTeam(t);
    const rows = Array.from({ length: 20 }, (_, i) =>
      [
        `C${100 + i}`,
        `Förnamn${i}`,
        'Csvsson',
        personnummer('790101'),
        '',
        '',
        'LAG',
        'KOL',
        'KOL',
        '2026-11-01',
        'HEL40',
      ].join(';'),
    );
    const text = [employeeCsvTemplate('sv').split('\r\n')[0], ...rows].join('\n');
    const stored = ok(await send(ftg.cookie, text, {}, false));
    expect(stored).toMatchObject({ Rader: 20, Ratt: 20, Sparad: true });
    const detail = (
      await t.call(ftg.cookie, 'GET', '/api/registers/employees/C105')
    ).json() as EmployeeDetail;
    expect(detail).toMatchObject({
      FoNamn: 'Förnamn5',
      Avdelning: 'LAG',
      TidKodGrupp: 'KOL',
      AnstDatum: '2026-11-01',
      PerSchema: [{ FromDatum: '2026-11-01', UseArbSchema: true, ArbSchema: 'HEL40' }],
    });
    const count = await t.database.db.select().from(employees).where(eq(employees.ftgId, company.ftgId));
    expect(count.length).toBe(23);
  });

  it('names each wrong row’s line and column, stores nothing, and stores the right ones when told to', async () => {
    const { ftg, company, per } = await newTeam(t);
    const twice = personnummer('660606');
    const text = [
      'Anställningsnummer,Förnamn,Efternamn,Personnummer,Avdelning,Tidkodsgrupp,Lönekodsgrupp,Anställd från,Arbetsschema',
      `D1,Rätt,Radsson,${twice},EKO,TJM,TJM,2026-11-01,HEL40`,
      `D2,Samma,Nummer,${twice},EKO,TJM,TJM,,`,
      `${per.anstNr},Tagen,Nummer,,EKO,TJM,TJM,,`,
      'D4,,Utan,,EKO,TJM,TJM,,',
      'D5,Fel,Datum,,EKO,TJM,TJM,2026-13-01,',
      'D6,Okänd,Avdelning,,NOPE,TJM,TJM,,NOPE',
      '"D7","Citat ""Q""","Med, komma",,EKO,TJM,TJM,,',
      'D1,,Tom,,EKO,TJM,TJM,,',
    ].join('\r\n');
    const shown = ok(await send(ftg.cookie, text));
    expect(shown.Fel).toEqual([
      { Rad: 3, Falt: 'PersNr', Kod: 'validation.register.persNrTaken' },
      { Rad: 4, Falt: 'AnstNr', Kod: 'validation.register.codeTaken' },
      { Rad: 5, Falt: 'FoNamn', Kod: 'validation.required' },
      { Rad: 6, Falt: 'AnstDatum', Kod: 'validation.date.invalid' },
      { Rad: 7, Falt: 'Avdelning', Kod: 'validation.register.unknownCode' },
      { Rad: 7, Falt: 'ArbSchema', Kod: 'validation.register.unknownCode' },
      // A row wrong on its own is still checked against the others: every error at once.
      { Rad: 9, Falt: 'FoNamn', Kod: 'validation.required' },
      { Rad: 9, Falt: 'AnstNr', Kod: 'validation.register.codeTaken' },
    ]);
    expect(shown.Nya.map((n) => n.AnstNr)).toEqual(['D1', 'D7']);
    const refused = await send(ftg.cookie, text, {}, false);
    expect(refused.json().Code).toBe(ERRORS.ImportRowsWrong.code);
    const none = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.ftgId, company.ftgId), eq(employees.anstNr, 'D1')));
    expect(none).toEqual([]);
    const stored = ok(await send(ftg.cookie, text, { HoppaOverFel: true }, false));
    expect(stored.Nya.map((n) => n.AnstNr)).toEqual(['D1', 'D7']);
    const d7 = (await t.call(ftg.cookie, 'GET', '/api/registers/employees/D7')).json() as EmployeeDetail;
    expect(d7).toMatchObject({ FoNamn: 'Citat "Q"', EfNamn: 'Med, komma' });
  });

  it('reads a file saved in the Windows code page, and refuses one without the needed columns', async () => {
    const { ftg } = await newTeam(t);
    const latin = Buffer.from(
      'Anställningsnummer;Förnamn;Efternamn;Tidkodsgrupp;Lönekodsgrupp\nW1;Åke;Öst;TJM;TJM\n',
      'latin1',
    );
    expect(ok(await send(ftg.cookie, latin)).Nya).toEqual([{ AnstNr: 'W1', FoNamn: 'Åke', EfNamn: 'Öst' }]);
    const wrong = await send(ftg.cookie, 'namn;telefon\nAnna;123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ Code: ERRORS.ImportFileInvalid.code });
    const binary = await send(ftg.cookie, Buffer.from([0x00, 0x01, 0x02]));
    expect(binary.json().Code).toBe(ERRORS.ImportFileInvalid.code);
    // Too many rows is told apart from too many bytes.
    const header = 'Anställningsnummer;Förnamn;Efternamn;Tidkodsgrupp;Lönekodsgrupp';
    const many = [
      header,
      ...Array.from({ length: EMPLOYEE_CSV_MAX_ROWS + 1 }, (_, i) => `M${i};A;B;TJM;TJM`),
    ];
    const tooMany = await send(ftg.cookie, many.join('\n'));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({
      Code: ERRORS.ImportTooLarge.code,
      Details: [{ Field: 'Rader', Code: String(EMPLOYEE_CSV_MAX_ROWS) }],
    });
  });

  it('is for those who keep the registers', async () => {
    const { avd, per } = await newTeam(t);
    for (const u of [avd, per]) {
      expect((await send(u.cookie, 'x')).statusCode).toBe(403);
      expect((await t.call(u.cookie, 'GET', '/api/registers/import/employees/template')).statusCode).toBe(
        403,
      );
    }
  });
});
