import { describe, expect, it } from 'vitest';
import { endsSession, ERRORS, errorI18nKey, statusOfCode } from './codes';

describe('error catalogue', () => {
  it('has unique codes whose first three digits are a valid HTTP status', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(statusOfCode(c)).toBeGreaterThanOrEqual(400);
  });

  it('has unique i18n keys', () => {
    const keys = Object.values(ERRORS).map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the login codes of SPEC §8', () => {
    expect(ERRORS.WrongCredentials.code).toBe(40100);
    expect(ERRORS.UnknownUser.code).toBe(40400);
  });

  it.each([
    [401, 40101, true],
    [401, 40100, true],
    [403, 40302, false],
    [403, 40300, false],
    [403, 40107, true],
    [403, undefined, true],
    [400, 40000, false],
    [409, 40900, false],
  ])('status %i with code %s ends the session: %s', (status, code, expected) => {
    expect(endsSession(status, code)).toBe(expected);
  });

  it('maps codes to i18n keys and unknown codes to a generic key', () => {
    expect(errorI18nKey(40100)).toBe('errors.wrongCredentials');
    expect(errorI18nKey(49999)).toBe('errors.unknown');
  });
});
