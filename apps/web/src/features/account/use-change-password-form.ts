import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { generatePassword } from '@lonportal/domain/auth/password-rules';
import { showError } from '../../lib/api-errors';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { useChangePassword } from './api/change-password';
import {
  ChangePasswordFormSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  type ChangePasswordForm,
} from './change-password-form';

const SERVER_FIELDS = ['CurrentPassword', 'NewPassword'] as const;

/**
 * The change password dialog's form (SPEC §2.5): its save, Generate (which shows the new
 * password), and `clear` once the dialog has closed. `onChanged` runs before the dialog closes.
 */
export function useChangePasswordForm(onClose: () => void, onChanged?: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const mutation = useChangePassword();
  const [newVisible, setNewVisible] = useState(false);
  const [generated, setGenerated] = useState(false);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ CurrentPassword, NewPassword }) => {
    try {
      await mutation.mutateAsync({ CurrentPassword, NewPassword });
    } catch (err) {
      if (applyServerFieldErrors(err, SERVER_FIELDS, setError)) return;
      showError(err); // a session that ended is announced by the app's error handling (SPEC §8)
      return;
    }
    showSnackbar({ text: t('account.changePassword.success'), color: 'success' });
    if (onChanged) await onChanged();
    onClose();
  });

  const generate = () => {
    const password = generatePassword((n) => crypto.getRandomValues(new Uint8Array(n)));
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('NewPassword', password, options);
    setValue('RepeatPassword', password, options);
    setNewVisible(true);
    setGenerated(true);
  };

  const clear = () => {
    reset(EMPTY_CHANGE_PASSWORD_FORM);
    setNewVisible(false);
    setGenerated(false);
  };

  return { control, submit, generate, clear, busy, newVisible, setNewVisible, generated };
}
