import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_ALPHABET } from '../constants';
import { checkNewPassword, generatePassword } from './password-rules';

describe('checkNewPassword (SPEC §5 Passwords)', () => {
  it.each([
    ['', {}, 'validation.required'],
    ['abcde', {}, 'validation.password.minimumLength'],
    ['kx8!pq', {}, null],
    ['kx8!pq', { minLength: 8 }, 'validation.password.minimumLength'],
    ['kx8!pqzz', { minLength: 8 }, null],
    ['kx8!pq', { minLength: 3 }, null],
    ['Password1', {}, 'validation.password.tooCommon'],
    ['SOMMAR123', {}, 'validation.password.tooCommon'],
    ['lösenord', {}, 'validation.password.tooCommon'],
    ['kx8!pq', { current: 'kx8!pq' }, 'validation.password.sameAsCurrent'],
    ['anna.svensson', { login: 'anna.svensson' }, 'validation.password.sameAsLogin'],
    ['Anna.Svensson', { login: 'anna.SVENSSON' }, 'validation.password.sameAsLogin'],
    ['anna.svensson1', { login: 'anna.svensson' }, null],
  ] as const)('%j %j → %s', (pw, opts, expected) => {
    expect(checkNewPassword(pw, opts)).toBe(expected);
  });
});

describe('generatePassword (SPEC §9)', () => {
  it('makes 20 characters from the spec alphabet', () => {
    let i = 0;
    const pw = generatePassword((n) => Uint8Array.from({ length: n }, () => (i++ * 37) % 256));
    expect(pw).toHaveLength(20);
    for (const ch of pw) expect(GENERATED_PASSWORD_ALPHABET).toContain(ch);
  });
});
