import { describe, expect, it } from 'vitest';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import { timeEntry as entry } from '../../../lib/test-fixtures';
import type { ReportDay } from '../index';
import { printDays, printLines, sumsPerCode, tidrapportPdfName, tidrapportPdfUrl } from './time-report-print';

const NOV = { From: '2026-11-01', To: '2026-11-30' };
const day = (Datum: string, SchemaTimmar: number, rows: TimeEntry[], HelgdagNamn = ''): ReportDay => ({
  day: { Datum, SchemaTimmar, SchemaTider: null, Helgdag: HelgdagNamn ? 'public' : null, HelgdagNamn },
  rows,
  reported: 0,
  attendance: 0,
  absence: 0,
  warnings: [],
});

describe('print URLs (SPEC §7: no api prefix)', () => {
  it('builds the PDF addresses in the interface language, and the file names', () => {
    expect(tidrapportPdfUrl('1001', NOV, 'sv')).toBe(
      '/print/tidrapport?AnstNr=1001&From=2026-11-01&To=2026-11-30&Lang=sv',
    );
    expect(tidrapportPdfUrl('1001', NOV, 'pl')).toBe(
      '/print/tidrapport?AnstNr=1001&From=2026-11-01&To=2026-11-30&Lang=pl',
    );
    expect(tidrapportPdfName('10/01', NOV)).toBe('tidrapport-1001-2026-11-01-2026-11-30.pdf');
  });
});

describe('printLines', () => {
  it('gives a day without rows one line with its schedule and day off, and a day with rows one line per row', () => {
    const lines = printLines(
      [
        day('2026-11-01', 0, [], 'Alla helgons dag'),
        day('2026-11-02', 8, [
          entry({ Id: 'a', StartTid: '08:00', SlutTid: '12:00', Timmar: 4 }),
          entry({ Id: 'b', TidKod: 'SJK', Timmar: 4, Status: 'LOCKED', Kommentar: 'Feber' }),
        ]),
      ],
      (k) => ({ ARB: 'Arbetad tid', SJK: 'Sjukfrånvaro' })[k] ?? '',
    );
    expect(lines.map((l) => [l.key, l.datum, l.tidKod, l.text, l.timmar, l.schema, l.status])).toEqual([
      ['2026-11-01', '2026-11-01', '', 'Alla helgons dag', null, 0, null],
      ['a', '2026-11-02', 'ARB', 'Arbetad tid', 4, 8, 'NOT_APPROVED'],
      ['b', null, 'SJK', 'Sjukfrånvaro', 4, null, 'LOCKED'],
    ]);
    expect(lines[1]).toMatchObject({ startTid: '08:00', slutTid: '12:00' });
    expect(lines[2]?.kommentar).toBe('Feber');
  });
});

describe('printDays', () => {
  it('groups the lines by day, with the schedule of the day', () => {
    const lines = printLines(
      [
        day('2026-11-01', 0, [], 'Alla helgons dag'),
        day('2026-11-02', 8, [entry({ Id: 'a', Timmar: 4 }), entry({ Id: 'b', TidKod: 'SJK', Timmar: 4 })]),
        day('2026-11-03', 8, [entry({ Id: 'c', Timmar: 8 })]),
      ],
      () => '',
    );
    expect(printDays(lines).map((d) => [d.datum, d.schema, d.lines.map((l) => l.key)])).toEqual([
      ['2026-11-01', 0, ['2026-11-01']],
      ['2026-11-02', 8, ['a', 'b']],
      ['2026-11-03', 8, ['c']],
    ]);
    expect(printDays([])).toEqual([]);
  });
});

describe('sums', () => {
  it('adds rows and hours per time code, in code order', () => {
    expect(
      sumsPerCode([
        { TidKod: 'SJK', Timmar: 8 },
        { TidKod: 'ARB', Timmar: 7.5 },
        { TidKod: 'ARB', Timmar: 0.25 },
      ]),
    ).toEqual([
      { tidKod: 'ARB', antal: 2, timmar: 7.75 },
      { tidKod: 'SJK', antal: 1, timmar: 8 },
    ]);
  });
});
