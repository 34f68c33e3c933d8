import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newTeam } from '../../../test/factories';
import { compensations } from '../../db/schema/index';
import { pdfTexts } from '../../../test/pdf-text';
import { compensationCalls, details, png, type Json } from './compensations-test-kit';

// SPEC §5 Compensation reporting over the real HTTP stack and database: the rows, their approval
// and attestation, the payroll transfer and the print (the receipts: receipts.test.ts). Every test
// makes its own company and people, so the tests run alone and in any order.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, expense, create, list, upload } = compensationCalls(() => t);

describe('compensation rows', () => {
  it('are reported, listed, changed at the version read and deleted, with their sums', async () => {
    const per = await newEmployee(t);
    const row = await create(per.cookie, per.anstNr);
    expect(row).toMatchObject({
      Belopp: 247.97,
      Moms: 35.38,
      Summa: 247.97,
      ValutaKod: 'SEK',
      Kurs: 1,
      KanAndras: true,
      Kalla: 'MANUELL',
    });
    expect((await list(per.cookie, per.anstNr)).Rader.map((r) => r.Id)).toEqual([row.Id]);

    const put = await call(per.cookie, 'PUT', `/api/ersattningar/${row.Id}`, {
      ...expense(per.anstNr, { Belopp: null, Antal: 3, Apris: 19.9, Moms: 11.94 }),
      Version: row.Version,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      Belopp: 59.7,
      Summa: 59.7,
      Antal: 3,
      Apris: 19.9,
      Version: row.Version + 1,
    });
    // A change made on what was read before the other one is refused; nothing is lost.
    const stale = await call(per.cookie, 'PUT', `/api/ersattningar/${row.Id}`, {
      ...expense(per.anstNr),
      Version: row.Version,
    });
    expect(stale.json().Code).toBe(40900);
    expect(
      (await call(per.cookie, 'DELETE', `/api/ersattningar/${row.Id}?Version=${row.Version}`)).json().Code,
    ).toBe(40900);
    const del = await call(per.cookie, 'DELETE', `/api/ersattningar/${row.Id}?Version=${row.Version + 1}`);
    expect(del.statusCode).toBe(204);
    expect((await list(per.cookie, per.anstNr)).Rader).toEqual([]);
  });

  it('keeps a row in another currency with the rate used, summed in kronor', async () => {
    const per = await newEmployee(t);
    const row = await create(per.cookie, per.anstNr, {
      ValutaKod: 'EUR',
      Kurs: 11.4,
      Belopp: 43.2,
      Moms: 3.75,
    });
    expect(row).toMatchObject({ ValutaKod: 'EUR', Kurs: 11.4, Belopp: 43.2, Summa: 492.48, MomsSek: 42.75 });
  });

  it('answers wrong input with translated field errors, and stores nothing', async () => {
    const per = await newEmployee(t);
    const post = (over: Json) => call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr, over));
    expect(details(await post({ Belopp: null }))).toEqual([
      { Field: 'Belopp', Code: 'validation.compensation.amountRequired' },
    ]);
    expect(details(await post({ Moms: 300 }))).toEqual([
      { Field: 'Moms', Code: 'validation.compensation.vatAboveAmount' },
    ]);
    expect(details(await post({ ValutaKod: 'USD' }))).toEqual([
      { Field: 'Kurs', Code: 'validation.compensation.rateRequired' },
    ]);
    expect(details(await post({ LonKod: 'NOPE' }))).toEqual([
      { Field: 'LonKod', Code: 'validation.compensation.unknownCode' },
    ]);
    expect(details(await post({ Datum: '1999-01-04' }))).toEqual([
      { Field: 'Datum', Code: 'validation.date.outsideSalaryYears' },
    ]);
    expect(details(await post({ Brukare: 'B999' }))).toEqual([
      { Field: 'Brukare', Code: 'validation.timeEntry.unknownBrukare' },
    ]);
    const hostile = await post({ Text: 'a\u0000b', Belopp: 'x'.repeat(10_000) });
    expect(hostile.statusCode).toBe(400);
    expect((await list(per.cookie, per.anstNr)).Rader).toEqual([]);
  });

  it('refuses a pay code of a kind the company does not show', async () => {
    const { ftgId } = await newCompany(t, { portal: { EnableMilersattningView: false } });
    const per = await newEmployee(t, { ftgId });
    const res = await call(
      per.cookie,
      'POST',
      '/api/ersattningar',
      expense(per.anstNr, { LonKod: 'MIL-EGEN', Belopp: null, Antal: 10, Apris: 25, Moms: 0 }),
    );
    expect(details(res)).toEqual([{ Field: 'LonKod', Code: 'validation.compensation.unknownCode' }]);
  });

  it('asks for the receipt where the company or the pay code requires one (ReceiptRequired)', async () => {
    const { ftgId } = await newCompany(t, { portal: { UseMandatoryReceipt: true } });
    const per = await newEmployee(t, { ftgId });
    const post = (over: Json) => call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr, over));
    expect(details(await post({}))).toEqual([
      { Field: 'ReceiptId', Code: 'validation.compensation.receiptRequired' },
    ]);
    // Representation needs one whatever the switch says.
    const plain = await newEmployee(t);
    const repr = await call(
      plain.cookie,
      'POST',
      '/api/ersattningar',
      expense(plain.anstNr, { LonKod: 'REPR' }),
    );
    expect(details(repr)).toEqual([{ Field: 'ReceiptId', Code: 'validation.compensation.receiptRequired' }]);
    // With its receipt the row is taken.
    const receipt = (await upload(per.cookie, per.anstNr, await png())).json() as { Id: string };
    expect((await post({ ReceiptId: receipt.Id })).statusCode).toBe(201);
  });

  it('asks for brukare and result units where the company requires them on compensations', async () => {
    const { ftgId } = await newCompany(t, {
      settings: {
        useLss: true,
        openResEnhet: [true, false, false, false, false, false],
        regResEnh: [true, false, false, false, false, false],
      },
      portal: { UseErsMandatoryBrukare: true, UseErsMandatoryResEnhet1: true },
    });
    const per = await newEmployee(t, { ftgId });
    const res = await call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr));
    expect(details(res)).toEqual([
      { Field: 'Brukare', Code: 'validation.compensation.brukareRequired' },
      { Field: 'ResEnhet1', Code: 'validation.compensation.resEnhetRequired' },
    ]);
  });

  it('keeps PER to their own rows and AVD to their department', async () => {
    const { per, avd, other, ftg } = await newTeam(t);
    expect((await call(per.cookie, 'POST', '/api/ersattningar', expense(other.anstNr))).json().Code).toBe(
      40311,
    );
    expect(
      (
        await call(per.cookie, 'GET', `/api/ersattningar/${other.anstNr}?From=2026-11-01&To=2026-11-30`)
      ).json().Code,
    ).toBe(40311);
    expect(
      (
        await call(avd.cookie, 'GET', `/api/ersattningar/${other.anstNr}?From=2026-11-01&To=2026-11-30`)
      ).json().Code,
    ).toBe(40311);
    await create(avd.cookie, per.anstNr);
    await create(ftg.cookie, other.anstNr);
    expect((await list(per.cookie, per.anstNr)).Rader).toHaveLength(1);
    // Another company's session cannot reach this one's rows.
    const stranger = await newEmployee(t);
    expect(
      (
        await call(
          stranger.cookie,
          'GET',
          `/api/ersattningar/${per.anstNr}?From=2026-11-01&To=2026-11-30`,
          undefined,
          per.ftgId,
        )
      ).json().Code,
    ).toBe(40302);
  });

  it('follows the route condition: without Plus only EnableErsattningarView opens it', async () => {
    const { ftgId } = await newCompany(t, {
      settings: { hasPlus: false },
      portal: { EnableErsattningarView: false },
    });
    const per = await newEmployee(t, { ftgId });
    const res = await call(per.cookie, 'POST', '/api/ersattningar', expense(per.anstNr));
    expect(res.json().Code).toBe(40303);
  });

  it('locks an attested or transferred row, and leaves an approved one to the manager', async () => {
    const { per, avd } = await newTeam(t, { settings: { kalUseLonReady: true, kalUseAttest: true } });
    const row = await create(per.cookie, per.anstNr);
    const setStatus = (status: 'NOT_ATTESTED' | 'ATTESTED' | 'LOCKED') =>
      t.database.db.update(compensations).set({ status }).where(eq(compensations.id, row.Id));
    const put = (cookie: string) =>
      call(cookie, 'PUT', `/api/ersattningar/${row.Id}`, {
        ...expense(per.anstNr, { Text: 'Ändrad' }),
        Version: row.Version,
      });
    await setStatus('NOT_ATTESTED');
    expect((await list(per.cookie, per.anstNr)).Rader[0]).toMatchObject({
      KanAndras: false,
      LastOrsak: 'compensations.locked.approved',
    });
    expect((await put(per.cookie)).json().Code).toBe(40314);
    await setStatus('ATTESTED');
    expect((await put(avd.cookie)).json().Code).toBe(40314);
    await setStatus('LOCKED');
    expect((await list(avd.cookie, per.anstNr)).Rader[0]).toMatchObject({
      KanAndras: false,
      LastOrsak: 'compensations.locked.transferred',
    });
    expect(
      (await call(avd.cookie, 'DELETE', `/api/ersattningar/${row.Id}?Version=${row.Version}`)).json().Code,
    ).toBe(40314);
  });
});

