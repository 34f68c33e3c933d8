import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import {
  NEAR_ACCIDENT_STATUSES,
  nearAccidentAccess,
  nearAccidentMoveAllowed,
  type NearAccidentStatus,
} from './near-accidents';

describe('near-accident reports (SPEC §4, §6)', () => {
  const ALLOWED = new Set([
    'NEW RECEIVED',
    'NEW INPROGRESS',
    'NEW RESOLVED',
    'RECEIVED INPROGRESS',
    'RECEIVED RESOLVED',
    'INPROGRESS RESOLVED',
    'RESOLVED INPROGRESS',
  ]);
  it.each(NEAR_ACCIDENT_STATUSES.flatMap((a) => NEAR_ACCIDENT_STATUSES.map((b) => [a, b] as const)))(
    '%s → %s',
    (from: NearAccidentStatus, to: NearAccidentStatus) => {
      expect(nearAccidentMoveAllowed(from, to)).toBe(ALLOWED.has(`${from} ${to}`));
    },
  );

  const report = (over: object = {}) => ({
    ReporterId: 'u-per',
    Kansligt: false,
    Status: 'NEW' as NearAccidentStatus,
    ...over,
  });
  const viewer = (Roll: (typeof ROLES)[number], UserId = 'u-other', Login = 'someone') => ({
    Roll,
    UserId,
    Login,
  });

  it('a sensitive report: its handlers and its reporter only', () => {
    const sensitive = report({ Kansligt: true });
    for (const r of ROLES) expect(nearAccidentAccess(viewer(r), sensitive, ['boss']).see).toBe(false);
    expect(nearAccidentAccess(viewer('PER', 'u-x', 'BOSS'), sensitive, ['boss'])).toMatchObject({
      see: true,
      handle: true,
      remove: false,
    });
    expect(nearAccidentAccess(viewer('PER', 'u-per'), sensitive, [])).toMatchObject({
      see: true,
      handle: false,
      remove: true,
    });
  });

  it('an ordinary report: managers see it, other employees do not', () => {
    const seen = ROLES.filter((r) => nearAccidentAccess(viewer(r), report(), []).see);
    expect(seen).toEqual(['LIC', 'ADM', 'FTG', 'AVD']);
  });

  it('the reporter deletes and attaches only while it is NEW', () => {
    expect(nearAccidentAccess(viewer('PER', 'u-per'), report({ Status: 'RECEIVED' }), [])).toMatchObject({
      remove: false,
      attach: false,
    });
  });
});
