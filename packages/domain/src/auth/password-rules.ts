import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { COMMON_PASSWORDS } from './common-passwords';

/** i18n keys of the password rules (SPEC §5 Passwords). */
export type PasswordProblem =
  | 'validation.required'
  | 'validation.password.minimumLength'
  | 'validation.password.tooCommon'
  | 'validation.password.sameAsCurrent'
  | 'validation.password.sameAsLogin';

/**
 * SPEC §5: a new password has at least max(6, the company's minimum) characters, is not a common one,
 * differs from the current one and is not the login itself (in any case: the first guess of anyone
 * who knows the login).
 */
export function checkNewPassword(
  password: string,
  opts: { minLength?: number; current?: string; login?: string } = {},
): PasswordProblem | null {
  if (password.length === 0) return 'validation.required';
  if (password.length < Math.max(PASSWORD_MIN_LENGTH, opts.minLength ?? 0))
    return 'validation.password.minimumLength';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'validation.password.tooCommon';
  if (opts.login !== undefined && password.toLowerCase() === opts.login.toLowerCase())
    return 'validation.password.sameAsLogin';
  if (opts.current !== undefined && password === opts.current) return 'validation.password.sameAsCurrent';
  return null;
}

/** SPEC §9: a 20-character password from the spec's alphabet, drawn without modulo bias. */
export function generatePassword(randomBytes: (n: number) => Uint8Array): string {
  const alphabet = GENERATED_PASSWORD_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < GENERATED_PASSWORD_LENGTH) {
    for (const b of randomBytes(32)) {
      if (b < limit && out.length < GENERATED_PASSWORD_LENGTH) out += alphabet[b % alphabet.length];
    }
  }
  return out;
}
