// The change-password form's rules (SPEC §2.5, §5 Passwords). The server checks again, with the
// company's own minimum length; these catch what can be known here before anything is sent.
import { z } from 'zod';
import { checkNewPassword } from '@lonportal/domain/auth/password-rules';
import { PASSWORD_MIN_LENGTH } from '@lonportal/domain/constants';

export const PASSWORD_MISMATCH = 'account.changePassword.mismatch';

export const ChangePasswordFormSchema = z
  .object({ CurrentPassword: z.string(), NewPassword: z.string(), RepeatPassword: z.string() })
  // One check over the whole form, so every field's problem shows at once.
  .superRefine(({ CurrentPassword, NewPassword, RepeatPassword }, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (CurrentPassword === '') problem('CurrentPassword', 'validation.required');
    // SPEC §5: both passwords have at least 6 characters (ValueLengthTooShort for the current one).
    else if (CurrentPassword.length < PASSWORD_MIN_LENGTH) problem('CurrentPassword', 'validation.minLength');
    const newProblem = checkNewPassword(NewPassword, CurrentPassword ? { current: CurrentPassword } : {});
    if (newProblem) problem('NewPassword', newProblem);
    if (RepeatPassword === '') problem('RepeatPassword', 'validation.required');
    else if (RepeatPassword !== NewPassword) problem('RepeatPassword', PASSWORD_MISMATCH);
  });

export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordForm = {
  CurrentPassword: '',
  NewPassword: '',
  RepeatPassword: '',
};

/** SPEC §2.5: the Generate button shows only where the browser has secure random numbers. */
export const canGeneratePassword = (): boolean =>
  typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.getRandomValues === 'function';
