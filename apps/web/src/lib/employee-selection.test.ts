import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSelectedEmployee,
  employeeLabel,
  employeeMatches,
  employeeSelectionStore,
  resolveSelectedAnstNr,
} from './employee-selection';

const list = [
  { AnstNr: '1001', FoNamn: 'Per', EfNamn: 'Persson' },
  { AnstNr: '1006', FoNamn: 'Anna', EfNamn: 'Åberg' },
];

describe('resolveSelectedAnstNr (SPEC §4: own AnstNr, otherwise the first)', () => {
  it('defaults to the own AnstNr', () => {
    expect(resolveSelectedAnstNr(list, null, '1006')).toBe('1006');
  });
  it('falls back to the first when the own one is not in the list or missing', () => {
    expect(resolveSelectedAnstNr(list, null, '')).toBe('1001');
    expect(resolveSelectedAnstNr(list, null, '9999')).toBe('1001');
  });
  it('keeps a choice that is in the list, drops one that is not', () => {
    expect(resolveSelectedAnstNr(list, '1006', '1001')).toBe('1006');
    expect(resolveSelectedAnstNr(list, '4711', '1006')).toBe('1006');
  });
  it('is null for an empty list', () => {
    expect(resolveSelectedAnstNr([], null, '1001')).toBeNull();
  });
});

describe('the picker texts', () => {
  it('shows "AnstNr Namn"', () => {
    expect(employeeLabel(list[1]!)).toBe('1006 Anna Åberg');
  });
  it('finds by number or name, any case, several words', () => {
    expect(employeeMatches(list[1]!, '100')).toBe(true);
    expect(employeeMatches(list[1]!, 'åBE')).toBe(true);
    expect(employeeMatches(list[1]!, 'anna 1006')).toBe(true);
    expect(employeeMatches(list[1]!, 'per')).toBe(false);
  });
});

describe('the selection store', () => {
  beforeEach(clearSelectedEmployee);
  it('remembers the choice with the session it was made in, and a company change clears it', () => {
    employeeSelectionStore.set({ owner: 'ftg|A', anstNr: '1006' });
    expect(employeeSelectionStore.get()).toEqual({ owner: 'ftg|A', anstNr: '1006' });
    clearSelectedEmployee();
    expect(employeeSelectionStore.get()).toBeNull();
  });
});
