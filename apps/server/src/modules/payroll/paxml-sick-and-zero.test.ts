import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@lonportal/domain/dates';
import { absenceReports, timeEntries } from '../../db/schema/index';

import { all, paxmlFileSetup, text } from '../../../test/paxml-file-kit';

// The sick and empty rows of the PAXml file: the karens day as SJK_KAR where the portal knows it
// (DOMAIN §13), and no work row of 0 hours; every file validated against both schemas (the kit).
const { ctx, insert, exportedFile } = paxmlFileSetup();

describe('the PAXml file', () => {
  it('sends the karens day of a sick period as SJK_KAR, where the portal knows it (DOMAIN §13)', async () => {
    const db = ctx.t.database.db;
    const sick = (anstNr: string, fromDatum: string, friskDatum: string) =>
      db
        .insert(absenceReports)
        .values({ ftgId: ctx.FTG, anstNr, typ: 'SJUK', tidKod: 'SJK', fromDatum, friskDatum })
        .returning()
        .then(([r]) => r!.id);
    // 1001 falls ill on Saturday 7 November: the karens falls on the first day he would have
    // worked, Monday. Ill again on Friday 13th, within 5 days: the same sick period, no karens.
    const saturday = await sick('1001', '2026-11-07', '2026-11-11');
    const again = await sick('1001', '2026-11-13', '2026-11-17');
    // 1002's period began in October: its karens went with October's rows.
    const october = await sick('1002', '2026-10-30', '2026-11-04');
    // 1003 had ten karens days in the last 12 months: the eleventh period has none (6 §). Each
    // period starts on the month's first Tuesday, a day she would have worked, so each had its karens.
    for (let m = 1; m <= 10; m++) {
      const first = new Date(Date.UTC(2026, m - 1, 1));
      const tuesday = new Date(first.getTime() + ((9 - first.getUTCDay()) % 7) * 86_400_000);
      const from = tuesday.toISOString().slice(0, 10);
      await sick('1003', from, addDays(from, 2));
    }
    const eleventh = await sick('1003', '2026-11-09', '2026-11-11');
    // 1002 once more, in a new period of her own: karens on its first day.
    const own = await sick('1002', '2026-11-16', '2026-11-18');
    await insert([
      { datum: '2026-11-09', tidKod: 'SJK', absenceId: saturday },
      { datum: '2026-11-10', tidKod: 'SJK', absenceId: saturday },
      { datum: '2026-11-13', tidKod: 'SJK', absenceId: again },
      { datum: '2026-11-16', tidKod: 'SJK', absenceId: again },
      { datum: '2026-10-30', anstNr: '1002', tidKod: 'SJK', absenceId: october, status: 'LOCKED' },
      { datum: '2026-11-02', anstNr: '1002', tidKod: 'SJK', absenceId: october },
      { datum: '2026-11-03', anstNr: '1002', tidKod: 'SJK', absenceId: october },
      { datum: '2026-11-16', anstNr: '1002', tidKod: 'SJK', timmar: 4, absenceId: own },
      { datum: '2026-11-17', anstNr: '1002', tidKod: 'SJK', absenceId: own },
      { datum: '2026-11-09', anstNr: '1003', tidKod: 'SJK', absenceId: eleventh },
      // A sick day typed by hand: no report, so the portal does not know its period.
      { datum: '2026-11-20', anstNr: '1003', tidKod: 'SJK' },
    ]);

    const { root } = await exportedFile('2026-11-01', '2026-11-30');
    const codes = all(root, 'tidtrans').map((e) => [
      e.getAttribute('anstid'),
      text(e, 'datum'),
      text(e, 'tidkod'),
      text(e, 'timmar'),
    ]);
    expect(codes).toEqual([
      ['1001', '2026-11-09', 'SJK_KAR', '8.00'],
      ['1001', '2026-11-10', 'SJK', '8.00'],
      ['1001', '2026-11-13', 'SJK', '8.00'],
      ['1001', '2026-11-16', 'SJK', '8.00'],
      ['1002', '2026-11-02', 'SJK', '8.00'],
      ['1002', '2026-11-03', 'SJK', '8.00'],
      ['1002', '2026-11-16', 'SJK_KAR', '4.00'],
      ['1002', '2026-11-17', 'SJK', '8.00'],
      ['1003', '2026-11-09', 'SJK', '8.00'],
      ['1003', '2026-11-20', 'SJK', '8.00'],
    ]);
  });

  it('leaves out a work row of 0 hours, locked with the rest, and keeps an absence day of 0 hours', async () => {
    const [zero, zeroPay, , , zeroAbsence] = await insert([
      { datum: '2026-11-02', timmar: 0 },
      { datum: '2026-11-03', tidKod: 'FRISK', timmar: 0 },
      { datum: '2026-11-04', timmar: 8 },
      { datum: '2026-11-05', tidKod: 'FRISK', timmar: 1 },
      // An absence day with no hours still says the day was one of absence (a day of the period).
      { datum: '2026-11-07', tidKod: 'SJK', timmar: 0 },
    ]);
    const { root, antal } = await exportedFile('2026-11-01', '2026-11-30');
    expect(antal).toBe(5);
    expect(
      all(root, 'tidtrans').map((e) => [text(e, 'datum'), text(e, 'tidkod'), text(e, 'timmar')]),
    ).toEqual([
      ['2026-11-04', 'ARB', '8.00'],
      ['2026-11-07', 'SJK', '0.00'],
    ]);
    expect(all(root, 'lonetrans').map((e) => [text(e, 'datum'), text(e, 'antal')])).toEqual([
      ['2026-11-05', '1.00'],
    ]);
    const stored = await ctx.t.database.db
      .select({ id: timeEntries.id, status: timeEntries.status, postId: timeEntries.postId })
      .from(timeEntries)
      .where(eq(timeEntries.ftgId, ctx.FTG));
    const byId = new Map(stored.map((r) => [r.id, r]));
    expect([byId.get(zero!.id), byId.get(zeroPay!.id)]).toEqual([
      { id: zero!.id, status: 'LOCKED', postId: null },
      { id: zeroPay!.id, status: 'LOCKED', postId: null },
    ]);
    expect(byId.get(zeroAbsence!.id)?.postId).toEqual(expect.any(Number));
    // Postids are given only to what the file carries: no gaps for the rows left out.
    const postIds = [...all(root, 'tidtrans'), ...all(root, 'lonetrans')].map((e) =>
      e.getAttribute('postid'),
    );
    expect(postIds.sort()).toEqual(['1', '2', '3']);
  });
});
