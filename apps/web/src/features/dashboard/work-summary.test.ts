import { describe, expect, it } from 'vitest';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { entryRow as row, scheduleDay as day, testTidKoder } from '../../lib/test-fixtures';
import { kindOfCodes } from '../time';
import { myWeek, teamWork, weekAndMonth } from './work-summary';

describe('weekAndMonth', () => {
  it('reads the week and the month in one period, across the turn of a month', () => {
    expect(weekAndMonth('2026-12-02')).toEqual({ From: '2026-11-30', To: '2026-12-31' });
    expect(weekAndMonth('2026-11-24')).toEqual({ From: '2026-11-01', To: '2026-11-30' });
    expect(weekAndMonth('2026-11-30')).toEqual({ From: '2026-11-01', To: '2026-12-06' });
  });
});

describe('myWeek', () => {
  it("sums this week, counts its passed days without time and the month's rows to approve", () => {
    // Wednesday 25 November 2026: Monday reported, Tuesday and Wednesday not yet.
    const report = {
      Dagar: ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d) => day(d)),
      Rader: [
        row('2026-11-20', 'ARB', 8, 'APPROVED'),
        row('2026-11-23', 'ARB', 8),
        row('2026-11-23', 'SJK', 20),
        row('2026-11-26', 'ARB', 8),
      ],
    };
    expect(myWeek(report, kindOfCodes(testTidKoder), '2026-11-25')).toEqual({
      week: { From: '2026-11-23', To: '2026-11-29' },
      scheduled: 32,
      reported: 36,
      daysWithoutTime: 2,
      daysWithWarnings: 1,
      toApprove: 3,
    });
  });
});

describe('teamWork', () => {
  const entry = (patch: Partial<AttestListEntry>): AttestListEntry => ({
    AnstNr: '1',
    FoNamn: 'A',
    EfNamn: 'B',
    Avdelning: 'EKO',
    SchemaTimmar: 80,
    Timmar: 80,
    Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 0, ATTESTED: 10, LOCKED: 0 },
    AntalAtlVarningar: 0,
    Ersattningar: {
      Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 0, ATTESTED: 0, LOCKED: 0 },
      Summa: 0,
    },
    ...patch,
  });
  it('counts the employees with something waiting', () => {
    const work = teamWork([
      entry({ Antal: { NOT_APPROVED: 2, APPROVED: 0, NOT_ATTESTED: 0, ATTESTED: 0, LOCKED: 0 } }),
      entry({ Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 4, ATTESTED: 0, LOCKED: 0 } }),
      entry({ Timmar: 72, AntalAtlVarningar: 1 }),
      entry({}),
    ]);
    expect(work).toEqual({ employees: 4, toApprove: 1, toAttest: 1, withAtlWarnings: 1, behind: 1 });
  });
});
