import { describe, expect, it } from 'vitest';
import { generatePassword } from '@lonportal/domain/auth/password-rules';
import { ChangePasswordFormSchema, canGeneratePassword } from './change-password-form';

/** The password the form is told the user has now. */
const CURRENT = 'Sommar-Stuga7';

const problems = (form: { CurrentPassword: string; NewPassword: string; RepeatPassword: string }) => {
  const result = ChangePasswordFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ChangePasswordFormSchema (SPEC §5 Passwords)', () => {
  it('accepts a good change', () => {
    expect(
      problems({ CurrentPassword: CURRENT, NewPassword: 'Lagom-Lång#42', RepeatPassword: 'Lagom-Lång#42' }),
    ).toEqual({});
  });

  it('reports every empty field at once', () => {
    expect(problems({ CurrentPassword: '', NewPassword: '', RepeatPassword: '' })).toEqual({
      CurrentPassword: 'validation.required',
      NewPassword: 'validation.required',
      RepeatPassword: 'validation.required',
    });
  });

  it.each([
    ['abc12', 'validation.password.minimumLength'], // 5 characters
    ['password', 'validation.password.tooCommon'],
    [CURRENT, 'validation.password.sameAsCurrent'],
  ])('new password %j → %s', (NewPassword, expected) => {
    expect(problems({ CurrentPassword: CURRENT, NewPassword, RepeatPassword: NewPassword })).toEqual({
      NewPassword: expected,
    });
  });

  it('accepts exactly 6 characters', () => {
    expect(problems({ CurrentPassword: CURRENT, NewPassword: 'Xk3-p9', RepeatPassword: 'Xk3-p9' })).toEqual(
      {},
    );
  });

  it('asks for the current password to have 6 characters too (ValueLengthTooShort)', () => {
    expect(
      problems({ CurrentPassword: 'abc', NewPassword: 'Lagom-Lång#42', RepeatPassword: 'Lagom-Lång#42' }),
    ).toEqual({
      CurrentPassword: 'validation.minLength',
    });
  });

  it('needs the repeat to match', () => {
    expect(
      problems({ CurrentPassword: CURRENT, NewPassword: 'Lagom-Lång#42', RepeatPassword: 'Lagom-Lång#43' }),
    ).toEqual({
      RepeatPassword: 'account.changePassword.mismatch',
    });
  });

  it('accepts a generated password', () => {
    expect(canGeneratePassword()).toBe(true); // Node has Web Crypto
    const generated = generatePassword((n) => crypto.getRandomValues(new Uint8Array(n)));
    expect(generated).toHaveLength(20);
    expect(problems({ CurrentPassword: CURRENT, NewPassword: generated, RepeatPassword: generated })).toEqual(
      {},
    );
  });
});
