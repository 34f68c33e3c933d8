import { describe, expect, it } from 'vitest';
import {
  LEAVE_DECISIONS,
  LEAVE_STATUSES,
  leaveDecisionTarget,
  leaveEditable,
  LeaveInputSchema,
} from './leave';
import { dayCoverage, LeavePlanInputSchema, planTakesWishes } from './leave-plan';

describe('leave applications (SPEC §4)', () => {
  // Every state × decision: where it leads, or null when refused.
  const EXPECTED: Record<string, string | null> = {
    'IN_REVIEW APPROVE': 'APPROVED',
    'IN_REVIEW DENY': 'DENIED',
    'IN_REVIEW REVERT': null,
    'APPROVED APPROVE': null,
    'APPROVED DENY': 'DENIED',
    'APPROVED REVERT': 'REVERTED',
    'DENIED APPROVE': null,
    'DENIED DENY': null,
    'DENIED REVERT': 'REVERTED',
    'REVERTED APPROVE': null,
    'REVERTED DENY': null,
    'REVERTED REVERT': null,
  };
  it.each(LEAVE_STATUSES.flatMap((s) => LEAVE_DECISIONS.map((d) => [s, d] as const)))(
    '%s, %s',
    (status, decision) => {
      expect(leaveDecisionTarget(status, decision)).toBe(EXPECTED[`${status} ${decision}`]);
    },
  );

  it('only an application in review can be edited', () => {
    expect(LEAVE_STATUSES.filter(leaveEditable)).toEqual(['IN_REVIEW']);
  });

  it('the end comes on or after the start', () => {
    const r = LeaveInputSchema.safeParse({
      AnstNr: '1',
      TidKod: 'SEM',
      From: '2026-07-10',
      To: '2026-07-09',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['validation.leave.toBeforeFrom']);
  });
});

describe('the leave planner’s coverage per day', () => {
  // 2027-07-05 is a Monday.
  const week = ['2027-07-05', '2027-07-06', '2027-07-07'];
  const due = (days: Record<string, readonly string[]>) =>
    new Map(Object.entries(days).map(([p, d]) => [p, new Set(d)]));
  it('counts approved leave and wishes once a person, and flags a day below the minimum', () => {
    const days = dayCoverage('2027-07-05', '2027-07-07', {
      workDays: due({ a: week, b: week, c: week, d: week }),
      min: 2,
      applications: [
        { AnstNr: 'a', From: '2027-07-05', To: '2027-07-06', Status: 'APPROVED' },
        // A wish on top of an approved day is still one absence.
        { AnstNr: 'a', From: '2027-07-06', To: '2027-07-06', Status: 'IN_REVIEW' },
        { AnstNr: 'b', From: '2027-07-06', To: '2027-07-07', Status: 'IN_REVIEW' },
        { AnstNr: 'c', From: '2027-07-06', To: '2027-07-06', Status: 'IN_REVIEW' },
        // Denied and reverted applications and other departments' people count for nothing.
        { AnstNr: 'd', From: '2027-07-05', To: '2027-07-07', Status: 'DENIED' },
        { AnstNr: 'x', From: '2027-07-05', To: '2027-07-07', Status: 'APPROVED' },
      ],
    });
    expect(days).toEqual([
      { Datum: '2027-07-05', Schemalagda: 4, Beviljade: 1, Onskade: 0, Kvar: 3, Under: false },
      { Datum: '2027-07-06', Schemalagda: 4, Beviljade: 1, Onskade: 2, Kvar: 1, Under: true },
      { Datum: '2027-07-07', Schemalagda: 4, Beviljade: 0, Onskade: 1, Kvar: 3, Under: false },
    ]);
  });

  it('counts only the people due at work each day: leave on a day off takes nobody away', () => {
    const days = dayCoverage('2027-07-09', '2027-07-11', {
      // Friday to Sunday: a works weekdays, b the weekend, c every day.
      workDays: due({
        a: ['2027-07-09'],
        b: ['2027-07-10', '2027-07-11'],
        c: ['2027-07-09', '2027-07-10', '2027-07-11'],
      }),
      min: 2,
      applications: [{ AnstNr: 'a', From: '2027-07-09', To: '2027-07-11', Status: 'APPROVED' }],
    });
    expect(days.map((d) => [d.Schemalagda, d.Beviljade, d.Kvar, d.Under])).toEqual([
      [2, 1, 1, true],
      [2, 0, 2, false],
      [2, 0, 2, false],
    ]);
  });

  it('a day nobody is due at work is not under the minimum', () => {
    const [sunday] = dayCoverage('2027-07-11', '2027-07-11', {
      workDays: due({ a: week, b: week }),
      min: 2,
      applications: [],
    });
    expect(sunday).toEqual({
      Datum: '2027-07-11',
      Schemalagda: 0,
      Beviljade: 0,
      Onskade: 0,
      Kvar: 0,
      Under: false,
    });
  });

  it('without a minimum no day is under it', () => {
    const [day] = dayCoverage('2027-07-05', '2027-07-05', {
      workDays: due({ a: week }),
      min: 0,
      applications: [{ AnstNr: 'a', From: '2027-07-05', To: '2027-07-05', Status: 'APPROVED' }],
    });
    expect(day).toMatchObject({ Kvar: 0, Under: false });
  });

  it('a plan needs no minimum staffing for a department: empty or 0 sets none', () => {
    const plan = LeavePlanInputSchema.parse({
      Namn: 'Sommar',
      From: '2027-06-01',
      To: '2027-08-31',
      SistaOnskedag: '2027-03-31',
      MinBemanning: { EKO: 3, LAG: null, IT: 0 },
    });
    expect(plan.MinBemanning).toEqual({ EKO: 3 });
  });

  it('a plan: the end after the start, at most 93 days, the last day for wishes within it', () => {
    const issues = (v: object) =>
      LeavePlanInputSchema.safeParse({ Namn: 'Sommar', MinBemanning: {}, ...v }).error?.issues.map(
        (i) => i.message,
      );
    expect(issues({ From: '2027-06-01', To: '2027-08-31', SistaOnskedag: '2027-03-31' })).toBeUndefined();
    expect(issues({ From: '2027-06-01', To: '2027-09-30', SistaOnskedag: '2027-03-31' })).toEqual([
      'validation.period.tooLong',
    ]);
    expect(issues({ From: '2027-06-01', To: '2027-08-31', SistaOnskedag: '2027-09-01' })).toEqual([
      'validation.leavePlan.deadlineAfterEnd',
    ]);
    expect(planTakesWishes({ SistaOnskedag: '2027-03-31', To: '2027-08-31' }, '2027-03-31')).toBe(true);
    expect(planTakesWishes({ SistaOnskedag: '2027-03-31', To: '2027-08-31' }, '2027-04-01')).toBe(false);
  });
});
