import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Password from '@mui/icons-material/Password';
import { PASSWORD_MIN_LENGTH } from '@lonportal/domain/constants';
import { FormPasswordField } from '../../ui/FormTextField';
import { canGeneratePassword } from './change-password-form';
import type { useChangePasswordForm } from './use-change-password-form';

/** The current password (or the temporary one), the new one twice, and Generate. */
export function ChangePasswordFields({
  form,
  temporary,
}: {
  form: ReturnType<typeof useChangePasswordForm>;
  /** The account logged in with a temporary password. */
  temporary: boolean;
}) {
  const { t } = useTranslation();
  const { control, busy, newVisible, setNewVisible } = form;
  return (
    <>
      <FormPasswordField
        control={control}
        name="CurrentPassword"
        label={temporary ? t('account.changePassword.temporary') : t('account.changePassword.current')}
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
          form.generated
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
          onClick={form.generate}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('account.changePassword.generate')}
        </Button>
      )}
    </>
  );
}