describe('approval and attestation of compensation rows', () => {
  const period = { From: '2026-11-01', To: '2026-11-30' };
  const statusCall = (cookie: string, url: string, Action: string, AnstNr: string[]) =>
    call(cookie, 'POST', url, { Action, AnstNr, ...period });

  it('are attested in bulk by the manager, locked to the employee, and on the attest list and audit log', async () => {
    const { per, avd, ftg } = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    await create(per.cookie, per.anstNr);
    await create(per.cookie, per.anstNr, { Belopp: 100, Moms: 0 });
    const before = (
      await call(avd.cookie, 'GET', '/api/attestlista?From=2026-11-01&To=2026-11-30')
    ).json() as {
      AnstNr: string;
      Ersattningar: { Antal: Record<string, number>; Summa: number };
    }[];
    expect(before.find((e) => e.AnstNr === per.anstNr)?.Ersattningar).toEqual({
      // Without approval (KalUseLonReady off) a new row waits for attest at once.
      Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 2, ATTESTED: 0, LOCKED: 0 },
      Summa: 347.97,
    });

    const res = await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Andrade: 2, Oforandrade: 0 });
    const rows = (await list(per.cookie, per.anstNr)).Rader;
    expect(rows.map((r) => [r.Status, r.KanAndras, r.LastOrsak])).toEqual([
      ['ATTESTED', false, 'compensations.locked.attested'],
      ['ATTESTED', false, 'compensations.locked.attested'],
    ]);
    // Time rows are not touched by the compensations' attest, nor the other way round.
    expect((await statusCall(avd.cookie, '/api/attest', 'unattest', [per.anstNr])).json()).toMatchObject({
      Andrade: 0,
      Oforandrade: 0,
    });
    const today = toIsoDate(t.clock.now());
    const audit = await call(
      ftg.cookie,
      'GET',
      `/api/admin/audit?Action=compensation.status&From=${today}&To=${today}`,
    );
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain(per.anstNr);

    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'unattest', [per.anstNr])).json(),
    ).toMatchObject({
      Andrade: 2,
      Oforandrade: 0,
    });
    expect((await list(per.cookie, per.anstNr)).Rader.every((r) => r.KanAndras)).toBe(true);
  });

  it('follow the approval rules of time: approved first where the company says so', async () => {
    const { per, avd } = await newTeam(t, { settings: { kalUseLonReady: true, kalUseAttest: true } });
    await create(per.cookie, per.anstNr);
    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json(),
    ).toMatchObject({
      Andrade: 0,
      Oforandrade: 1,
    });
    expect(
      (await statusCall(per.cookie, '/api/ersattningar/godkann', 'approve', [per.anstNr])).json(),
    ).toMatchObject({
      Andrade: 1,
      Oforandrade: 0,
    });
    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json(),
    ).toMatchObject({
      Andrade: 1,
      Oforandrade: 0,
    });
  });

  it('are refused where the portal does not attest compensations, to employees and outside the scope', async () => {
    const { per, avd, other } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true },
      portal: { EnableAttestErsattningarView: false },
    });
    await create(per.cookie, per.anstNr);
    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json().Code,
    ).toBe(40303);
    expect(
      (await statusCall(per.cookie, '/api/ersattningar/attest', 'attest', [per.anstNr])).json().Code,
    ).toBe(40303);
    const open = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    expect(
      (await statusCall(open.avd.cookie, '/api/ersattningar/attest', 'attest', [open.other.anstNr])).json()
        .Code,
    ).toBe(40311);
    expect(
      (await statusCall(avd.cookie, '/api/ersattningar/attest', 'approve', [other.anstNr])).statusCode,
    ).toBe(400);
  });
});

