import { describe, expect, it } from 'vitest';
import { ROLES, type Roll } from '../roles';
import { isTimeManager, mayTransferToPayroll } from '../employee-scope';
import {
  ACCESS_ACTION_NAMES,
  actsAsManagerFor,
  can,
  canReadEmployee,
  canReportTimeFor,
  isOwnEmployeeOnly,
  punchDeleteLocked,
  punchEditLocked,
  readsTimeOnly,
  rolesThatCan,
  type AccessAction,
} from './capabilities';

/** Hand-written from SPEC §2.5, §6 and §7 (and the rules the server has always applied): who may do what. */
const EXPECTED: Record<AccessAction, readonly Roll[]> = {
  exportPayroll: ['LIC', 'ADM', 'FTG'],
  readAttestList: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'],
  // ADR 0022: the company switches of /admin/portal.
  editCompanyProcess: ['LIC', 'ADM'],
  readAuditOfAllCompanies: ['LIC', 'ADM'],
  // Skatteverket's normalbelopp are national, loaded by those who run the portal.
  loadTravelRules: ['LIC', 'ADM'],
  // The licence user runs the licence's companies; an administrator finds and restores an archived one.
  manageCompanies: ['LIC'],
  restoreCompanies: ['LIC', 'ADM'],
  // The company's registers: those who administer the company (AVD reads its department's).
  editRegisters: ['LIC', 'ADM', 'FTG'],
  editCompanyPicture: ['LIC', 'ADM', 'FTG'],
  reportTime: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'PER'],
  reportTimeForOthers: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS'],
  ownEmployeeOnly: ['PER'],
  ownBrukareOnly: ['BRU'],
  punchLocksApply: ['PER'],
  // The managers of the HR routes (SPEC §6 /absenceReports: LIC, ADM, FTG, AVD besides PER).
  readNearAccidents: ['LIC', 'ADM', 'FTG', 'AVD'],
  decideLeave: ['LIC', 'ADM', 'FTG', 'AVD'],
  // Pay runs come back from payroll to those who send time there; payslips are the employee's own.
  importPayslips: ['LIC', 'ADM', 'FTG'],
  readOthersPayslips: ['LIC', 'ADM', 'FTG'],
};

describe('access actions (one table beside the route table)', () => {
  it('has an expectation for every action and no other', () => {
    expect([...ACCESS_ACTION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(ACCESS_ACTION_NAMES.flatMap((a) => ROLES.map((r) => [a, r, EXPECTED[a].includes(r)] as const)))(
    '%s, %s: %s',
    (action, roll, allowed) => {
      expect(can(action, { Roll: roll })).toBe(allowed);
    },
  );

  // The server's { roles } rules declare these lists; the authorization matrix compares them in order.
  it.each([
    ['exportPayroll', ['LIC', 'ADM', 'FTG']],
    ['readAttestList', ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU']],
    ['editCompanyPicture', ['LIC', 'ADM', 'FTG']],
  ] as const)('rolesThatCan(%s) lists the roles in the declared order', (action, roles) => {
    expect(rolesThatCan(action)).toEqual(roles);
  });
});

describe('helpers over the table', () => {
  const ROLE_CASES = ROLES.map((r) => [r] as const);

  it.each(ROLE_CASES)(
    '%s: only an employee is held to their own record; only a brukare reads time only',
    (r) => {
      expect(isOwnEmployeeOnly({ Roll: r })).toBe(r === 'PER');
      expect(readsTimeOnly({ Roll: r })).toBe(r === 'BRU');
    },
  );

  // [role, own AnstNr, asked AnstNr, may report, may read the record, acts as manager]
  it.each([
    ['PER', '1001', '1001', true, true, false],
    ['PER', '1001', '1002', false, false, false],
    ['PER', null, '1001', false, false, false],
    ['BRU', null, '1001', false, true, false],
    ['AVD', '2001', '2001', true, true, false],
    ['AVD', '2001', '1001', true, true, true],
    ['LSS', null, '1001', true, true, true],
    ['FTG', null, '1001', true, true, true],
    ['ADM', null, '1001', true, true, true],
    ['LIC', '1001', '1001', true, true, false],
  ] as const)(
    '%s (own %s) for %s: reports %s, reads %s, manager %s',
    (r, own, asked, reports, reads, manager) => {
      const user = { Roll: r, AnstNr: own };
      expect(canReportTimeFor(user, asked)).toBe(reports);
      expect(canReadEmployee(user, asked)).toBe(reads);
      expect(actsAsManagerFor(user, asked)).toBe(manager);
    },
  );

  it.each(ROLE_CASES)('%s: the punch locks bind an employee only, and only when set (rule 7)', (r) => {
    for (const lock of [true, false]) {
      expect(punchEditLocked({ Roll: r }, { LockStamplingEdit: lock })).toBe(r === 'PER' && lock);
      expect(punchDeleteLocked({ Roll: r }, { LockStamplingDelete: lock })).toBe(r === 'PER' && lock);
    }
  });

  it.each(ROLE_CASES)('%s: the older scope helpers answer as the table', (r) => {
    expect(isTimeManager(r)).toBe(can('reportTimeForOthers', { Roll: r }));
    expect(mayTransferToPayroll(r)).toBe(can('exportPayroll', { Roll: r }));
  });
});
