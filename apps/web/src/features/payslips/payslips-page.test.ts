import { describe, expect, it } from 'vitest';
import { shownPayslip, viewFrom, viewsOf, whoseOf } from './payslips-page';

const slips = [{ Id: 'nov' }, { Id: 'okt' }, { Id: 'sep' }];

describe('the payslip shown', () => {
  it('is the one the address names when it is in the list', () => {
    expect(shownPayslip(slips, 'okt', true)).toBe('okt');
    expect(shownPayslip(slips, 'okt', false)).toBe('okt');
  });

  it('is the newest beside the list, and none on a phone, when the address names none of the list', () => {
    expect(shownPayslip(slips, null, true)).toBe('nov');
    expect(shownPayslip(slips, 'another-employees', true)).toBe('nov');
    expect(shownPayslip(slips, null, false)).toBeNull();
    expect(shownPayslip(slips, 'another-employees', false)).toBeNull();
    expect(shownPayslip([], null, true)).toBeNull();
  });
});

describe('the parts shown', () => {
  it('are those the company shows, the one asked for or else the first', () => {
    const both = viewsOf({ VisaLonebesked: true, VisaSaldon: true });
    expect(both).toEqual(['lonebesked', 'saldon']);
    expect(viewFrom('saldon', both)).toBe('saldon');
    expect(viewFrom(null, both)).toBe('lonebesked');
    expect(viewFrom('saldon', viewsOf({ VisaLonebesked: true, VisaSaldon: false }))).toBe('lonebesked');
    expect(viewFrom(null, viewsOf({ VisaLonebesked: false, VisaSaldon: true }))).toBe('saldon');
    expect(viewFrom(null, [])).toBeNull();
  });
});

describe('whose payslips', () => {
  it("are the reader's own unless another employee is chosen", () => {
    expect(whoseOf('1001', null)).toBeNull();
    expect(whoseOf('1001', '1001')).toBeNull();
    expect(whoseOf('1001', '1002')).toBe('1002');
  });

  it("are no one's for a reader without an employee record until one is chosen", () => {
    expect(whoseOf('', null)).toBeUndefined();
    expect(whoseOf('', '1002')).toBe('1002');
  });
});
