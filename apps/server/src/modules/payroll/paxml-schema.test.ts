import { describe, expect, it } from 'vitest';
import { and, eq, max, min, sql } from 'drizzle-orm';
import { paxmlSchemaErrors } from '../../../test/paxml-schema';
import { createScheduledEntries } from '../../db/seed/factories';
import { TID_KODER } from '../../db/seed/codes';
import {
  absenceReports,
  children,
  companies,
  compensations,
  employees,
  tidKoder,
  timeEntries,
} from '../../db/schema/index';

import type { Element } from '@xmldom/xmldom';
import { all, byDate, child, paxmlFileSetup, text } from '../../../test/paxml-file-kit';

// Every PAXml file the export writes validates against both official schemas (shared/paxml): the
// demo's attested month, and generated rows that hit every edge (all seeded codes, clock-change
// nights, breaks, midnight, 24 h, negative hours, long result units, markup and letters outside
// Latin-1, codes without a PAXml tidkod). Rows are written straight into the table as attested, the
// file is made by the real endpoint.
const { ctx, insert, exportPeriod, exportedFile } = paxmlFileSetup();

describe('the PAXml file', () => {
  it('of a company’s attested months, as the demo seed reports them, validates against both schemas', async () => {
    await createScheduledEntries(ctx.t.database.db, {
      ftgId: ctx.FTG,
      employees: ctx.staff,
      from: '2026-08-01',
      to: '2026-09-30',
      status: 'ATTESTED',
    });
    const [span] = await ctx.t.database.db
      .select({ from: min(timeEntries.datum), to: max(timeEntries.datum) })
      .from(timeEntries)
      .where(and(eq(timeEntries.ftgId, ctx.FTG), eq(timeEntries.status, 'ATTESTED')));
    expect(span?.from).toBeTruthy();
    const { root, antal } = await exportedFile(span!.from!, span!.to!);
    expect(antal).toBeGreaterThan(100);
    expect(all(root, 'tidtrans').length + all(root, 'lonetrans').length).toBe(antal);
  });

  it('names the child of a VAB report’s days, and no child on other absence', async () => {
    const db = ctx.t.database.db;
    const [barn] = await db
      .insert(children)
      .values({ ftgId: ctx.FTG, anstNr: '1001', persNr: '20121212-1212', namn: 'Alva', maxDagar: 120 })
      .returning();
    const report = (typ: 'VAB' | 'SJUK', tidKod: string, barnId: string | null) =>
      db
        .insert(absenceReports)
        .values({ ftgId: ctx.FTG, anstNr: '1001', typ, tidKod, fromDatum: '2026-11-02', barnId })
        .returning()
        .then(([r]) => r!.id);
    const vab = await report('VAB', 'VAB', barn!.id);
    const sick = await report('SJUK', 'SJK', null);
    await insert([
      { datum: '2026-11-02', tidKod: 'VAB', absenceId: vab },
      { datum: '2026-11-03', tidKod: 'VAB', timmar: 4, absenceId: vab },
      { datum: '2026-11-04', tidKod: 'SJK', absenceId: sick },
      // A VAB day a manager typed without a report names no child.
      { datum: '2026-11-05', tidKod: 'VAB' },
    ]);

    const { root } = await exportedFile('2026-11-01', '2026-11-30');
    const barnOf = (datum: string) => text(byDate(root, 'tidtrans', datum)[0]!, 'barn');
    expect(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].map(barnOf)).toEqual([
      '201212121212',
      '201212121212',
      null,
      null,
    ]);
  });

  it('of generated rows at every edge validates against both schemas and says what we store', async () => {
    await ctx.t.database.db
      .update(companies)
      .set({ namn: 'Åkeri & Söner <Łódź> "Nord" AB' })
      .where(eq(companies.ftgId, ctx.FTG));
    // A personnummer the registry holds with a dash is sent as 12 digits; a broken one is left out.
    await ctx.t.database.db
      .update(employees)
      .set({ persNr: '19121212-1212' })
      .where(and(eq(employees.ftgId, ctx.FTG), eq(employees.anstNr, '1002')));
    await ctx.t.database.db
      .update(employees)
      .set({ persNr: '12345' })
      .where(and(eq(employees.ftgId, ctx.FTG), eq(employees.anstNr, '1003')));
    const codes = TID_KODER.map((k, i) => ({
      datum: `2026-11-${String(i + 1).padStart(2, '0')}`,
      anstNr: '1002',
      tidKod: k.tidKod,
      timmar: 1.25,
    }));
    await insert([
      ...codes,
      { datum: '2026-10-24', startTid: '22:00', slutTid: '06:00', timmar: 9 }, // clocks back: 9 h
      { datum: '2026-10-25', startTid: '22:00', slutTid: '06:00', timmar: 8 },
      { datum: '2026-11-02', startTid: '08:00', slutTid: '17:00', rastMinuter: 60, timmar: 8 },
      { datum: '2026-11-03', startTid: '07:15', slutTid: '07:15', timmar: 24 },
      { datum: '2026-11-04', startTid: '18:00', slutTid: '24:00', timmar: 6 },
      { datum: '2026-11-05', timmar: -2.5, kommentar: 'rättelse <&>' },
      { datum: '2026-11-06', timmar: 0 },
      { datum: '2026-11-09', resEnhet: ['1234567890', 'A&B<"x">', 'Å', '', 'ÖÄ', 'Z'] },
      { datum: '2026-11-10', anstNr: '1003' },
    ]);

    const { root } = await exportedFile('2026-10-01', '2026-12-31');
    const header = child(root, 'header')!;
    expect(text(header, 'foretagnamn')).toBe('Åkeri & Söner <Łódź> "Nord" AB');
    expect(text(header, 'foretagorgnr')).toMatch(/^\d{10}$/);

    const of1001 = (datum: string) =>
      byDate(root, 'tidtrans', datum).find((e) => e.getAttribute('anstid') === '1001')!;
    const shape = (e: Element) => [text(e, 'starttid'), text(e, 'sluttid'), text(e, 'timmar')];
    expect(shape(of1001('2026-10-24'))).toEqual([null, null, '9.00']);
    expect(shape(of1001('2026-10-25'))).toEqual(['2026-10-25T22:00:00', '2026-10-26T06:00:00', null]);
    expect(shape(of1001('2026-11-02'))).toEqual([null, null, '8.00']); // a break
    expect(shape(of1001('2026-11-03'))).toEqual(['2026-11-03T07:15:00', '2026-11-04T07:15:00', null]);
    expect(shape(of1001('2026-11-04'))).toEqual(['2026-11-04T18:00:00', '2026-11-05T00:00:00', null]);
    expect(shape(of1001('2026-11-05'))).toEqual([null, null, '-2.50']);
    expect(all(of1001('2026-11-09'), 'resenhet').map((r) => r.getAttribute('id'))).toEqual([
      '1234567890',
      'A&B<"x">',
      'Å',
      'ÖÄ',
      'Z',
    ]);

    // Every seeded code maps: to its PAXml tidkod, or as hours of its pay code.
    const sent = (tidKod: string, i: number) => {
      const datum = codes[i]!.datum;
      const e = [...byDate(root, 'tidtrans', datum), ...byDate(root, 'lonetrans', datum)].find(
        (x) => x.getAttribute('anstid') === '1002',
      )!;
      return [tidKod, e.tagName, text(e, 'tidkod') ?? text(e, 'lonart')];
    };
    expect(TID_KODER.map((k, i) => sent(k.tidKod, i))).toEqual(
      TID_KODER.map((k) => [k.tidKod, k.paxmlKod ? 'tidtrans' : 'lonetrans', k.paxmlKod ?? k.lonKod]),
    );
    expect(
      sent(
        'JOUR',
        TID_KODER.findIndex((k) => k.tidKod === 'JOUR'),
      )[2],
    ).toBe('JR1');
    expect(
      sent(
        'BER',
        TID_KODER.findIndex((k) => k.tidKod === 'BER'),
      )[2],
    ).toBe('BE1');

    const persnr = (anstNr: string) =>
      new Set(
        all(root, 'tidtrans')
          .filter((e) => e.getAttribute('anstid') === anstNr)
          .map((e) => e.getAttribute('persnr')),
      );
    expect(persnr('1002')).toEqual(new Set(['191212121212']));
    expect(persnr('1003')).toEqual(new Set([null]));
    // The comment is no PAXml element.
    expect(root.toString()).not.toContain('rättelse');
    // Postids are distinct integers.
    const postIds = [...all(root, 'tidtrans'), ...all(root, 'lonetrans')].map((e) =>
      e.getAttribute('postid'),
    );
    expect(new Set(postIds).size).toBe(postIds.length);
    expect(postIds.every((p) => /^[1-9]\d*$/.test(p ?? ''))).toBe(true);
  });

  it('of the spring clock change sends the 7 real hours, not the times', async () => {
    await insert([{ datum: '2026-03-28', startTid: '22:00', slutTid: '06:00', timmar: 7 }]);
    const { root } = await exportedFile('2026-03-01', '2026-03-31');
    const [row] = byDate(root, 'tidtrans', '2026-03-28');
    expect([text(row!, 'starttid'), text(row!, 'timmar')]).toEqual([null, '7.00']);
  });

  it('with only codes that have no PAXml tidkod has pay transactions and still validates', async () => {
    await insert([{ datum: '2026-09-07', tidKod: 'FRISK', timmar: 1 }]);
    const { root } = await exportedFile('2026-09-01', '2026-09-30');
    expect(all(root, 'tidtransaktioner')).toHaveLength(0);
    const [pay] = all(root, 'lonetrans');
    expect([text(pay!, 'lonart'), text(pay!, 'antal'), text(pay!, 'benamning')]).toEqual([
      'FRISKTIM',
      '1.00',
      'Friskvårdstimme',
    ]);
  });

  it('carries attested compensation rows as pay transactions, locks them with the time, and validates', async () => {
    await insert([{ datum: '2026-11-02', timmar: 8 }]);
    const compensation = (over: Partial<typeof compensations.$inferInsert>) => ({
      ftgId: ctx.FTG,
      anstNr: '1001',
      datum: '2026-11-03',
      lonKod: 'UTLÄGG',
      antal: 1,
      belopp: 247.97,
      moms: 35.38,
      summa: 247.97,
      momsSek: 35.38,
      status: 'ATTESTED' as const,
      ...over,
    });
    const [sek, , eur, waiting] = await ctx.t.database.db
      .insert(compensations)
      .values([
        compensation({
          text: 'ICA <Hornstull> & Łódź',
          varugrupp: 'Livsmedel',
          konto: '5460',
          resEnhet: ['200', '', '', '', '', ''],
        }),
        compensation({
          anstNr: '1002',
          datum: '2026-11-04',
          lonKod: 'MIL-EGEN',
          antal: 12.5,
          apris: 2.5,
          belopp: 31.25,
          moms: 0,
          summa: 31.25,
          momsSek: 0,
        }),
        compensation({
          datum: '2026-11-05',
          belopp: 42,
          moms: 8.4,
          valutaKod: 'EUR',
          kurs: 11.52,
          summa: 483.84,
          momsSek: 96.77,
        }),
        compensation({ datum: '2026-11-06', status: 'NOT_ATTESTED' }),
      ])
      .returning({ id: compensations.id });
    const { root, antal } = await exportedFile('2026-11-01', '2026-11-30');
    expect(antal).toBe(4);
    const pay = all(root, 'lonetrans');
    expect(pay).toHaveLength(3);
    // By employee, then date: 1001's two rows, then 1002's.
    const [first, foreign, mileage] = pay as [Element, Element, Element];
    expect(first.getAttribute('anstid')).toBe('1001');
    expect(text(first, 'lonart')).toBe('UTLÄGG');
    expect(text(first, 'benamning')).toBe('Utlägg');
    expect(text(first, 'kommentar')).toBe('ICA <Hornstull> & Łódź');
    expect(text(first, 'belopp')).toBe('247.97');
    expect(text(first, 'moms')).toBe('35.38');
    expect(text(first, 'varugrupp')).toBe('Livsmedel');
    expect(text(first, 'kontonr')).toBe('5460');
    expect(child(child(first, 'resenheter')!, 'resenhet')?.getAttribute('id')).toBe('200');
    expect(text(foreign, 'belopp')).toBe('483.84');
    expect(text(foreign, 'info')).toBe('42.00 EUR, kurs 11.520000');
    expect(child(foreign, 'apris')).toBeUndefined();
    expect([text(mileage, 'antal'), text(mileage, 'apris'), text(mileage, 'belopp')]).toEqual([
      '12.50',
      '2.50',
      '31.25',
    ]);
    const postIds = [...all(root, 'tidtrans'), ...pay].map((e) => Number(e.getAttribute('postid')));
    expect(new Set(postIds).size).toBe(4);
    // An employee whose expenses alone went gets no schedule in the file.
    expect(all(root, 'schema').map((e) => e.getAttribute('anstid'))).toEqual(['1001']);

    const stored = await ctx.t.database.db
      .select({
        id: compensations.id,
        status: compensations.status,
        postId: compensations.postId,
        exportId: compensations.exportId,
      })
      .from(compensations)
      .where(eq(compensations.ftgId, ctx.FTG));
    const byId = new Map(stored.map((r) => [r.id, r]));
    expect(byId.get(sek!.id)).toMatchObject({ status: 'LOCKED' });
    expect(byId.get(sek!.id)?.postId).toBe(Number(first.getAttribute('postid')));
    expect(byId.get(eur!.id)?.status).toBe('LOCKED');
    expect(byId.get(waiting!.id)).toMatchObject({ status: 'NOT_ATTESTED', postId: null, exportId: null });
    // A second export finds nothing new.
    expect((await exportPeriod('2026-11-01', '2026-11-30')).json().Antal).toBe(0);
  });

  it('is not made while a code has neither a PAXml tidkod nor a pay code, and nothing is locked', async () => {
    await ctx.t.database.db.insert(tidKoder).values([
      { ftgId: ctx.FTG, tidKod: 'EGEN', benText: 'Egen kod', typ: 'NORMAL', grupper: ['TJM'] },
      { ftgId: ctx.FTG, tidKod: 'FEL', benText: 'Fel kod', typ: 'NORMAL', grupper: ['TJM'], paxmlKod: 'XYZ' },
    ]);
    const [a, b] = await insert([
      { datum: '2026-08-03', tidKod: 'EGEN' },
      { datum: '2026-08-04', tidKod: 'FEL' },
    ]);
    const res = await exportPeriod('2026-08-01', '2026-08-31');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      Code: 40930,
      Details: [
        { Field: 'EGEN', Code: 'errors.paxmlCodeMissing' },
        { Field: 'FEL', Code: 'errors.paxmlCodeMissing' },
      ],
    });
    const rows = await ctx.t.database.db
      .select({ status: timeEntries.status, postId: timeEntries.postId })
      .from(timeEntries)
      .where(sql`${timeEntries.id} in (${a!.id}, ${b!.id})`);
    expect(rows).toEqual([
      { status: 'ATTESTED', postId: null },
      { status: 'ATTESTED', postId: null },
    ]);
    // Mapped, the same rows go.
    await ctx.t.database.db.update(tidKoder).set({ lonKod: 'FRISKTIM' }).where(eq(tidKoder.tidKod, 'EGEN'));
    await ctx.t.database.db.update(tidKoder).set({ paxmlKod: 'ARB' }).where(eq(tidKoder.tidKod, 'FEL'));
    expect((await exportedFile('2026-08-01', '2026-08-31')).antal).toBe(2);
  });

  it('is checked by a validator that refuses what the schema refuses', async () => {
    const bad = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<paxml><header><version>2.0</version></header>' +
        '<tidtransaktioner><tidtrans postid="x"><tidkod>JOUR</tidkod></tidtrans></tidtransaktioner></paxml>',
      'latin1',
    );
    const errors = await paxmlSchemaErrors(new Uint8Array(bad));
    for (const messages of Object.values(errors)) {
      expect(messages.join('\n')).toMatch(/postid/);
      expect(messages.join('\n')).toMatch(/JOUR/);
    }
  });
});
