import { describe, expect, it } from 'vitest';
import {
  NULL_ID,
  isAlphanumeric,
  isBetween,
  isEmail,
  isEmptyValue,
  isGreaterThan,
  isInteger,
} from './generic';

describe('isEmptyValue (SPEC §5 Generic rules: Required)', () => {
  it.each<[unknown, boolean, boolean]>([
    // value, empty by default, empty with zeroIsEmpty
    [null, true, true],
    [undefined, true, true],
    ['', true, true],
    ['   ', true, true],
    [NULL_ID, true, true],
    [` ${NULL_ID} `, true, true],
    ['00000000-0000-0000-0000-000000000001', false, false],
    ['1899-12-30', true, true],
    ['1899-12-31', false, false],
    [Number.NaN, true, true],
    [[], true, true],
    [[1], false, false],
    [0, false, true],
    [-0, false, true],
    ['0', false, true],
    ['0,00', false, true],
    ['0.0', false, true],
    ['-0', false, true],
    [0.001, false, false],
    ['0,01', false, false],
    [1, false, false],
    ['a', false, false],
    ['.', false, false],
    [false, false, false],
    [{}, false, false],
  ])('%j → %s / zeroIsEmpty %s', (v, byDefault, withZero) => {
    expect(isEmptyValue(v)).toBe(byDefault);
    expect(isEmptyValue(v, { zeroIsEmpty: true })).toBe(withZero);
  });
});

describe('isInteger', () => {
  it.each<[number | string, boolean]>([
    [1, true],
    [0, true],
    [-5, true],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['12', true],
    ['-12', true],
    ['+3', true],
    [' 7 ', true],
    ['1.0', false],
    ['1,5', false],
    ['1e3', false],
    ['1 000', false],
    ['', false],
    ['-', false],
  ])('%j → %s', (v, expected) => {
    expect(isInteger(v)).toBe(expected);
  });
});

describe('isBetween / isGreaterThan', () => {
  it.each([
    [5, 1, 10, true],
    [1, 1, 10, true], // inclusive min
    [10, 1, 10, true], // inclusive max
    [0.999, 1, 10, false],
    [10.001, 1, 10, false],
    [Number.NaN, 1, 10, false],
  ])('isBetween(%d, %d, %d) → %s', (n, min, max, expected) => {
    expect(isBetween(n, min, max)).toBe(expected);
  });

  it.each([
    [1, 0, true],
    [0.0001, 0, true],
    [0, 0, false], // strictly greater
    [-1, 0, false],
    [Number.NaN, 0, false],
  ])('isGreaterThan(%d, %d) → %s', (n, limit, expected) => {
    expect(isGreaterThan(n, limit)).toBe(expected);
  });
});

describe('isAlphanumeric (letters incl. å ä ö, and digits)', () => {
  it.each([
    ['abc123', true],
    ['ABC', true],
    ['123', true],
    ['Åsa', true],
    ['Ärla', true],
    ['Öland', true],
    ['café', true],
    ['cafe\u0301', true], // decomposed é
    ['Łódź', true],
    ['', false],
    ['a b', false],
    ['a-b', false],
    ['a_b', false],
    ['a.b', false],
    ['½', false],
  ])('%j → %s', (s, expected) => {
    expect(isAlphanumeric(s)).toBe(expected);
  });
});

describe('isEmail (InvalidEmail)', () => {
  it.each([
    ['anna@example.se', true],
    ['anna.svensson+lon@foretag.co.uk', true],
    [' anna@example.se ', true],
    ['åsa@företag.se', true],
    [`${'a'.repeat(64)}@x.se`, true],
    [`${'a'.repeat(65)}@x.se`, false],
    [`a@${'b'.repeat(250)}.se`, false], // over 254 characters
    ['anna@example', false],
    ['anna@example.s', false],
    ['anna@example.123', false],
    ['anna@@example.se', false],
    ['anna example@x.se', false],
    ['@example.se', false],
    ['anna@', false],
    ['anna@.se', false],
    ['anna..s@example.se', false],
    ['.anna@example.se', false],
    ['anna.@example.se', false],
    ['anna@example..se', false],
    ['', false],
  ])('%j → %s', (s, expected) => {
    expect(isEmail(s)).toBe(expected);
  });
});
