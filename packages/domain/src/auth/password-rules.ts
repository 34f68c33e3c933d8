import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { COMMON_PASSWORDS } from './common-passwords';

/** i18n keys of the password rules (SPEC §5 Passwords). */
export type PasswordProblem =
  | 'validation.required'
  | 'validation.password.minimumLength'
  | 'validation.password.tooCommon'
  | 'validation.password.sameAsCurrent';

/** SPEC §5: a new password has at least max(6, the company's minimum) characters and is not a common one. */
export function checkNewPassword(
  password: string,
  opts: { minLength?: number; current?: string } = {},
): PasswordProblem | null {
  if (password.length === 0) return 'validation.required';
  if (password.length < Math.max(PASSWORD_MIN_LENGTH, opts.minLength ?? 0))
    return 'validation.password.minimumLength';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'validation.password.tooCommon';
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
