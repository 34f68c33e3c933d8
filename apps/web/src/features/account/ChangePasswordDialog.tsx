import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Password from '@mui/icons-material/Password';
import { generatePassword } from '@lonportal/domain/auth/password-rules';
import { PASSWORD_MIN_LENGTH } from '@lonportal/domain/constants';
import { showError } from '../../lib/api-errors';
import { AppDialog } from '../../ui/AppDialog';
import { FormPasswordField } from '../../ui/FormTextField';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { useChangePassword } from './api/change-password';
import {
  ChangePasswordFormSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  canGeneratePassword,
  type ChangePasswordForm,
} from './change-password-form';

const SERVER_FIELDS = ['CurrentPassword', 'NewPassword'] as const;

/**
 * SPEC §2.5 Change password dialog: current and new password, the new one repeated, Generate.
 * `required`: the account logged in with a temporary password and must choose its own before
 * anything else; the dialog cannot be dismissed, and its other way out is logging out.
 */
export function ChangePasswordDialog({
  open,
  onClose,
  required,
}: {
  open: boolean;
  onClose: () => void;
  required?: { onLogout: () => void; onChanged: () => Promise<unknown> };
}) {
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
    if (required) await required.onChanged();
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

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      persistent={busy || required !== undefined}
      title={required ? t('account.changePassword.requiredTitle') : t('account.changePassword.title')}
      onSubmit={(event) => void submit(event)}
      onExited={clear}
      actions={
        <>
          {required ? (
            <Button type="button" onClick={required.onLogout} disabled={busy}>
              {t('account.changePassword.logout')}
            </Button>
          ) : (
            <Button type="button" onClick={onClose} disabled={busy}>
              {t('account.changePassword.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={busy}>
            {t('account.changePassword.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {required && <Alert severity="info">{t('account.changePassword.requiredText')}</Alert>}
        <FormPasswordField
          control={control}
          name="CurrentPassword"
          label={required ? t('account.changePassword.temporary') : t('account.changePassword.current')}
          autoComplete="current-password"
          autoFocus
          fullWidth
        />
        <FormPasswordField
          control={control}
          name="NewPassword"
          label={t('account.changePassword.new')}
          autoComplete="new-password"
          helperText={
            generated
              ? t('account.changePassword.generated')
              : t('account.changePassword.hint', { min: PASSWORD_MIN_LENGTH })
          }
          visible={newVisible}
          onVisibleChange={setNewVisible}
          fullWidth
        />
        <FormPasswordField
          control={control}
          name="RepeatPassword"
          label={t('account.changePassword.repeat')}
          autoComplete="new-password"
          visible={newVisible}
          onVisibleChange={setNewVisible}
          fullWidth
        />
        {canGeneratePassword() && (
          <Button
            type="button"
            variant="outlined"
            startIcon={<Password />}
            onClick={generate}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('account.changePassword.generate')}
          </Button>
        )}
      </Stack>
    </AppDialog>
  );
}
