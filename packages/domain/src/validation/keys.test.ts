import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS, isValidationKey } from './keys';

describe('VALIDATION_KEYS', () => {
  it('are unique i18n keys under validation.', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const key of VALIDATION_KEYS) expect(key).toMatch(/^validation\.[a-zA-Z]+(\.[a-zA-Z]+)?$/);
  });

  it.each([
    ['validation.required', true],
    ['validation.bankAccount.unknownClearing', true],
    ['validation.nope', false],
    ['', false],
  ])('isValidationKey(%j) → %s', (s, expected) => {
    expect(isValidationKey(s)).toBe(expected);
  });
});
