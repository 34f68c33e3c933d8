import { describe, expect, it } from 'vitest';
import { all, paxmlFileSetup } from '../../../test/paxml-file-kit';
import { shifts } from '../../db/schema/index';
import { syncScheduleDays } from './schedule-days-repository';

// Payroll gets the published schedule (ADR 0031): the PAXml file's schematransaktioner carry the
// published shifts' hours for the days they fill, the work schedule's elsewhere, and the file
// validates against both official schemas (paxmlFileSetup checks every file it downloads).
const { ctx, insert, exportedFile } = paxmlFileSetup();

describe('the PAXml file and the staffing plan', () => {
  it('carries the published shifts as the schedule of their days', async () => {
    const db = ctx.t.database.db;
    const base = { ftgId: ctx.FTG, anstNr: '1001', typ: 'ARBETE' as const, bemuppgift: 'KASSA' };
    await db.insert(shifts).values([
      // Monday 2 November: 10–16 with half an hour's rast is 5.5 h; a draft that day counts for nothing.
      {
        ...base,
        datum: '2026-11-02',
        startTid: '10:00',
        slutTid: '16:00',
        rastMinuter: 30,
        publicerad: true,
      },
      { ...base, datum: '2026-11-02', startTid: '17:00', slutTid: '19:00', publicerad: false },
      // Saturday 7 November, a day off in the work schedule: a night's evening half, 2 h.
      { ...base, datum: '2026-11-07', startTid: '22:00', slutTid: '24:00', publicerad: true },
    ]);
    await syncScheduleDays(db, ctx.FTG, ['1001'], '2026-11-01', '2026-11-30');
    await insert([{ datum: '2026-11-02', timmar: 5.5 }, { datum: '2026-11-03' }]);
    const { root } = await exportedFile('2026-11-01', '2026-11-30');
    const schema = all(root, 'schema').find((s) => s.getAttribute('anstid') === '1001')!;
    const day = (datum: string) =>
      all(schema, 'dag')
        .find((d) => d.getAttribute('datum') === datum)
        ?.getAttribute('timmar');
    expect(day('2026-11-02')).toBe('5.50');
    expect(day('2026-11-07')).toBe('2.00');
    // Tuesday has no shift: the work schedule's 8 hours.
    expect(day('2026-11-03')).toBe('8.00');
  });
});