describe('compensation rows at the payroll transfer', () => {
  const month = { From: '2026-11-01', To: '2026-11-30' };

  it('stops the transfer, locking nothing, while a row has a pay code gone from the registry', async () => {
    const { per, ftg } = await newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: true } });
    const row = await create(per.cookie, per.anstNr);
    await t.database.db
      .update(compensations)
      .set({ status: 'ATTESTED', lonKod: 'BORTTAGEN' })
      .where(eq(compensations.id, row.Id));
    const res = await call(ftg.cookie, 'POST', '/api/lonexport', month);
    expect(res.json()).toMatchObject({ Details: [{ Field: 'BORTTAGEN', Code: 'errors.paxmlCodeMissing' }] });
    const [stored] = await t.database.db.select().from(compensations).where(eq(compensations.id, row.Id));
    expect(stored?.status).toBe('ATTESTED');
  });

  it('transfers compensations without their attest where the portal does not attest them', async () => {
    const { per, ftg } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true },
      portal: { EnableAttestErsattningarView: false },
    });
    await create(per.cookie, per.anstNr);
    const res = await call(ftg.cookie, 'POST', '/api/lonexport', month);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Antal).toBe(1);
    expect((await list(per.cookie, per.anstNr)).Rader[0]).toMatchObject({ Status: 'LOCKED' });
  });
});

