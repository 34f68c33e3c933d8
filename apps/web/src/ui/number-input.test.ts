import { describe, expect, it } from 'vitest';
import { commitNumberText, numberDisplayText } from './number-input';

describe('numberDisplayText (SPEC §5: space thousands, comma decimals, 2 decimals by default)', () => {
  it.each<[unknown, object, string]>([
    [1234.5, {}, '1 234,50'],
    [1234567.891, {}, '1 234 567,89'],
    [-0.5, {}, '-0,50'],
    [0, {}, '0,00'],
    [12, { decimals: 0 }, '12'],
    [1.23456, { auto: true }, '1,2346'],
    [1.2, { auto: true }, '1,20'],
    [1.005, {}, '1,01'],
    [null, {}, ''],
    [undefined, {}, ''],
    [Number.NaN, {}, ''],
    ['12', {}, ''],
  ])('%j %j → %j', (value, options, expected) => {
    expect(numberDisplayText(value, options)).toBe(expected);
  });
});

describe('commitNumberText (on blur)', () => {
  it.each<[string, object, ReturnType<typeof commitNumberText>]>([
    ['', {}, { valid: true, value: null }],
    ['   ', {}, { valid: true, value: null }],
    ['1 234,5', {}, { valid: true, value: 1234.5 }],
    ['1234.567', {}, { valid: true, value: 1234.57 }],
    ['1,005', {}, { valid: true, value: 1.01 }],
    ['1,23456', { auto: true }, { valid: true, value: 1.2346 }],
    ['2,5', { decimals: 0 }, { valid: true, value: 3 }],
    ['-0,001', {}, { valid: true, value: 0 }],
    ['−12', {}, { valid: true, value: -12 }],
    ['12 abc', {}, { valid: false }],
    ['1,2.3', {}, { valid: false }],
    ['abc', {}, { valid: false }],
  ])('%j %j → %j', (text, options, expected) => {
    expect(commitNumberText(text, options)).toEqual(expected);
  });
});
