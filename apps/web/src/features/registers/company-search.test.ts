import { describe, expect, it } from 'vitest';
import { companyMatches } from './company-search';

const acme = { Namn: 'Åkeriet Acme AB', FtgKey: 'ACME01', Orgnr: '165566778899' };

describe('companyMatches', () => {
  it.each([
    ['', true],
    ['åkeri', true],
    ['acme01', true],
    ['556677-8899', true],
    ['5566778899', true],
    ['16556677', true],
    ['Beta', false],
    ['556677-0000', false],
    ['12', false],
  ])('%j → %s', (sok, expected) => {
    expect(companyMatches(acme, sok)).toBe(expected);
  });
});
