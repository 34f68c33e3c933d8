import { describe, expect, it } from 'vitest';
import { PortalSettingsUpdateSchema, reopenedStatus, stageMoves, type StageMove } from './portal-settings';
import { defaultPortalInfo } from '../portal-info';

const flags = (L: boolean, A: boolean) => ({ KalUseLonReady: L, KalUseAttest: A });
const short = (moves: StageMove[]) =>
  moves.map((m) => `${m.status} ${m.from}→${m.to}${m.forward ? ' forward' : ''}`);

describe('stageMoves: where rows go when the approval switches change (ADR 0007)', () => {
  it.each([
    // attest turned off: approved rows become ready for payroll without an attest
    [
      flags(true, true),
      flags(true, false),
      ['APPROVED approved→ready forward', 'NOT_ATTESTED approved→ready forward'],
    ],
    // attest turned on: rows ready for payroll now wait for an attest
    [flags(true, false), flags(true, true), ['APPROVED ready→approved', 'NOT_ATTESTED ready→approved']],
    // approval turned on: rows waiting for an attest count as approved by the employee
    [
      flags(false, true),
      flags(true, true),
      ['APPROVED open→approved forward', 'NOT_ATTESTED open→approved forward'],
    ],
    // both turned off: reported time goes to payroll as it is
    [
      flags(true, true),
      flags(false, false),
      [
        'NOT_APPROVED open→ready forward',
        'APPROVED approved→ready forward',
        'NOT_ATTESTED approved→ready forward',
      ],
    ],
    [flags(false, false), flags(true, false), ['NOT_APPROVED ready→open']],
    [flags(true, true), flags(true, true), []],
  ])('%o → %o', (from, to, expected) => {
    expect(short(stageMoves(from, to))).toEqual(expected);
  });

  it('never moves attested or locked rows', () => {
    for (const a of [true, false])
      for (const b of [true, false])
        for (const c of [true, false])
          for (const d of [true, false]) {
            const statuses = stageMoves(flags(a, b), flags(c, d)).map((m) => m.status);
            expect(statuses).not.toContain('ATTESTED');
            expect(statuses).not.toContain('LOCKED');
          }
  });

  it('reopens a row to the first step of the new process', () => {
    expect(reopenedStatus(flags(true, true))).toBe('NOT_APPROVED');
    expect(reopenedStatus(flags(false, true))).toBe('NOT_ATTESTED');
    expect(reopenedStatus(flags(true, false))).toBe('NOT_APPROVED');
  });
});

describe('PortalSettingsUpdateSchema', () => {
  it('drops repeated near-accident logins and refuses unknown fields', () => {
    const info = { ...defaultPortalInfo(), NearAccidentsReportsAdmins: ['anna', ' anna ', 'bo'] };
    const parsed = PortalSettingsUpdateSchema.parse({ Version: 3, PortalInfo: info });
    expect(parsed.PortalInfo.NearAccidentsReportsAdmins).toEqual(['anna', 'bo']);
    expect(parsed.MovedRows).toBe('FOLLOW');
    expect(PortalSettingsUpdateSchema.safeParse({ Version: 3, PortalInfo: info, Extra: 1 }).success).toBe(
      false,
    );
  });

  it('wants every setting: a save replaces them, and one left out must not fall back to its default', () => {
    const { LoginType: _left, ...partial } = defaultPortalInfo();
    const parsed = PortalSettingsUpdateSchema.safeParse({ Version: 0, PortalInfo: partial });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['PortalInfo.LoginType']);
    expect(PortalSettingsUpdateSchema.safeParse({ Version: 0, PortalInfo: {} }).success).toBe(false);
  });
});