describe('GET /print/ersattningar', () => {
  it("prints the employee's compensations with their totals, in the employee's scope", async () => {
    const { per, other } = await newTeam(t);
    await create(per.cookie, per.anstNr, { Text: 'Kontorsmaterial – Łódź' });
    await create(per.cookie, per.anstNr, {
      Datum: '2026-11-20',
      Belopp: 42,
      Moms: 8.4,
      ValutaKod: 'EUR',
      Kurs: 11.52,
    });
    const url = (anstNr: string, lang = 'sv') =>
      `/print/ersattningar?AnstNr=${anstNr}&From=2026-11-01&To=2026-11-30&Lang=${lang}`;
    const res = await t.api({ url: url(per.anstNr), cookie: per.cookie });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe('Ersättningar');
    const text = (await pdfTexts(new Uint8Array(res.rawPayload))).flat().join(' ');
    for (const expected of [
      'Ersättningar',
      'Kontorsmaterial – Łódź',
      '247,97',
      '42,00 EUR',
      '483,84',
      // The totals, in kronor, as the page sums them.
      '731,81',
      'Varav moms: 132,15',
      'Ej godkänd',
    ])
      expect(text).toContain(expected);
    const english = await t.api({ url: url(per.anstNr, 'en'), cookie: per.cookie });
    const en = (await pdfTexts(new Uint8Array(english.rawPayload))).flat().join(' ');
    expect(en).toContain('Compensations');
    expect((await t.api({ url: url(other.anstNr), cookie: per.cookie })).json().Code).toBe(40311);
  });
});
