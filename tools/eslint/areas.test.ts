import { describe, expect, it } from 'vitest';
import { AREAS, areaCycles } from './areas.js';

describe('the table of areas', () => {
  it('has no cycle', () => {
    expect(areaCycles(AREAS)).toEqual([]);
  });

  it('imports only areas it lists, and none twice', () => {
    for (const [area, imports] of Object.entries(AREAS)) {
      for (const imported of imports) expect(Object.keys(AREAS), `${area} → ${imported}`).toContain(imported);
      expect(new Set(imports).size, area).toBe(imports.length);
    }
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(AREAS)).toBe(true);
    expect(Object.values(AREAS).every((imports) => Object.isFrozen(imports))).toBe(true);
  });
});

describe('areaCycles', () => {
  it('finds a cycle through several areas', () => {
    expect(areaCycles({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('finds an area that imports itself, and two that import each other', () => {
    expect(areaCycles({ a: ['a'], b: ['c'], c: ['b'] })).toEqual([
      ['a', 'a'],
      ['b', 'c', 'b'],
    ]);
  });

  it('finds none where two areas import the same one', () => {
    expect(areaCycles({ a: ['b', 'c'], b: ['c'], c: [], d: ['unlisted'] })).toEqual([]);
  });
});
