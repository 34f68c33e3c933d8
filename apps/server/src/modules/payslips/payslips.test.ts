import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ERRORS } from '@lonportal/domain';
import {
  LONUT_IMPORT_MAX_BYTES,
  type LonebeskedList,
  type LonebeskedView,
  type PayRunImportResult,
} from '@lonportal/domain/payslips/index';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE, type Team } from '../../../test/factories';
import { auditLog, companies, messages, payslips, portalSettings } from '../../db/schema/index';
import { announceDuePayslips } from './announce';
import { importBody, lonutFile, typicalRows, type LonebeskedXml } from './lonut-test-kit';

// Payslips and balances from the payroll program (DOMAIN §12 LÖNUT; SPEC §2.1 /lonebesked). The
// test clock's today is Saturday 21 November 2026; November's pay day is Wednesday the 25th.
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Company {
  team: Team;
  orgnr: string;
  adm: Awaited<ReturnType<typeof newUser>>;
  /** A payslip of the team's `per`, as the file has it. */
  slip: (o?: Partial<LonebeskedXml>) => LonebeskedXml;
  importFile: (file: Buffer) => Promise<PayRunImportResult>;
}

async function company(): Promise<Company> {
  const team = await newTeam(t);
  const ftgId = team.company.ftgId;
  const [row] = await t.database.db
    .select({ orgnr: companies.orgnr })
    .from(companies)
    .where(eq(companies.ftgId, ftgId));
  const adm = await newUser(t, { ftgId, role: ROLE.ADM });
  const slip = (o: Partial<LonebeskedXml> = {}): LonebeskedXml => ({
    anstid: team.per.anstNr,
    persnr: team.per.person.persNr,
    fornamn: team.per.person.foNamn,
    efternamn: team.per.person.efNamn,
    ...o,
  });
  const importFile = async (file: Buffer) => {
    const res = await t.call(adm.cookie, 'POST', '/api/lonebesked/import', importBody(file), ftgId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PayRunImportResult;
  };
  return { team, orgnr: row!.orgnr, adm, slip, importFile };
}

/** Runs `fn` with the clock `days` ahead, then puts it back. */
async function daysLater<T>(days: number, fn: () => Promise<T>): Promise<T> {
  t.clock.advance(days * DAY);
  try {
    return await fn();
  } finally {
    t.clock.advance(-days * DAY);
  }
}

const list = async (c: Company, cookie = c.team.per.cookie, query = '') => {
  const res = await t.call(cookie, 'GET', `/api/lonebesked${query}`, undefined, c.team.company.ftgId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LonebeskedList;
};

const inboxOf = (userId: string) =>
  t.database.db.select().from(messages).where(eq(messages.recipientId, userId));

describe('importing a pay run', () => {
  it('previews who the payslips are matched to and who not, and stores nothing', async () => {
    const c = await company();
    const { team } = c;
    const file = lonutFile({
      orgnr: c.orgnr,
      lonebesked: [
        c.slip(),
        // By personnummer where the AnstNr is missing.
        { persnr: team.other.person.persNr, fornamn: 'Olle' },
        { anstid: 'X999', persnr: '199001011234', fornamn: 'Okänd' },
        // The AnstNr of one, the personnummer of another: never given to either.
        { anstid: team.avd.anstNr, persnr: team.per.person.persNr, fornamn: 'Fel' },
      ],
      saldon: [{ anstid: team.per.anstNr, datum: '2026-10-31', saldo: { flexsaldo: 4.5 } }],
    });
    const res = await t.call(
      c.adm.cookie,
      'POST',
      '/api/lonebesked/import/preview',
      importBody(file),
      team.company.ftgId,
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as PayRunImportResult;
    expect(preview.Publicerad).toBe(false);
    expect(preview.Perioder).toEqual([
      {
        PeriodId: '2026-11',
        PeriodText: 'November 2026',
        BetalDatum: '2026-11-25',
        Lonebesked: 2,
        Ersatter: false,
        Ersatta: 0,
      },
    ]);
    expect(preview.Matchade.map((m) => [m.AnstNr, m.Lonebesked, m.Saldon]).sort()).toEqual(
      [
        [team.per.anstNr, 1, 1],
        [team.other.anstNr, 1, 0],
      ].sort(),
    );
    expect(preview.Omatchade.map((o) => [o.AnstNr, o.Orsak, o.PersNr])).toEqual([
      ['X999', 'OKAND', '••••••••1234'],
      [team.avd.anstNr, 'PERSNR_SKILJER', `••••••••${team.per.person.persNr.slice(-4)}`],
    ]);
    expect(preview.Saldon).toBe(1);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(payslips)
      .where(eq(payslips.ftgId, team.company.ftgId));
    expect(stored?.n).toBe(0);
  });

  it('publishes: the employee sees the payslip from its pay day, not before, and is told then, once', async () => {
    const c = await company();
    const result = await c.importFile(lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip()] }));
    expect(result.Publicerad).toBe(true);
    expect((await list(c)).Lonebesked).toEqual([]);
    expect(await inboxOf(c.team.per.userId!)).toEqual([]);
    await daysLater(4, async () => {
      // Four days on, the session of before has ended.
      const cookie = await t.login(c.team.per.login, c.team.per.password);
      const seen = await list(c, cookie);
      expect(seen.Lonebesked).toEqual([
        {
          Id: expect.any(String),
          PeriodId: '2026-11',
          PeriodText: 'November 2026',
          BetalDatum: '2026-11-25',
          Utbetalt: 22834,
        },
      ]);
      expect(await announceDuePayslips(t.app)).toBeGreaterThanOrEqual(1);
      await announceDuePayslips(t.app);
      const inbox = await inboxOf(c.team.per.userId!);
      expect(inbox.map((m) => [m.nyckel, m.parametrar])).toEqual([
        ['messages.portal.payslips.PUBLISHED', { period: 'November 2026' }],
      ]);
    });
  });

  it('replaces a period imported again, without duplicates and without telling anyone twice', async () => {
    const c = await company();
    const ftgId = c.team.company.ftgId;
    const paid = { betaldatum: '2026-11-20' };
    await c.importFile(lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip(paid)] }));
    const again = await c.importFile(
      lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip({ ...paid, rader: typicalRows({ lon: 33000 }) })] }),
    );
    expect(again.Perioder[0]).toMatchObject({ Ersatter: true, Ersatta: 1 });
    const [rows] = await t.database.db.select({ n: count() }).from(payslips).where(eq(payslips.ftgId, ftgId));
    expect(rows?.n).toBe(1);
    const [only] = (await list(c)).Lonebesked;
    const view = (
      await t.call(c.team.per.cookie, 'GET', `/api/lonebesked/${only!.Id}`, undefined, ftgId)
    ).json() as LonebeskedView;
    expect(view.Grupper[0]?.Rader[0]?.Belopp).toBe(33000);
    expect(await inboxOf(c.team.per.userId!)).toHaveLength(1);
  });

  it('replaces only the payslips of the people in the file: a correction of one person keeps the others', async () => {
    const c = await company();
    const ftgId = c.team.company.ftgId;
    const paid = { betaldatum: '2026-11-20' };
    const other = { anstid: c.team.other.anstNr, persnr: c.team.other.person.persNr, ...paid };
    await c.importFile(lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip(paid), other] }));
    const correction = await c.importFile(
      lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip({ ...paid, rader: typicalRows({ lon: 34000 }) })] }),
    );
    expect(correction.Perioder[0]).toMatchObject({ Ersatter: true, Ersatta: 1, Lonebesked: 1 });
    const rows = await t.database.db
      .select({ anstNr: payslips.anstNr })
      .from(payslips)
      .where(eq(payslips.ftgId, ftgId));
    expect(rows.map((r) => r.anstNr).sort()).toEqual([c.team.per.anstNr, c.team.other.anstNr].sort());
  });

  it.each([
    [
      'a file not valid under the schemas',
      () =>
        lonutFile({
          raw: '<?xml version="1.0"?><paxml><header><version>2.0</version><okand/></header></paxml>',
        }),
      'ImportFileInvalid',
    ],
    [
      'a document type',
      () => lonutFile({ raw: '<?xml version="1.0"?><!DOCTYPE paxml [<!ENTITY x "y">]><paxml/>' }),
      'ImportFileInvalid',
    ],
    [
      'another company’s file',
      () => lonutFile({ orgnr: '5560360793', lonebesked: [{ anstid: '1' }] }),
      'ImportWrongCompany',
    ],
    [
      'a file without payslips or balances',
      (c: Company) => lonutFile({ orgnr: c.orgnr }),
      'ImportFileInvalid',
    ],
    [
      'a payslip without a pay day in a file without a date',
      (c: Company) =>
        lonutFile({
          raw: lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip({ betaldatum: null })] })
            .toString('latin1')
            .replace(/<datum>[^<]*<\/datum>/, ''),
        }),
      'ImportFileInvalid',
    ],
  ] as const)('refuses %s with a 4xx and stores nothing', async (_what, make, error) => {
    const c = await company();
    const res = await t.call(
      c.adm.cookie,
      'POST',
      '/api/lonebesked/import',
      importBody(make(c)),
      c.team.company.ftgId,
    );
    expect([res.statusCode, res.json().Code], res.body).toEqual([400, ERRORS[error].code]);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(payslips)
      .where(eq(payslips.ftgId, c.team.company.ftgId));
    expect(stored?.n).toBe(0);
  });

  it('refuses a file over the size limit', async () => {
    const c = await company();
    const huge = Buffer.alloc(LONUT_IMPORT_MAX_BYTES + 1, 0x20);
    const res = await t.call(
      c.adm.cookie,
      'POST',
      '/api/lonebesked/import/preview',
      importBody(huge),
      c.team.company.ftgId,
    );
    expect([res.statusCode, res.json().Code]).toEqual([413, ERRORS.ImportTooLarge.code]);
  });

  it('is for those who send time to payroll: an employee or a manager gets 403', async () => {
    const c = await company();
    const file = importBody(lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip()] }));
    for (const cookie of [c.team.per.cookie, c.team.avd.cookie]) {
      const res = await t.call(cookie, 'POST', '/api/lonebesked/import', file, c.team.company.ftgId);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('reading a payslip', () => {
  it('shows the rows as payroll meant them, the balances, and what changed since the month before', async () => {
    const c = await company();
    const ftgId = c.team.company.ftgId;
    await c.importFile(
      lonutFile({
        orgnr: c.orgnr,
        lonebesked: [
          c.slip({
            periodid: '2026-10',
            periodtext: 'Oktober 2026',
            betaldatum: '2026-10-25',
            rader: typicalRows({ obTimmar: 8 }),
          }),
          c.slip({
            periodid: '2026-11',
            betaldatum: '2026-11-20',
            rader: typicalRows({ obTimmar: 20 }),
            saldo: { flexsaldo: 6.5, sembettot: 25, sembetutb: 10, semspatot: 5, semspautb: 0 },
          }),
        ],
      }),
    );
    const { Lonebesked } = await list(c);
    expect(Lonebesked.map((s) => s.PeriodId)).toEqual(['2026-11', '2026-10']);
    const res = await t.call(
      c.team.per.cookie,
      'GET',
      `/api/lonebesked/${Lonebesked[0]!.Id}`,
      undefined,
      ftgId,
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as LonebeskedView;
    expect(view.Grupper.map((g) => g.Grupp)).toEqual(['BRUTTO', 'SKATT', 'NETTO']);
    // The DOLD row is not there; the FET ones are bold.
    expect(view.Grupper.flatMap((g) => g.Rader.map((r) => r.Benamning))).not.toContain('Kontering');
    expect(view.Grupper[0]?.Rader.map((r) => [r.Benamning, r.Fet])).toEqual([
      ['Månadslön', true],
      ['OB-tillägg kväll', false],
    ]);
    expect(view.Grupper[0]?.Summa).toBe(32000 + 20 * 62);
    expect(view.BankKonto).toBe('•••• 7923');
    expect(view.Skatt.Tabell).toBe(33);
    expect(view.Ackumulerat.Bruttolon).toBe(358000);
    expect(view.Foregaende?.PeriodText).toBe('Oktober 2026');
    expect(view.Forandringar.find((f) => f.Benamning === 'OB-tillägg kväll')).toMatchObject({
      Typ: 'ANDRAD',
      Skillnad: 12 * 62,
      Timmar: 12,
    });
    expect(view.Saldo?.Semester.Betalda).toEqual({ Totalt: 25, Uttagna: 10, Kvar: 15 });
    expect(view.Saldo?.FlexSaldo).toBe(6.5);
    expect((await list(c)).Saldon.map((s) => s.Datum)).toEqual(['2026-11-20']);
  });

  it('shows only the parts the company shows', async () => {
    const c = await company();
    const ftgId = c.team.company.ftgId;
    await c.importFile(
      lonutFile({
        orgnr: c.orgnr,
        lonebesked: [c.slip({ betaldatum: '2026-11-20', saldo: { flexsaldo: 1 } })],
      }),
    );
    const { Lonebesked } = await list(c);
    const [settings] = await t.database.db
      .select()
      .from(portalSettings)
      .where(eq(portalSettings.ftgId, ftgId));
    await t.database.db
      .update(portalSettings)
      .set({ info: { ...settings!.info, EnableLonebeskedView: false, EnableSaldonView: true } })
      .where(eq(portalSettings.ftgId, ftgId));
    const only = await list(c);
    expect([only.VisaLonebesked, only.Lonebesked, only.Saldon.length]).toEqual([false, [], 1]);
    const res = await t.call(
      c.team.per.cookie,
      'GET',
      `/api/lonebesked/${Lonebesked[0]!.Id}`,
      undefined,
      ftgId,
    );
    expect(res.statusCode).toBe(404);
  });

  it('keeps each payslip to its employee; an administrator’s view is in the audit log', async () => {
    const c = await company();
    const ftgId = c.team.company.ftgId;
    await c.importFile(lonutFile({ orgnr: c.orgnr, lonebesked: [c.slip({ betaldatum: '2026-11-20' })] }));
    const [slip] = (await list(c)).Lonebesked;
    // A colleague and a manager: as if there were no such payslip, and no list of another's.
    for (const cookie of [c.team.other.cookie, c.team.avd.cookie]) {
      expect((await t.call(cookie, 'GET', `/api/lonebesked/${slip!.Id}`, undefined, ftgId)).statusCode).toBe(
        404,
      );
      const res = await t.call(
        cookie,
        'GET',
        `/api/lonebesked?AnstNr=${c.team.per.anstNr}`,
        undefined,
        ftgId,
      );
      expect(res.statusCode).toBe(403);
    }
    // Another company's administrator does not find it either.
    const stranger = await company();
    const res = await t.call(
      stranger.adm.cookie,
      'GET',
      `/api/lonebesked/${slip!.Id}`,
      undefined,
      stranger.team.company.ftgId,
    );
    expect(res.statusCode).toBe(404);
    // The company administrator reads it; the view is recorded, the employee's own views are not.
    expect((await list(c, c.team.ftg.cookie, `?AnstNr=${c.team.per.anstNr}`)).Lonebesked).toHaveLength(1);
    expect(
      (await t.call(c.team.ftg.cookie, 'GET', `/api/lonebesked/${slip!.Id}`, undefined, ftgId)).statusCode,
    ).toBe(200);
    const views = await t.database.db
      .select({ userId: auditLog.userId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, ftgId), eq(auditLog.action, 'payslip.viewed')));
    expect(views.map((v) => v.userId)).toEqual([c.team.ftg.userId, c.team.ftg.userId]);
  });
});
