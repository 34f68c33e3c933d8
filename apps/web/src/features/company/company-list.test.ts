import { describe, expect, it } from 'vitest';
import { companyInitials, companySections, matchesSearch, type CompanyListItem } from './company-list';

let n = 0;
const company = (Namn: string, patch: Partial<CompanyListItem> = {}): CompanyListItem => ({
  FtgId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  FtgKey: `KEY${n}`,
  Namn,
  Orgnr: '165566771234',
  Archived: false,
  ...patch,
});

describe('companySections (SPEC §2.4)', () => {
  const a = company('Örebro Bygg AB');
  const b = company('Alfa AB');
  const c = company('Zeta AB');
  const d = company('Ängel AB');
  const archived = company('Arkiv AB', { Archived: true });

  it('sorts by name with Swedish collation and hides archived companies', () => {
    const { favourites, others } = companySections([a, b, c, d, archived], new Set());
    expect(favourites).toEqual([]);
    expect(others.map((x) => x.Namn)).toEqual(['Alfa AB', 'Zeta AB', 'Ängel AB', 'Örebro Bygg AB']);
  });

  it('lists favourites apart, each part sorted', () => {
    const { favourites, others } = companySections([a, b, c, d], new Set([a.FtgId, c.FtgId]));
    expect(favourites.map((x) => x.Namn)).toEqual(['Zeta AB', 'Örebro Bygg AB']);
    expect(others.map((x) => x.Namn)).toEqual(['Alfa AB', 'Ängel AB']);
  });

  it('never offers an archived favourite', () => {
    expect(companySections([archived], new Set([archived.FtgId])).favourites).toEqual([]);
  });

  it('filters by the search text', () => {
    expect(companySections([a, b, c, d], new Set(), 'bygg').others).toEqual([a]);
  });
});

describe('companySections: the last used company first', () => {
  const a = company('Alfa AB');
  const b = company('Beta AB');
  const c = company('Gamma AB');
  const d = company('Delta AB');
  const archived = company('Arkiv AB', { Archived: true });
  const names = (s: ReturnType<typeof companySections>) => ({
    lastUsed: s.lastUsed.map((x) => x.Namn),
    favourites: s.favourites.map((x) => x.Namn),
    others: s.others.map((x) => x.Namn),
  });

  it('puts the last used company first, then the favourites, then the others, never twice', () => {
    expect(names(companySections([a, b, c, d], new Set([c.FtgId, b.FtgId]), '', d.FtgId))).toEqual({
      lastUsed: ['Delta AB'],
      favourites: ['Beta AB', 'Gamma AB'],
      others: ['Alfa AB'],
    });
  });

  it('takes a favourite used last out of the favourites', () => {
    expect(names(companySections([a, b, c], new Set([b.FtgId, c.FtgId]), '', c.FtgId))).toEqual({
      lastUsed: ['Gamma AB'],
      favourites: ['Beta AB'],
      others: ['Alfa AB'],
    });
  });

  it.each([
    ['none is known', null],
    ['it is no longer on the list', '00000000-0000-4000-8000-999999999999'],
    ['it is archived', archived.FtgId],
  ])('starts with the favourites when %s', (_case, lastUsed) => {
    expect(names(companySections([a, b, archived], new Set([b.FtgId]), '', lastUsed))).toEqual({
      lastUsed: [],
      favourites: ['Beta AB'],
      others: ['Alfa AB'],
    });
  });

  it('offers the last used company only when it matches the search', () => {
    expect(companySections([a, b], new Set(), 'beta', a.FtgId)).toEqual({
      lastUsed: [],
      favourites: [],
      others: [b],
    });
    expect(companySections([a, b], new Set(), 'alfa', a.FtgId).lastUsed).toEqual([a]);
  });
});

describe('matchesSearch', () => {
  const x = company('Nordisk Konsult AB', { Orgnr: '165568400197' });
  it.each([
    ['', true],
    ['konsult', true],
    ['NORDISK', true],
    ['556840-0197', true],
    ['5568', true],
    ['12', false],
    ['omsorg', false],
    [x.FtgId.slice(0, 8), true],
  ])('%j → %s', (q, expected) => {
    expect(matchesSearch(x, q)).toBe(expected);
  });
});

describe('companyInitials (SPEC §2.5)', () => {
  it.each([
    ['Exempelbolaget AB', 'E'],
    ['Nordisk Konsult AB', 'NK'],
    ['Bygg & Montage i Mälardalen AB', 'BM'],
    ['Skärgårdens Café & Konditori AB', 'SC'],
    ['Ölands Åkeri', 'ÖÅ'],
    ['AB', 'A'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(companyInitials(name)).toBe(expected);
  });
});

describe('searching by company key', () => {
  it('finds a company by the start of its key, in any letter case', () => {
    const c = company('Nordisk Konsult AB', { FtgKey: 'NORDKONSULT' });
    expect(matchesSearch(c, 'nordk')).toBe(true);
    expect(matchesSearch(c, 'konsultx')).toBe(false);
  });
});
