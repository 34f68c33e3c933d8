import { describe, expect, it } from 'vitest';
import {
  initialStatus,
  mayEdit,
  STATUS_ACTIONS,
  TIME_ENTRY_STATUSES,
  transferableStatus,
  transition,
  type StatusAction,
  type StatusFlags,
  type TimeEntryStatus,
} from './status';

const BOTH: StatusFlags = { KalUseLonReady: true, KalUseAttest: true };
const READY: StatusFlags = { KalUseLonReady: true, KalUseAttest: false };
const ATTEST: StatusFlags = { KalUseLonReady: false, KalUseAttest: true };
const NONE: StatusFlags = { KalUseLonReady: false, KalUseAttest: false };

/** Every allowed transition per company setting; every other (status, action) pair is refused. */
const ALLOWED: [StatusFlags, Partial<Record<`${TimeEntryStatus} ${StatusAction}`, TimeEntryStatus>>][] = [
  [
    BOTH,
    {
      'NOT_APPROVED approve': 'NOT_ATTESTED',
      'NOT_ATTESTED unapprove': 'NOT_APPROVED',
      'NOT_ATTESTED attest': 'ATTESTED',
      'ATTESTED unattest': 'NOT_ATTESTED',
      'ATTESTED transfer': 'LOCKED',
    },
  ],
  [
    READY,
    {
      'NOT_APPROVED approve': 'APPROVED',
      'APPROVED unapprove': 'NOT_APPROVED',
      'APPROVED transfer': 'LOCKED',
    },
  ],
  [
    ATTEST,
    { 'NOT_ATTESTED attest': 'ATTESTED', 'ATTESTED unattest': 'NOT_ATTESTED', 'ATTESTED transfer': 'LOCKED' },
  ],
  [NONE, { 'APPROVED transfer': 'LOCKED' }],
];

describe('attest status machine (SPEC §4)', () => {
  it('starts where the company switches say', () => {
    expect([BOTH, READY, ATTEST, NONE].map(initialStatus)).toEqual([
      'NOT_APPROVED',
      'NOT_APPROVED',
      'NOT_ATTESTED',
      'APPROVED',
    ]);
    expect([BOTH, READY, ATTEST, NONE].map(transferableStatus)).toEqual([
      'ATTESTED',
      'APPROVED',
      'ATTESTED',
      'APPROVED',
    ]);
  });

  for (const [flags, allowed] of ALLOWED) {
    const name = `LonReady ${flags.KalUseLonReady}, Attest ${flags.KalUseAttest}`;
    const cases = TIME_ENTRY_STATUSES.flatMap((s) => STATUS_ACTIONS.map((a) => [s, a] as const));
    it.each(cases)(`${name}: %s --%s-->`, (status, action) => {
      const result = transition(status, action, flags);
      const want = allowed[`${status} ${action}`];
      if (want) expect(result).toEqual({ ok: true, status: want });
      else expect(result.ok).toBe(false);
    });
  }

  it('says why a step is refused', () => {
    expect(transition('LOCKED', 'unattest', BOTH)).toEqual({
      ok: false,
      reason: 'timeReport.refused.locked',
    });
    expect(transition('NOT_APPROVED', 'approve', ATTEST)).toEqual({
      ok: false,
      reason: 'timeReport.refused.approvalOff',
    });
    expect(transition('APPROVED', 'attest', READY)).toEqual({
      ok: false,
      reason: 'timeReport.refused.attestOff',
    });
    expect(transition('NOT_APPROVED', 'attest', BOTH)).toEqual({
      ok: false,
      reason: 'timeReport.refused.wrongStatus',
    });
  });

  it.each([
    // status, flags, employee may edit, manager may edit
    ['NOT_APPROVED', BOTH, true, true],
    ['NOT_ATTESTED', BOTH, false, true],
    ['ATTESTED', BOTH, false, false],
    ['LOCKED', BOTH, false, false],
    ['APPROVED', READY, false, true],
    ['NOT_ATTESTED', ATTEST, true, true],
    ['APPROVED', NONE, true, true],
    ['LOCKED', NONE, false, false],
  ] as const)('%s (%j): employee edits %s, manager edits %s', (status, flags, employee, manager) => {
    expect(mayEdit(status, flags, false)).toBe(employee);
    expect(mayEdit(status, flags, true)).toBe(manager);
  });
});
