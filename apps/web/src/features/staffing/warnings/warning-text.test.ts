import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import type { Bemanningsvarning } from '@lonportal/domain/staffing/warnings';
import en from '../../../i18n/en.json';
import sv from '../../../i18n/sv.json';
import { warningSeverity, warningText, type WarningNames } from './warning-text';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'sv',
  resources: { sv: { translation: sv }, en: { translation: en } },
  interpolation: { escapeValue: false },
});
const tIn = (lng: string) => i18n.getFixedT(lng) as TFunction;
const names: WarningNames = {
  kompetens: (c) => (c === 'DELEG' ? 'Delegering' : c),
  egenskap: (c) => (c === 'ROKFRI' ? 'Rökfri' : c),
};
const text = (lng: string, w: Bemanningsvarning) => warningText(tIn(lng), lng, w, names);

// 2026-11-02 is a Monday; Stockholm is UTC+1 in November.
const law = (over: object): Bemanningsvarning => ({
  Typ: 'ARBETSTID',
  PassIds: ['NY'],
  Arbetstid: {
    Regel: 'DYGNSVILA',
    Niva: 'BROTT',
    Fran: '2026-11-02T21:00:00.000Z',
    Till: '2026-11-03T05:00:00.000Z',
    Minuter: 8 * 60,
    Krav: 11 * 60,
    Forslag: { Start: '2026-11-03T08:00:00.000Z' },
    Vilskuld: null,
    ...over,
  },
});

describe('a law warning names its paragraph, the figures in hours and the fix (DOMAIN §4)', () => {
  it('13 § with the start that gives the full rest, in Stockholm time', () => {
    expect(text('sv', law({}))).toBe(
      '13 §: 8 h vila mellan mån 22:00 och tis 06:00; kravet är 11 h. Börja 09:00.',
    );
    expect(text('en', law({}))).toBe(
      '13 §: 8 h rest between Mon 22:00 and Tue 06:00; the requirement is 11 h. Start at 09:00.',
    );
  });
  it('a rest debt the agreement allows says by when it is made up, and is less grave', () => {
    const w = law({
      Niva: 'SKULD',
      Minuter: 9 * 60 + 30,
      Forslag: null,
      Vilskuld: { Minuter: 90, Senast: '2026-11-16' },
    });
    expect(text('sv', w)).toBe(
      '13 §: 9 h 30 min vila mellan mån 22:00 och tis 06:00; kravet är 11 h. 1 h 30 min vila ska tas igen senast mån 2026-11-16.',
    );
    expect(warningSeverity(w)).toBe('warning');
    expect(warningSeverity(law({}))).toBe('error');
  });
  it('a suggested start on another day than the rest ends names its weekday', () => {
    expect(text('en', law({ Forslag: { Start: '2026-11-03T23:30:00.000Z' } }))).toContain(
      'Start at Wed 00:30.',
    );
  });
  it('the weekly rules name the days of their week, its last day the one before the next dygnsbryt', () => {
    const week = { Fran: '2026-11-01T23:00:00.000Z', Till: '2026-11-08T23:00:00.000Z', Forslag: null };
    expect(text('sv', law({ ...week, Regel: 'VECKOVILA', Minuter: 30 * 60, Krav: 36 * 60 }))).toBe(
      '14 §: längsta sammanhängande vila mån 2026-11-02–sön 2026-11-08 är 30 h; kravet är 36 h.',
    );
    expect(text('en', law({ ...week, Regel: 'VECKOARBETSTID', Minuter: 42 * 60 + 15, Krav: 40 * 60 }))).toBe(
      '5 §: 42 h 15 min of ordinary working time Mon 2026-11-02–Sun 2026-11-08; at most 40 h.',
    );
  });
  it('15 § and 10 a §', () => {
    const rast = law({
      Regel: 'RAST',
      Minuter: 6 * 60,
      Krav: 5 * 60,
      Forslag: null,
      Till: '2026-11-03T03:00:00.000Z',
    });
    expect(text('sv', rast)).toBe(
      '15 §: 6 h arbete i följd utan rast mellan mån 22:00 och tis 04:00; högst 5 h.',
    );
    const total = law({
      Regel: 'SAMMANLAGD',
      Fran: '2026-10-31T23:00:00.000Z',
      Till: '2026-12-31T23:00:00.000Z',
      Minuter: 49 * 60,
      Krav: 48 * 60,
      Forslag: null,
    });
    expect(text('en', total)).toBe(
      '10 a §: 49 h of total working time Sun 2026-11-01–Thu 2026-12-31; at most 48 h.',
    );
  });
});

describe('the other warnings', () => {
  it('absence by its kind', () => {
    expect(text('sv', { Typ: 'FRANVARO', Datum: '2026-11-04', Orsak: 'LEDIGHET' })).toBe(
      'Frånvarande ons 2026-11-04: beviljad ledighet.',
    );
    expect(text('en', { Typ: 'FRANVARO', Datum: '2026-11-04', Orsak: 'FRANVARO' })).toBe(
      'Absent Wed 2026-11-04: reported absence.',
    );
  });
  it('a missing competence or property by its name from the lists', () => {
    expect(text('sv', { Typ: 'KOMPETENS', Kod: 'DELEG' })).toBe('Saknar kompetensen Delegering.');
    expect(text('en', { Typ: 'EGENSKAP', Kod: 'ROKFRI' })).toBe('Lacks the property Rökfri.');
  });
  it('an overlap here with its times; with another employer of the portal named no further', () => {
    const here = { Typ: 'OVERLAPP', Datum: '2026-11-04', StartTid: '11:00', SlutTid: '13:00' } as const;
    expect(text('sv', { ...here, AnnanArbetsgivare: false })).toBe(
      'Har redan ett pass ons 2026-11-04 11:00–13:00.',
    );
    expect(text('en', { ...here, StartTid: '', SlutTid: '', AnnanArbetsgivare: true })).toBe(
      'Already works Wed 2026-11-04 for another employer in the portal.',
    );
  });
  it('a shift someone cannot take is grave', () => {
    expect(warningSeverity({ Typ: 'KOMPETENS', Kod: 'X' })).toBe('error');
  });
});
