import { describe, expect, it } from 'vitest';
import type { StatusFlags } from '@lonportal/domain/row-status';
import {
  actionTargets,
  actionableRows,
  countByStatus,
  emptyCounts,
  ownPeriodNotice,
  refusalOf,
  totalRows,
} from './status-actions';

const both: StatusFlags = { KalUseLonReady: true, KalUseAttest: true };
const lonReadyOnly: StatusFlags = { KalUseLonReady: true, KalUseAttest: false };
const attestOnly: StatusFlags = { KalUseLonReady: false, KalUseAttest: true };
const counts = (patch: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...patch });

describe('countByStatus / totalRows', () => {
  it('counts rows per status', () => {
    const c = countByStatus([{ Status: 'NOT_APPROVED' }, { Status: 'LOCKED' }, { Status: 'NOT_APPROVED' }]);
    expect(c).toEqual(counts({ NOT_APPROVED: 2, LOCKED: 1 }));
    expect(totalRows(c)).toBe(3);
  });
});

describe('actionableRows (SPEC §4 Attest status)', () => {
  const mixed = counts({ NOT_APPROVED: 3, APPROVED: 1, NOT_ATTESTED: 2, ATTESTED: 4, LOCKED: 5 });

  it.each([
    ['approve', both, 3],
    // Rows stored under other switches count by what they mean now (domain status.ts stages):
    ['unapprove', both, 3], // APPROVED and NOT_ATTESTED both wait for attestation
    ['attest', both, 3],
    ['unattest', both, 4],
    ['approve', lonReadyOnly, 3],
    ['unapprove', lonReadyOnly, 7], // without attest, approved and attested rows are ready
    ['attest', lonReadyOnly, 0],
    ['approve', attestOnly, 0],
    ['attest', attestOnly, 6], // without approval, every row not attested waits for attest
  ] as const)('%s with %o changes %i rows', (action, flags, n) => {
    expect(actionableRows(mixed, action, flags)).toBe(n);
  });

  it('never counts locked rows', () => {
    const locked = counts({ LOCKED: 7 });
    for (const a of ['approve', 'unapprove', 'attest', 'unattest'] as const)
      expect(actionableRows(locked, a, both)).toBe(0);
  });
});

describe('refusalOf', () => {
  it('is null when some row would change', () => {
    expect(refusalOf(counts({ NOT_APPROVED: 1, LOCKED: 1 }), 'approve', both)).toBeNull();
  });

  it('says there are no rows in an empty period', () => {
    expect(refusalOf(emptyCounts(), 'approve', both)).toBe('approval.noRows');
  });

  it('says the rows went to payroll when all are locked', () => {
    expect(refusalOf(counts({ LOCKED: 2 }), 'unattest', both)).toBe('timeReport.refused.locked');
  });

  it('prefers the wrong status over locked rows, and a switched-off step over both', () => {
    expect(refusalOf(counts({ ATTESTED: 1, LOCKED: 2 }), 'approve', both)).toBe(
      'timeReport.refused.wrongStatus',
    );
    expect(refusalOf(counts({ NOT_ATTESTED: 1 }), 'approve', attestOnly)).toBe(
      'timeReport.refused.approvalOff',
    );
  });
});

describe('actionTargets', () => {
  it('keeps the employees the action would change something for', () => {
    const list = [
      { AnstNr: '1', Antal: counts({ NOT_ATTESTED: 1 }) },
      { AnstNr: '2', Antal: counts({ ATTESTED: 1 }) },
      { AnstNr: '3', Antal: counts({ NOT_ATTESTED: 2, LOCKED: 1 }) },
    ];
    expect(actionTargets(list, 'attest', both).map((e) => e.AnstNr)).toEqual(['1', '3']);
    expect(actionTargets(list, 'unattest', both).map((e) => e.AnstNr)).toEqual(['2']);
  });
});

describe('ownPeriodNotice', () => {
  it('is null while the employee can approve or take back', () => {
    expect(ownPeriodNotice(counts({ NOT_APPROVED: 1 }), both)).toBeNull();
    expect(ownPeriodNotice(counts({ NOT_ATTESTED: 1, ATTESTED: 1 }), both)).toBeNull();
  });

  it('says why not: no rows, attested, transferred to payroll', () => {
    expect(ownPeriodNotice(emptyCounts(), both)).toBe('approval.noRows');
    expect(ownPeriodNotice(counts({ ATTESTED: 2, LOCKED: 1 }), both)).toBe('approval.ownAttested');
    expect(ownPeriodNotice(counts({ LOCKED: 3 }), both)).toBe('timeReport.refused.locked');
    expect(ownPeriodNotice(counts({ NOT_ATTESTED: 3 }), attestOnly)).toBe('timeReport.refused.approvalOff');
  });
});
