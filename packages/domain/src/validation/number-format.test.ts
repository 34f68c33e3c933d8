import { describe, expect, it } from 'vitest';
import { formatNumberSv, parseNumberSv, type NumberFormatOptions } from './number-format';

describe('formatNumberSv (SPEC §5 Input formatting, §9 decimals)', () => {
  it.each<[number, NumberFormatOptions, string]>([
    [0, {}, '0,00'],
    [100, {}, '100,00'],
    [999, {}, '999,00'],
    [1000, {}, '1 000,00'], // plain space between thousands
    [1234.5, {}, '1 234,50'],
    [1234567.891, {}, '1 234 567,89'],
    [999.995, {}, '1 000,00'],
    [1.005, {}, '1,01'], // decimal rounding, half away from zero
    [-1.005, {}, '-1,01'],
    [-1234.5, {}, '-1 234,50'],
    [-0.001, {}, '0,00'], // no "-0,00"
    [-0, {}, '0,00'],
    [12, { decimals: 0 }, '12'],
    [2.5, { decimals: 0 }, '3'],
    [1234.5, { decimals: 0 }, '1 235'],
    [-1234.5, { decimals: 0 }, '-1 235'],
    [1.23456, { decimals: 4 }, '1,2346'],
    [1, { decimals: -1 }, '1'], // clamped to 0
    // auto: at least `decimals` (default 2), at most 4
    [1, { auto: true }, '1,00'],
    [1.5, { auto: true }, '1,50'],
    [1.125, { auto: true }, '1,125'],
    [1.2345, { auto: true }, '1,2345'],
    [1.23456, { auto: true }, '1,2346'],
    [1.00001, { auto: true }, '1,00'],
    [1234.56789, { auto: true }, '1 234,5679'],
    [1.5, { auto: true, decimals: 0 }, '1,5'],
    [3, { auto: true, decimals: 0 }, '3'],
    [1.123456, { auto: true, decimals: 6 }, '1,1235'], // minimum capped at 4
    [1e21, {}, '1 000 000 000 000 000 000 000,00'],
    [Number.NaN, {}, ''],
    [Number.POSITIVE_INFINITY, {}, ''],
  ])('%d %j → %j', (n, options, expected) => {
    expect(formatNumberSv(n, options)).toBe(expected);
  });

  it("gives Intl's rounding and digits for any number", () => {
    const intl = (n: number, min: number, max: number) =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        signDisplay: 'negative',
      })
        .format(String(n) as `${number}`)
        .replace(/[,.]/g, (c) => (c === ',' ? ' ' : ','));
    // A fixed sequence (no randomness): every scale from 1e-9 to 1e17, halves, nines, negatives.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const values = [0.5, 1.5, 2.5, 0.045, 0.0049999, 9.9995, 99.995, 1e-7, 5e-5, 123456789.125, 1e16];
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(next() * 26 - 9);
      const value = Math.round(next() * 1e6) / 1e3;
      values.push((next() < 0.3 ? -1 : 1) * value * scale);
    }
    for (const n of values) {
      expect(formatNumberSv(n), String(n)).toBe(intl(n, 2, 2));
      expect(formatNumberSv(n, { decimals: 0 }), String(n)).toBe(intl(n, 0, 0));
      expect(formatNumberSv(n, { auto: true }), String(n)).toBe(intl(n, 2, 4));
      expect(formatNumberSv(n, { decimals: 1, auto: true }), String(n)).toBe(intl(n, 1, 4));
    }
  });

  it('uses a plain U+0020 space, not NBSP', () => {
    expect(formatNumberSv(1234567)).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('parseNumberSv', () => {
  it.each([
    ['1 234,50', 1234.5],
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['-12', -12],
    ['+3', 3],
    ['\u221212', -12], // Unicode minus
    ['1\u00a0234,5', 1234.5], // NBSP
    ['1\u202f234', 1234], // narrow NBSP
    ['1 234 567,891', 1234567.891],
    [',5', 0.5],
    ['.5', 0.5],
    ['5,', 5],
    ['0', 0],
    [' 42 ', 42],
    ['', null],
    [' ', null],
    ['1.234,5', null], // mixed separators
    ['1,234.5', null],
    ['1,2,3', null],
    ['1.2.3', null],
    ['abc', null],
    ['12a', null],
    ['1e3', null],
    ['-', null],
    [',', null],
    ['--1', null],
  ])('%j → %j', (s, expected) => {
    expect(parseNumberSv(s)).toBe(expected);
  });

  it.each([0, 1, -1, 1234.5, -98765.43, 1e9])('round-trips %d through formatNumberSv', (n) => {
    expect(parseNumberSv(formatNumberSv(n))).toBe(n);
  });
});
